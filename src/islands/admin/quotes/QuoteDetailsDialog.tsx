/**
 * Everything a quote request holds, with its status and phase selects (a phase change e-mails the
 * customer that phase's follow-up) and its follow-up history.
 */
import { useId } from "react";
import { formatDateTime } from "../../../shared/format";
import {
  bestTimeOptions,
  budgetRangeOptions,
  contactMethodOptions,
  projectTypeOptions,
  quotePhaseOptions,
  quoteStatusOptions,
  roofSizeOptions,
  urgencyOptions,
  type QuotePhase,
  type QuoteStatus,
} from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { Field } from "../../forms/Field";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Select } from "../../ui/Select";
import { useUpdateQuotePhase, useUpdateQuoteStatus } from "../api";
import { Detail } from "./Detail";
import { FollowUpHistory } from "./FollowUpHistory";
import { fullName, optionText } from "./quote-text";

const text = adminStrings.quotes;
const labels = text.labels;

export function QuoteDetailsDialog({ quote, onClose }: { quote: AdminQuote; onClose: () => void }) {
  const id = useId();
  const status = useUpdateQuoteStatus();
  const phase = useUpdateQuotePhase();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.details.title(fullName(quote))}
      description={text.details.description}
      wide
    >
      <div className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-status`} label={text.details.status}>
            <Select
              id={`${id}-status`}
              value={quote.status}
              disabled={status.isPending}
              onValueChange={(value) => status.mutate({ id: quote.id, status: value as QuoteStatus })}
              options={quoteStatusOptions}
              className="w-full"
            />
          </Field>
          <Field id={`${id}-phase`} label={text.details.phase}>
            <Select
              id={`${id}-phase`}
              value={quote.phase}
              disabled={phase.isPending}
              onValueChange={(value) => phase.mutate({ id: quote.id, phase: value as QuotePhase })}
              options={quotePhaseOptions}
              className="w-full"
            />
          </Field>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={labels.email} value={quote.email} />
          <Detail label={labels.phone} value={quote.phone || labels.notSpecified} />
          <Detail label={labels.address} value={`${quote.address}, ${quote.city}, ${quote.state} ${quote.zipCode}`} />
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
        <div>
          <h3 className="mb-2 font-semibold text-slate-ink">{text.details.history}</h3>
          <FollowUpHistory followUps={quote.followUps} />
        </div>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {text.details.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
