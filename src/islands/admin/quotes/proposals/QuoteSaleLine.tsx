/** A quote's sale (quote-sale.ts) as a badge and its detail; nothing before a proposal is sent. */
import type { AdminQuote } from "../../../../shared/schemas/admin";
import { Badge } from "../../../ui/Badge";
import { quoteSale } from "./quote-sale";

export function QuoteSaleLine({ quote, className = "" }: { quote: AdminQuote; className?: string }) {
  const sale = quoteSale(quote);
  if (!sale) return null;
  return (
    <p className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <Badge tone={sale.tone}>{sale.label}</Badge>
      {sale.detail && <span className="text-slate-ink">{sale.detail}</span>}
    </p>
  );
}
