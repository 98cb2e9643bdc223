/**
 * The customer's proposal page, drawn on the server (decision 037): the site's facts (name, phone,
 * licence line), the document, and what the customer can do in the version's state. Never cached
 * or indexed; its own CSP (one hashed sheet, photos from this site, forms to this site only).
 */
import type { ProposalDocument } from "../../shared/proposals/document";
import { proposalPageStrings as s } from "../../shared/strings/proposals";
import { escapeHtml as e } from "../email/render";
import { dayLabel, documentHtml } from "./proposal-page-document";
import {
  acceptForm,
  askedBanner,
  declineForm,
  questionForm,
  signedRecord,
  updateRequestForm,
  type FormState,
  type FormTarget,
  type SignedRecordView,
} from "./proposal-page-forms";
import { PROPOSAL_PAGE_CSP, PROPOSAL_STYLE } from "./proposal-page-style";
import { customerPageResponse, phoneLink } from "../customer-pages/shell";
import { checkoutFormTargets } from "../payments/stripe-client";
import { cancelForm, cancelledNotice, contractHtml, windowClosedNotice } from "./proposal-page-contract";
import { acceptButtons, depositSection, paymentRefusedBody, type DepositView } from "./proposal-page-payment";
import type { PaymentRefusal } from "../payments/payment-errors";
import { paymentPageStrings } from "../../shared/strings/payments";
import { changeOrdersHtml, type ChangeOrdersView } from "./proposal-page-change-orders";

/** A signed contract's cancellation (decision 045): its last day, and whether it is open or done. */
export interface CancellationView {
  lastDay: string;
  state: "open" | "closed" | "cancelled";
  /** "Nov 27, 2026, 3:04 PM ET" when cancelled. */
  cancelledAt?: string;
  /** The owner's phone (Settings → Contract) for after the window. */
  phone: string;
}

export type ProposalPageView =
  | {
      state: "open";
      document: ProposalDocument;
      target: FormTarget;
      form?: FormState;
      asked?: boolean;
      /** A deposit can be paid online at once (STRIPE_SECRET_KEY set, the proposal asks one). */
      payOnline?: boolean;
    }
  | {
      state: "signed";
      document: ProposalDocument;
      target: FormTarget;
      record: SignedRecordView;
      pdfPath: string;
      asked?: boolean;
      cancellation?: CancellationView;
      deposit?: DepositView;
      changeOrders?: ChangeOrdersView;
      form?: FormState;
    }
  | { state: "declined"; document: ProposalDocument; target: FormTarget; asked?: boolean }
  | { state: "expired"; document: ProposalDocument; target: FormTarget; requested: boolean }
  | { state: "replaced"; currentPath: string | null }
  | { state: "withdrawn" }
  | { state: "tampered" }
  | { state: "payment-refused"; reason: PaymentRefusal; pagePath: string }
  | { state: "not-found" }
  | { state: "rate-limited"; retryAfterSeconds: number };

export const PROPOSAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": PROPOSAL_PAGE_CSP,
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

function heading(document: ProposalDocument): string {
  const c = document.customer;
  return (
    `<h1>${e(s.titleFor(c.name))}</h1><p class="meta">${e(`${c.address}, ${c.city}, ${c.state} ${c.zipCode}`)}</p>` +
    `<p class="meta">${e(s.version(document.version))} · ${e(s.validUntil(dayLabel(document.validUntil)))}</p>`
  );
}

const message = (title: string, intro: string, extra = "") =>
  `<h1>${e(title)}</h1><p>${e(intro)}</p>${extra}<p>${s.callUs} ${phoneLink}.</p>`;

function bodyOf(view: ProposalPageView): { title: string; body: string } {
  const drawn = documentBody(view);
  const asked = "asked" in view && view.asked;
  return asked ? { ...drawn, body: askedBanner() + drawn.body } : drawn;
}

function documentBody(view: ProposalPageView): { title: string; body: string } {
  switch (view.state) {
    case "open":
      return {
        title: s.titleFor(view.document.customer.name),
        body:
          heading(view.document) +
          (view.target.inert ? `<p class="notice no-print">${s.preview}</p>` : "") +
          documentHtml(view.document) +
          (view.document.contract ? contractHtml(view.document.contract, view.document.options) : "") +
          acceptForm(
            view.document,
            view.target,
            view.form,
            acceptButtons(
              view.payOnline ?? false,
              view.target.inert,
              Math.max(0, ...view.document.options.map((option) => option.totals.depositCents)),
            ),
          ) +
          declineForm(view.target, view.form) +
          questionForm(view.target, view.form) +
          `<p class="no-print">${s.callUs} ${phoneLink}.</p>`,
      };
    case "signed":
      return {
        title: s.titleFor(view.document.customer.name),
        body:
          heading(view.document) +
          (view.cancellation?.state === "cancelled" ? cancelledNotice(view.cancellation.cancelledAt ?? "") : "") +
          signedRecord(view.record, view.pdfPath) +
          (view.deposit ? depositSection(view.deposit, view.target.action("pay"), view.target.inert) : "") +
          (view.cancellation?.state === "cancelled"
            ? ""
            : changeOrdersHtml(view.changeOrders, view.target, view.form)) +
          documentHtml(view.document, view.record.optionId) +
          signedContract(view) +
          questionForm(view.target),
      };
    case "declined":
      return {
        title: s.titleFor(view.document.customer.name),
        body:
          heading(view.document) +
          `<div class="notice" role="status"><h2>${s.declined.heading}</h2><p>${s.declined.intro}</p></div>` +
          documentHtml(view.document) +
          questionForm(view.target),
      };
    case "expired":
      return {
        title: s.expired.heading,
        body:
          message(s.expired.heading, s.expired.intro, updateRequestForm(view.target, view.requested)) +
          heading(view.document),
      };
    case "replaced": {
      const button = view.currentPath
        ? `<p><a class="button" href="${view.currentPath}">${s.replaced.button}</a></p>`
        : "";
      return { title: s.replaced.heading, body: message(s.replaced.heading, s.replaced.intro, button) };
    }
    case "withdrawn":
      return { title: s.withdrawn.heading, body: message(s.withdrawn.heading, s.withdrawn.intro) };
    case "tampered":
      return { title: s.tampered.heading, body: message(s.tampered.heading, s.tampered.intro) };
    case "payment-refused":
      return { title: paymentPageStrings.refused.heading, body: paymentRefusedBody(view.reason, view.pagePath) };
    case "not-found":
      return { title: s.notFound.title, body: message(s.notFound.title, s.notFound.intro) };
    case "rate-limited":
      return { title: s.rateLimited.title, body: message(s.rateLimited.title, s.rateLimited.intro) };
  }
}

/** The signed contract's terms and, by the window, the cancel form or how to reach the owner. */
function signedContract(view: Extract<ProposalPageView, { state: "signed" }>): string {
  const { contract, options } = view.document;
  const cancellation = view.cancellation;
  if (!contract || !cancellation) return "";
  const terms = contractHtml(contract, options, {
    chosenOptionId: view.record.optionId,
    lastDay: cancellation.lastDay,
  });
  if (cancellation.state === "open") return terms + cancelForm(view.target.action("cancel"), view.target.inert);
  if (cancellation.state === "closed") return terms + windowClosedNotice(cancellation.lastDay, cancellation.phone);
  return terms;
}

/** The page as a response; `status` defaults by state (404 not found, 429 limited, else 200). */
export function proposalPageResponse(view: ProposalPageView, status?: number): Response {
  const fallback = { "not-found": 404, "rate-limited": 429, tampered: 409 }[view.state as string] ?? 200;
  const payable = view.state === "open" || view.state === "signed";
  return customerPageResponse(bodyOf(view), PROPOSAL_STYLE, status ?? fallback, {
    formTargets: payable ? checkoutFormTargets() : [],
    view,
  });
}
