/**
 * The customer's invoice page `/invoice/{token}` (issue 31 item 5, decision 049), drawn on the
 * server in the customer pages' shell with its own hashed sheet and CSP, no script: who is billed,
 * for what, the amount, the contract's balance, and a Pay button (a plain form post to Checkout)
 * while it is due. Its print sheet drops the frame and the buttons, so "Save as PDF" is the invoice.
 */
import type { PaymentRefusal } from "../payments/payment-errors";
import { paymentPageStrings } from "../../shared/strings/payments";
import { invoicePageStrings as s } from "../../shared/strings/invoices";
import { formatCents } from "../../shared/proposals/money";
import { escapeHtml as e } from "../email/render";
import { FRAME_STYLE } from "../customer-pages/frame-style";
import { customerPageResponse, phoneLink } from "../customer-pages/shell";
import { checkoutFormTargets } from "../payments/stripe-client";

export interface InvoiceDetail {
  number: number;
  of: number;
  reference: string;
  from: string | null;
  billTo: string[];
  issuedOn: string | null;
  /** The day it is due by (decision 050); null before it is sent. */
  payBy: string | null;
  contractLine: string;
  event: string;
  amountCents: number;
  /** Received on this invoice so far (decision 052): a partial cheque leaves the rest due. */
  receivedCents: number;
  totalCents: number;
  paidCents: number;
  pay: "due" | "processing" | "confirming" | "failed" | "paid" | "cancelled";
  paidOn?: string;
  online: boolean;
  payAction: string;
  /** The deposit invoice is paid on the proposal's page (its own Checkout), when its link can be made. */
  depositPath?: string | null;
}

export type InvoicePageView =
  | { state: "invoice"; invoice: InvoiceDetail }
  | { state: "refused"; reason: PaymentRefusal; pagePath: string }
  | { state: "not-found" }
  | { state: "rate-limited"; retryAfterSeconds: number };

export const INVOICE_STYLE = [
  FRAME_STYLE,
  ".ref{color:var(--slate-2);margin:0}.sheet{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0}",
  ".sheet h2{margin-top:0}dl{display:grid;grid-template-columns:minmax(7rem,40%) 1fr;gap:.4rem .75rem;margin:0}dt{font-weight:600}dd{margin:0}",
  ".amount{font-size:1.5rem;font-weight:700;color:var(--copper-dark)}.sums td{text-align:right;white-space:nowrap}",
  ".sums{width:100%;border-collapse:collapse}.sums th,.sums td{padding:.4rem .3rem;border-bottom:1px solid var(--line);text-align:left}",
  ".sums .due th,.sums .due td{font-weight:700;border-top:2px solid var(--slate)}.sums td{text-align:right}",
  ".state{border-left:4px solid var(--copper);background:#fff;padding:.75rem 1rem;margin:1rem 0}.error{color:#b91c1c}.hint{color:var(--slate-2)}",
  ".pay{display:inline-block;margin-top:1rem;font:inherit;font-weight:600;padding:.8rem 1.5rem;min-height:44px;background:var(--copper-dark);",
  "color:#fff;border:0;border-radius:6px;text-decoration:none;cursor:pointer}",
  "@media print{@page{margin:16mm}body{background:#fff;font-size:11pt}.strip,.top,.site-footer,.no-print,form{display:none!important}",
  ".sheet{border:0;padding:0}a{color:#000;text-decoration:none}}",
].join("");

const message = (title: string, intro: string, extra = "") =>
  `<h1>${e(title)}</h1><p role="status">${e(intro)}</p>${extra}<p>${e(s.callUs)} ${phoneLink}.</p>`;

const leftOf = (invoice: InvoiceDetail) => Math.max(0, invoice.amountCents - invoice.receivedCents);

function payBody(invoice: InvoiceDetail): string {
  switch (invoice.pay) {
    case "paid":
      return `<p class="state" role="status">${e(s.paid(invoice.amountCents, invoice.paidOn ?? ""))}</p>`;
    case "processing":
      return `<p class="state" role="status">${e(s.processing)}</p>`;
    case "confirming":
      return `<p class="state" role="status">${e(s.returned)}</p>`;
    case "cancelled":
      return `<p class="state" role="status">${e(s.cancelled)}</p>`;
    default: {
      const failed = invoice.pay === "failed" ? `<p class="error">${e(s.failed)}</p>` : "";
      if (invoice.depositPath)
        return `${failed}<p>${e(s.depositOnProposal)}</p><p><a class="pay" href="${e(invoice.depositPath)}">${e(s.depositLink)}</a></p>`;
      const form = invoice.online
        ? `<form method="post" action="${e(invoice.payAction)}"><button class="pay" type="submit">${e(s.payButton(leftOf(invoice)))}</button></form>`
        : "";
      return `${failed}<p>${e(invoice.online ? s.payOnline : s.payOffline)}</p>${form}`;
    }
  }
}

function invoiceBody(invoice: InvoiceDetail): string {
  const row = (term: string, value: string) => `<dt>${e(term)}</dt><dd>${value}</dd>`;
  const balance = invoice.totalCents - invoice.paidCents;
  return (
    `<h1>${e(s.heading(invoice.number, invoice.of))}</h1><p class="ref">${e(invoice.reference)}</p>` +
    (invoice.from ? `<p class="ref">${e(invoice.from)}</p>` : "") +
    `<section class="sheet" aria-labelledby="what"><h2 id="what" class="ref">${e(invoice.event)}</h2><dl>` +
    row(s.rows.billTo, invoice.billTo.map(e).join("<br>")) +
    (invoice.issuedOn ? row(s.rows.issued, e(invoice.issuedOn)) : "") +
    row(s.rows.contract, e(invoice.contractLine)) +
    row(s.rows.due, e(invoice.event)) +
    (invoice.payBy && invoice.pay !== "paid" ? row(s.rows.payBy, e(invoice.payBy)) : "") +
    row(s.rows.amount, `<span class="amount">${e(formatCents(invoice.amountCents))}</span>`) +
    (invoice.receivedCents > 0 && invoice.pay !== "paid"
      ? row(s.rows.received, e(formatCents(invoice.receivedCents))) + row(s.rows.left, e(formatCents(leftOf(invoice))))
      : "") +
    `</dl></section>` +
    `<section class="sheet" aria-labelledby="balance"><h2 id="balance">${e(s.balanceHeading)}</h2><table class="sums">` +
    `<tr><th scope="row">${e(s.balance.total)}</th><td>${e(formatCents(invoice.totalCents))}</td></tr>` +
    `<tr><th scope="row">${e(s.balance.paid)}</th><td>${e(formatCents(invoice.paidCents))}</td></tr>` +
    `<tr class="due"><th scope="row">${e(s.balance.due)}</th><td>${e(formatCents(balance))}</td></tr></table></section>` +
    `<section class="sheet no-print" id="pay" aria-labelledby="pay-heading"><h2 id="pay-heading">${e(s.payHeading)}</h2>${payBody(invoice)}` +
    `<p class="hint">${e(s.printHint)}</p></section>` +
    `<p class="no-print">${e(s.callUs)} ${phoneLink}.</p>`
  );
}

function bodyOf(view: InvoicePageView): { title: string; body: string } {
  switch (view.state) {
    case "invoice":
      return { title: s.title(view.invoice.number), body: invoiceBody(view.invoice) };
    case "refused": {
      const back = `<p><a class="pay" href="${e(view.pagePath)}">${e(s.backToInvoice)}</a></p>`;
      const why = s.refused[view.reason] ?? paymentPageStrings.refused[view.reason];
      return { title: s.refusedHeading, body: message(s.refusedHeading, why, back) };
    }
    default: {
      const words = view.state === "not-found" ? s.notFound : s.rateLimited;
      return { title: words.title, body: message(words.title, words.intro) };
    }
  }
}

/** The page as a response; `status` defaults by state (404 not found, 409 refused, 429 limited, else 200). */
export function invoicePageResponse(view: InvoicePageView, status?: number): Response {
  const formTargets = view.state === "invoice" ? checkoutFormTargets() : [];
  const byState = { "not-found": 404, refused: 409, "rate-limited": 429 }[view.state as string];
  return customerPageResponse(bodyOf(view), INVOICE_STYLE, status ?? byState ?? 200, { formTargets, view });
}
