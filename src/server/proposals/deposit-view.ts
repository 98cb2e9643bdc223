/**
 * The signed deposit's state for the customer's page (decision 046): what is due on the chosen
 * option, what the deposit's payment row says, and whether it can be paid online.
 */
import type { Db } from "../db/schema";
import type { ProposalDocument } from "../../shared/proposals/document";
import { formatBusinessDay } from "../../shared/format";
import { findDeposit } from "../payments/payments.repository";
import { onlinePaymentsEnabled } from "../payments/stripe-client";
import type { DepositView } from "./proposal-page-payment";

export async function depositView(
  db: Db,
  proposalId: number,
  document: ProposalDocument,
  optionId: string,
  { cancelled, returned }: { cancelled: boolean; returned: boolean },
): Promise<DepositView | undefined> {
  const amountCents = document.options.find((option) => option.id === optionId)?.totals.depositCents ?? 0;
  if (amountCents <= 0) return undefined;
  const online = onlinePaymentsEnabled();
  const payment = await findDeposit(db, proposalId);
  // Refunded in full (a cancelled contract's deposit, decision 045): say so rather than "received".
  if (payment?.status === "paid" && payment.refundedCents >= payment.amountCents)
    return { amountCents, online, state: "refunded" };
  if (payment?.status === "paid")
    return { amountCents, online, state: "paid", paidOn: formatBusinessDay(payment.paidAt!) };
  if (cancelled) return { amountCents, online, state: "cancelled" };
  if (payment?.status === "processing") return { amountCents, online, state: "processing" };
  if (returned && payment?.status === "pending" && payment.checkoutSessionId)
    return { amountCents, online, state: "confirming" };
  return { amountCents, online, state: payment?.status === "failed" ? "failed" : "due" };
}

/** Whether the open proposal offers "Approve & pay deposit". */
export const offersOnlineDeposit = (document: ProposalDocument) =>
  onlinePaymentsEnabled() && document.options.some((option) => option.totals.depositCents > 0);
