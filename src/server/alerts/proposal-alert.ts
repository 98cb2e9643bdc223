/**
 * The owner's alert when a customer accepts or declines a proposal, queued in the answer's
 * transaction (one per proposal version and answer: its event key).
 */
import type { Kysely } from "kysely";
import type { Database, Quote } from "../db/schema";
import { formatCents } from "../../shared/proposals/money";
import { declineReasonOptions } from "../../shared/strings/proposals";
import { contractOwnerStrings as cancelled } from "../../shared/strings/contract";
import { shortName } from "./lead-alert";
import { queueAlert } from "./queue-alert";

type AlertQuote = Pick<Quote, "id" | "firstName" | "lastName" | "city">;

export type ProposalAnswer =
  | { kind: "accepted"; optionTitle: string; totalCents: number }
  | { kind: "declined"; reason: string }
  | { kind: "cancelled"; reason: string | null };

export async function queueProposalAlert(
  trx: Kysely<Database>,
  quote: AlertQuote,
  proposalId: number,
  answer: ProposalAnswer,
): Promise<number | undefined> {
  const who = [quote.city?.trim(), shortName(quote.firstName, quote.lastName)].filter(Boolean).join(" · ");
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
