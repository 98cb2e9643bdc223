/** What the customer told us: every field of the quote request, and the project description. */
import { formatDateTime } from "../../../shared/format";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { Detail } from "./Detail";
import { answerText } from "./quote-text";
import { oneLineAddress } from "../../../shared/reach";

const labels = adminStrings.quotes.labels;

export function QuoteFacts({ quote }: { quote: AdminQuote }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={labels.email} value={quote.email} breakAnywhere />
        <Detail label={labels.phone} value={quote.phone || labels.notSpecified} />
        <Detail label={labels.address} value={oneLineAddress(quote)} />
        <Detail label={labels.date} value={formatDateTime(quote.createdAt)} />
        <Detail label={labels.projectType} value={answerText(quote, "projectType")} />
        <Detail label={labels.roofSize} value={answerText(quote, "roofSize")} />
        <Detail label={labels.urgency} value={answerText(quote, "urgency")} />
        <Detail label={labels.budget} value={answerText(quote, "budgetRange")} />
        <Detail label={labels.contactMethod} value={answerText(quote, "preferredContactMethod")} />
        <Detail label={labels.bestTime} value={answerText(quote, "bestTimeToContact")} />
      </dl>
      <div>
        <h3 className="font-semibold text-slate-ink">{labels.description}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-deep">{quote.description || labels.notSpecified}</p>
      </div>
    </>
  );
}
