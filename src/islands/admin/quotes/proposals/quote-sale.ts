/**
 * A quote's sale in one badge and a line beside it: won with its value, what was paid and the balance due, lost with the customer's
 * reason, or where its latest proposal stands once sent (opened how often, expired, withdrawn).
 * Nothing before a proposal has gone out.
 */
import { formatShortDate } from "../../../../shared/format";
import type { Tone } from "../../../../shared/options";
import { proposalStatusOptions } from "../../../../shared/proposals/document";
import { formatCents } from "../../../../shared/proposals/money";
import type { AdminQuote } from "../../../../shared/schemas/admin";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";
import { declineReasonOptions } from "../../../../shared/strings/proposals";
import { paymentConsoleStrings } from "../../../../shared/strings/payments";

const text = proposalConsoleStrings.sale;

export interface QuoteSale {
  tone: Tone;
  label: string;
  detail?: string;
}

type SaleFields = Pick<AdminQuote, "wonAt" | "wonValueCents" | "paidCents" | "lostAt" | "lostReason" | "proposal">;

/** The customer's reason as they chose it ("The price"), or the stored value when unknown. */
export const declineReasonLabel = (reason: string) =>
  declineReasonOptions.find((option) => option.value === reason)?.label ?? reason;

export function quoteSale(quote: SaleFields): QuoteSale | undefined {
  if (quote.wonAt) {
    if (quote.wonValueCents === null) return { tone: "green", label: text.won };
    const balance = quote.wonValueCents - quote.paidCents;
    return {
      tone: "green",
      label: text.won,
      detail: `${formatCents(quote.wonValueCents)} · ${paymentConsoleStrings.paidAndBalance(quote.paidCents, balance)}`,
    };
  }
  if (quote.lostAt) {
    return {
      tone: "red",
      label: text.lost,
      detail: quote.lostReason ? declineReasonLabel(quote.lostReason) : undefined,
    };
  }
  const proposal = quote.proposal;
  if (!proposal?.sentAt) return undefined;
  switch (proposal.status) {
    case "sent":
      return {
        tone: "blue",
        label: text.sent,
        detail:
          proposal.openCount > 0 && proposal.lastOpenedAt
            ? text.opened(proposal.openCount, formatShortDate(proposal.lastOpenedAt))
            : text.notOpened,
      };
    case "expired":
      return { tone: "slate", label: text.expired, detail: text.validUntil(formatShortDate(proposal.validUntil)) };
    case "withdrawn":
      return { tone: "slate", label: text.withdrawn };
    default: {
      const status = proposalStatusOptions.find((option) => option.value === proposal.status)!;
      return { tone: status.tone, label: text.other(status.label) };
    }
  }
}
