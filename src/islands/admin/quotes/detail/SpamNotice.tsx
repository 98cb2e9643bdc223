/** A flagged quote: why it was flagged, and "Not spam", which clears the flag and sends the held-back thank-you. */
import type { AdminQuote } from "../../../../shared/schemas/admin";
import { quoteDeskStrings } from "../../../../shared/strings/quotes";
import { Button } from "../../../ui/Button";
import { useMarkNotSpam } from "../quotes.api";

const text = quoteDeskStrings.spam;

export function SpamNotice({ quote }: { quote: AdminQuote }) {
  const rescue = useMarkNotSpam();
  return (
    <section
      aria-labelledby="quote-spam"
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-red-800 bg-red-50 p-4"
    >
      <div>
        <h2 id="quote-spam" className="font-semibold text-red-900">
          {text.flagged}
        </h2>
        {quote.spamReason && <p className="text-sm text-red-900">{text.reason(quote.spamReason)}</p>}
        <p className="text-sm text-slate-deep">{text.explain}</p>
      </div>
      <Button variant="secondary" disabled={rescue.isPending} onClick={() => rescue.mutate(quote.id)}>
        {rescue.isPending ? text.rescuing : text.notSpam}
      </Button>
    </section>
  );
}
