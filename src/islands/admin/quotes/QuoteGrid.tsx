/** The quote cards of one tab, or what to say when it has none. */
import type { AdminQuote } from "../../../shared/schemas/admin";
import { QuoteCard } from "./QuoteCard";

interface Props {
  quotes: AdminQuote[];
  empty: string;
  onOpen: (dialog: "details" | "follow-up", quoteId: number) => void;
}

export function QuoteGrid({ quotes, empty, onOpen }: Props) {
  if (quotes.length === 0) return <p className="py-10 text-center text-slate-mid">{empty}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {quotes.map((quote) => (
        <QuoteCard
          key={quote.id}
          quote={quote}
          onViewDetails={() => onOpen("details", quote.id)}
          onSendFollowUp={() => onOpen("follow-up", quote.id)}
        />
      ))}
    </div>
  );
}
