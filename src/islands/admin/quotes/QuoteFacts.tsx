/** What the customer told us: every field of the quote request, and the project description. */
import { formatDateTime } from "../../../shared/format";
import {
  bestTimeOptions,
  budgetRangeOptions,
  contactMethodOptions,
  projectTypeOptions,
  roofSizeOptions,
  urgencyOptions,
} from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { Detail } from "./Detail";
import { optionText } from "./quote-text";
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
        <Detail label={labels.projectType} value={optionText(projectTypeOptions, quote.projectType)} />
        <Detail label={labels.roofSize} value={optionText(roofSizeOptions, quote.roofSize)} />
        <Detail label={labels.urgency} value={optionText(urgencyOptions, quote.urgency)} />
        <Detail label={labels.budget} value={optionText(budgetRangeOptions, quote.budgetRange)} />
        <Detail label={labels.contactMethod} value={optionText(contactMethodOptions, quote.preferredContactMethod)} />
        <Detail label={labels.bestTime} value={optionText(bestTimeOptions, quote.bestTimeToContact)} />
      </dl>
      <div>
        <h3 className="font-semibold text-slate-ink">{labels.description}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-deep">{quote.description || labels.notSpecified}</p>
      </div>
    </>
  );
}
