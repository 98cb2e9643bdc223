/** One quote request on the board: who, what, where, its status and phase, and its two actions. */
import { conversationStrings } from "../../../shared/strings/conversation";
import { formatShortDate } from "../../../shared/format";
import { optionOf, quoteStatusOptions } from "../../../shared/options";
import type { AdminQuote } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { Badge, OptionBadge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { WaitingBadge } from "../common/WaitingBadge";
import { Detail } from "./Detail";
import { LastPhaseMail } from "./LastPhaseMail";
import { QuoteSaleLine } from "./proposals/QuoteSaleLine";
import { answerText, fullName, phaseShortLabel } from "./quote-text";
import { QuoteReachLinks } from "./QuoteReachLinks";

const text = adminStrings.quotes;
const labels = text.labels;

interface Props {
  quote: AdminQuote;
  onViewDetails: () => void;
  onSendFollowUp: () => void;
}

export function QuoteCard({ quote, onViewDetails, onSendFollowUp }: Props) {
  const name = fullName(quote);
  return (
    <article className="flex flex-col rounded-lg border border-slate-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-serif text-xl text-slate-ink">{name}</h3>
          <p className="text-sm text-slate-mid">
            {answerText(quote, "projectType")} · {quote.city}, {quote.state}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <OptionBadge option={optionOf(quoteStatusOptions, quote.status)} />
          <Badge tone="copper">{phaseShortLabel(quote.phase)}</Badge>
          {quote.isSpam && <Badge tone="red">{text.suspectedSpam}</Badge>}
          <WaitingBadge lead={quote} />
        </div>
      </div>
      {quote.emailBounced && (
        <p className="mt-3 text-sm font-semibold text-red-800">{conversationStrings.bouncedEmail}</p>
      )}
      <QuoteSaleLine quote={quote} className="mt-3" />
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <Detail label={labels.phone} value={quote.phone || labels.notSpecified} />
        <Detail label={labels.email} value={quote.email} breakAnywhere />
        <Detail label={labels.date} value={formatShortDate(quote.createdAt)} />
        <Detail label={labels.urgency} value={answerText(quote, "urgency")} />
        <Detail label={labels.budget} value={answerText(quote, "budgetRange")} />
        <Detail label={labels.address} value={`${quote.address}, ${quote.zipCode}`} />
      </dl>
      {quote.description && <p className="mt-3 line-clamp-2 text-sm text-slate-deep">{quote.description}</p>}
      <div className="mt-3">
        <QuoteReachLinks quote={quote} />
      </div>
      <LastPhaseMail followUps={quote.followUps} />
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" onClick={onViewDetails} aria-label={`${text.viewDetails}: ${name}`}>
          {text.viewDetails}
        </Button>
        <Button onClick={onSendFollowUp} aria-label={`${text.sendFollowUp}: ${name}`}>
          {text.sendFollowUp}
        </Button>
      </div>
    </article>
  );
}
