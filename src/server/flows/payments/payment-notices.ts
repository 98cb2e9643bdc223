/**
 * What a payment that lands tells both sides (issue 31 item 6): a receipt to the customer and one to
 * the owner through the outbox, and an alert on the owner's devices, queued in the transaction that
 * records the payment. Alerts use the "Proposal accepted" kind (money on a signed job; no new alert
 * kind, so no migration of the kinds list), one per payment and event (their event keys).
 */
import type { Db, Quote } from "../../db/schema";
import type { Payment } from "../../db/payment-tables";
import { composeEmail } from "../../email/compose";
import { escapeHtml as e } from "../../email/render";
import { queueCustomerEmail, queueEmail } from "../../email/queue-email";
import { getEnv, siteUrl } from "../../env";
import { queueAlert } from "../../alerts/queue-alert";
import { shortName } from "../../alerts/lead-alert";
import { formatCents } from "../../../shared/proposals/money";
import { formatBusinessTime } from "../../../shared/format";
import { labelFor } from "../../../shared/options";
import { paymentMethodOptions } from "../../../shared/payments";
import { adminLeadPath } from "../../../shared/pages";
import { paymentAlertStrings as alert, paymentMailStrings as mail } from "../../../shared/strings/payments";

type NoticeQuote = Pick<Quote, "id" | "firstName" | "lastName" | "email" | "city">;

export interface QueuedNotices {
  outboxIds: string[];
  alertIds: number[];
}
export const NO_NOTICES: QueuedNotices = { outboxIds: [], alertIds: [] };

const who = (quote: NoticeQuote) =>
  [quote.city?.trim(), shortName(quote.firstName, quote.lastName)].filter(Boolean).join(" · ");

export const methodLabel = (payment: Pick<Payment, "method" | "paymentMethodType">) =>
  payment.method === "stripe"
    ? payment.paymentMethodType === "us_bank_account"
      ? "US bank account (ACH)"
      : "Card or bank (Stripe)"
    : (labelFor(paymentMethodOptions, payment.method) ?? payment.method);

function body(rows: [string, string][], paragraphs: string[]) {
  const html =
    paragraphs.map((text) => `<p>${e(text)}</p>`).join("") +
    `<table role="presentation">${rows.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`).join("")}</table>`;
  const text = [...paragraphs, rows.map(([k, v]) => `${k}: ${v}`).join("\n")].join("\n\n");
  return { bodyHtml: html, bodyText: text };
}

function receiptRows(payment: Payment, amountCents: number, balanceCents: number | null, at: Date): [string, string][] {
  return [
    [mail.rows.amount, formatCents(amountCents)],
    [mail.rows.purpose, mail.purpose[payment.purpose]],
    [mail.rows.method, methodLabel(payment)],
    ...(payment.reference ? [[mail.rows.reference, payment.reference] as [string, string]] : []),
    [mail.rows.date, formatBusinessTime(at)],
    ...(balanceCents === null ? [] : [[mail.rows.balance, formatCents(balanceCents)] as [string, string]]),
  ];
}

/** Receipts to both sides and the owner's alert for a payment just recorded as paid. */
export async function queuePaidNotices(
  trx: Db,
  quote: NoticeQuote,
  payment: Payment,
  balanceCents: number | null,
  at: Date,
): Promise<QueuedNotices> {
  const rows = receiptRows(payment, payment.amountCents, balanceCents, at);
  const customer = await composeEmail({
    subject: mail.receiptSubject(payment.amountCents),
    ...body(rows, [mail.receiptIntro(quote.firstName), mail.receiptBody]),
  });
  const consoleUrl = siteUrl(adminLeadPath("quote", quote.id));
  const owner = await composeEmail({
    subject: mail.ownerSubject(`${quote.firstName} ${quote.lastName}`.trim(), payment.amountCents),
    ...body(rows, [consoleUrl]),
  });
  const tag = "payment-receipt";
  const outboxIds = [
    await queueCustomerEmail(trx, customer, { toAddress: quote.email, tag, quoteId: quote.id }),
    await queueEmail(trx, owner, { toAddress: getEnv().BUSINESS_EMAIL, replyTo: quote.email, tag, quoteId: quote.id }),
  ];
  const alertId = await queueAlert(trx, {
    kind: "proposal-accepted",
    lead: { kind: "quote", id: quote.id },
    title: alert.paidTitle(who(quote)),
    body: alert.paidBody(payment.amountCents, mail.purpose[payment.purpose].toLowerCase(), methodLabel(payment)),
    eventKey: `payment-paid:${payment.id}`,
  });
  return { outboxIds, alertIds: alertId ? [alertId] : [] };
}

/** The owner's alert about something wrong with a payment (refused, failed, disputed): once per event key. */
export async function queueProblemAlert(
  trx: Db,
  quote: NoticeQuote,
  kind: "flagged" | "failed" | "disputed",
  text: string,
  eventKey: string,
): Promise<QueuedNotices> {
  const title = { flagged: alert.flaggedTitle, failed: alert.failedTitle, disputed: alert.disputedTitle }[kind];
  const alertId = await queueAlert(trx, {
    kind: "proposal-declined",
    lead: { kind: "quote", id: quote.id },
    title: title(who(quote)),
    body: text,
    eventKey,
  });
  return { outboxIds: [], alertIds: alertId ? [alertId] : [] };
}

/** The customer's notice of a refund (its receipt). */
export async function queueRefundNotice(trx: Db, quote: NoticeQuote, cents: number): Promise<string> {
  const email = await composeEmail({
    subject: mail.refundSubject(cents),
    ...body([[mail.rows.amount, formatCents(cents)]], [mail.receiptIntro(quote.firstName), mail.refundBody]),
  });
  return queueCustomerEmail(trx, email, { toAddress: quote.email, tag: "payment-refund", quoteId: quote.id });
}
