/**
 * The deposit on the customer's page (issue 31 item 4, decision 046): on the open proposal, the
 * accept form's two buttons ("Approve & pay deposit", "Sign now, pay later") when online payment is
 * on, else a line saying to pay by cheque or transfer; on the signed record, the deposit's state
 * with a Pay button while it is due; and the page for a deposit that cannot be paid online.
 */
import type { PaymentRefusal } from "../payments/payment-errors";
import { paymentPageStrings as p } from "../../shared/strings/payments";
import { proposalPageStrings as s } from "../../shared/strings/proposals";
import { escapeHtml as e } from "../email/render";
import { phoneLink } from "../customer-pages/shell";

/** The signed deposit as the page shows it. */
export interface DepositView {
  amountCents: number;
  online: boolean;
  state: "due" | "processing" | "paid" | "refunded" | "failed" | "confirming" | "cancelled";
  /** "Nov 28, 2026" once paid. */
  paidOn?: string;
}

/** The accept form's buttons: pay now or later when a deposit can be paid online, else the one button. */
export function acceptButtons(payOnline: boolean, inert: boolean, depositCents: number): string {
  const disabled = inert ? " disabled" : "";
  if (!payOnline)
    return (
      (depositCents > 0 ? `<p class="hint">${e(p.payOffline)}</p>` : "") +
      `<button type="submit"${disabled}>${e(s.accept.submit)}</button>`
    );
  return (
    `<p class="hint">${e(p.payOnline)}</p>` +
    `<button type="submit" name="pay" value="now"${disabled}>${e(p.approveAndPay)}</button> ` +
    `<button type="submit" name="pay" value="later" class="quiet"${disabled}>${e(p.signNowPayLater)}</button>`
  );
}

/** The deposit's section under the signed record. */
export function depositSection(deposit: DepositView, payAction: string, inert: boolean): string {
  const body = (() => {
    switch (deposit.state) {
      case "paid":
        return `<p role="status">${e(p.paid(deposit.amountCents, deposit.paidOn ?? ""))}</p>`;
      case "refunded":
        return `<p role="status">${e(p.refundedInFull(deposit.amountCents))}</p>`;
      case "processing":
        return `<p role="status">${e(p.processing)}</p>`;
      case "confirming":
        return `<p role="status">${e(p.returned)}</p>`;
      case "cancelled":
        return `<p>${e(p.refused.cancelled)}</p>`;
      default: {
        const failed = deposit.state === "failed" ? `<p class="error">${e(p.failed)}</p>` : "";
        const form = deposit.online
          ? `<form method="post"${inert ? "" : ` action="${e(payAction)}"`}><button type="submit"${inert ? " disabled" : ""}>${e(p.payButton(deposit.amountCents))}</button></form>`
          : "";
        return `${failed}<p>${e(p.depositDue(deposit.amountCents))}</p><p>${e(deposit.online ? p.payOnline : p.payOffline)}</p>${form}`;
      }
    }
  })();
  return `<section class="card no-print" id="deposit"><h2>${e(p.depositHeading)}</h2>${body}</section>`;
}

/** The page for a deposit that cannot be paid online (409): why, and the way back to the proposal. */
export function paymentRefusedBody(reason: PaymentRefusal, pagePath: string): string {
  return (
    `<h1>${e(p.refused.heading)}</h1><p role="status">${e(p.refused[reason])}</p>` +
    `<p><a class="button" href="${e(pagePath)}">${e(p.backToProposal)}</a></p><p>${s.callUs} ${phoneLink}.</p>`
  );
}
