/** The overview's four figures: all quotes, and those new, contacted and scheduled. */
import type { QuoteStatus } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { StatCard } from "../common/StatCard";

const text = adminStrings.quotes;

export function QuoteStats({ quotes }: { quotes: AdminQuote[] }) {
  const count = (status: QuoteStatus) => quotes.filter((quote) => quote.status === status).length;
  return (
    <dl className="grid grid-cols-4 gap-2 sm:gap-4">
      <StatCard label={text.stats.total} value={quotes.length} />
      <StatCard label={text.stats.new} value={count("new")} />
      <StatCard label={text.stats.contacted} value={count("contacted")} />
      <StatCard label={text.stats.scheduled} value={count("scheduled")} />
    </dl>
  );
}
