/**
 * The owner's alert when a customer accepts or declines a proposal, queued in the answer's
 * transaction (one per proposal version and answer: its event key).
 */
import type { Db, Quote } from "../db/schema";
import { formatCents } from "../../shared/proposals/money";
import { declineReasonOptions } from "../../shared/strings/proposals";
import { contractOwnerStrings as cancelled } from "../../shared/strings/contract";
import { changeOrderStrings } from "../../shared/strings/change-orders";
import { shortName } from "./lead-alert";
import { queueAlert } from "./queue-alert";

type AlertQuote = Pick<Quote, "id" | "firstName" | "lastName" | "city">;

export type ProposalAnswer =
  | { kind: "accepted"; optionTitle: string; totalCents: number }
  | { kind: "declined"; reason: string }
  | { kind: "cancelled"; reason: string | null };

const whoOf = (quote: AlertQuote) =>
  [quote.city?.trim(), shortName(quote.firstName, quote.lastName)].filter(Boolean).join(" · ");

export async function queueProposalAlert(
  trx: Db,
  quote: AlertQuote,
  proposalId: number,
  answer: ProposalAnswer,
): Promise<number | undefined> {
  const who = whoOf(quote);
  const body =
    answer.kind === "accepted"
      ? `Signed: ${answer.optionTitle}, ${formatCents(answer.totalCents)}.`
      : answer.kind === "cancelled"
        ? cancelled.alertBody(answer.reason)
        : `Reason: ${declineReasonOptions.find((option) => option.value === answer.reason)?.label ?? answer.reason}.`;
  return queueAlert(trx, {
    // A cancellation goes to the devices that chose "Proposal declined": the customer backed out (decision 045).
    kind: answer.kind === "accepted" ? "proposal-accepted" : "proposal-declined",
    lead: { kind: "quote", id: quote.id },
    title: answer.kind === "cancelled" ? cancelled.alertTitle(who) : `Proposal ${answer.kind} · ${who}`,
    body,
    eventKey: `proposal-${answer.kind}:${proposalId}`,
  });
}

/**
 * A signed change order (issue 31): the devices that chose "Proposal accepted" (the customer signed
 * a change to the contract), once per change order (its event key).
 */
export function queueChangeOrderAlert(
  trx: Db,
  quote: AlertQuote,
  changeOrder: { id: number; number: number; totalCents: number },
): Promise<number | undefined> {
  return queueAlert(trx, {
    kind: "proposal-accepted",
    lead: { kind: "quote", id: quote.id },
    title: changeOrderStrings.alert.title(changeOrder.number, whoOf(quote)),
    body: changeOrderStrings.alert.body(formatCents(changeOrder.totalCents)),
    eventKey: `change-order-signed:${changeOrder.id}`,
  });
}
