/**
 * The customer's forms, plain HTML posting to /proposal/{token}/… (Post/Redirect/Get), so they work
 * without JavaScript: Accept (option, typed name, consent), Decline (reason, comment) and a
 * question, each inside <details> where it is secondary; and the signed record shown afterwards.
 */
import type { ProposalDocument } from "../../shared/proposals/document";
import { formatCents } from "../../shared/proposals/money";
import { formatBusinessTime } from "../../shared/format";
import {
  declineReasonOptions,
  PROPOSAL_COMMENT_MAX,
  PROPOSAL_NAME_MAX,
  proposalPageStrings as s,
  SIGNATURE_CONSENT,
} from "../../shared/strings/proposals";
import { signedPdfStrings } from "../../shared/strings/signed-pdf";
import { escapeHtml as e } from "../email/render";
import type { ProposalAcceptance } from "../db/proposal-tables";

export type FormName = "accept" | "decline" | "question";
export interface FormState {
  form: FormName;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}

/** Where the page's forms post; a preview has no action at all. */
export interface FormTarget {
  action: (form: FormName | "update-request" | "cancel" | "pay") => string;
  inert: boolean;
}

const errorOf = (state: FormState | undefined, form: FormName, field: string) =>
  state?.form === form ? state.errors[field] : undefined;
const valueOf = (state: FormState | undefined, form: FormName, field: string) =>
  state?.form === form ? (state.values[field] ?? "") : "";
const errorLine = (id: string, message: string | undefined) =>
  message ? `<p class="error" id="${id}-error">${e(message)}</p>` : "";
const invalid = (id: string, message: string | undefined) =>
  message ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
const submit = (label: string, target: FormTarget, quiet = false) =>
  `<button type="submit"${quiet ? ' class="quiet"' : ""}${target.inert ? " disabled" : ""}>${e(label)}</button>`;
const open = (target: FormTarget, form: FormName | "update-request") =>
  `<form method="post"${target.inert ? "" : ` action="${target.action(form)}"`} novalidate>`;

function summary(state: FormState | undefined, form: FormName): string {
  if (state?.form !== form) return "";
  const items = Object.entries(state.errors).map(([, message]) => `<li>${e(message)}</li>`);
  return items.length ? `<div role="alert"><h3>${s.errorsHeading}</h3><ul>${items.join("")}</ul></div>` : "";
}

/** `buttons` replaces the one Accept button (the deposit's "pay now / later", proposal-page-payment.ts). */
export function acceptForm(
  document: ProposalDocument,
  target: FormTarget,
  state?: FormState,
  buttons?: string,
): string {
  const a = s.accept;
  const chosen = valueOf(state, "accept", "optionId") || (document.options.length === 1 ? document.options[0]!.id : "");
  const optionError = errorOf(state, "accept", "optionId");
  const options =
    document.options.length === 1
      ? `<input type="hidden" name="optionId" value="${e(document.options[0]!.id)}">`
      : `<fieldset${invalid("optionId", optionError)}><legend>${a.chooseOption}</legend>` +
        document.options
          .map(
            (option, index) =>
              `<label class="choice"><input type="radio" name="optionId" value="${e(option.id)}"${option.id === chosen ? " checked" : ""}>` +
              `<span>${e(`${s.optionLabel(index)}: ${option.title}`)} (${formatCents(option.totals.totalCents)})</span></label>`,
          )
          .join("") +
        `${errorLine("optionId", optionError)}</fieldset>`;
  const nameError = errorOf(state, "accept", "fullName");
  const consentError = errorOf(state, "accept", "consent");
  return (
    `<section class="card actions" id="accept"><h2>${a.heading}</h2>${summary(state, "accept")}${open(target, "accept")}${options}` +
    `<label for="fullName">${a.fullName}</label><p class="hint">${a.fullNameHint}</p>` +
    `<input type="text" id="fullName" name="fullName" autocomplete="name" maxlength="${PROPOSAL_NAME_MAX}" value="${e(valueOf(state, "accept", "fullName"))}"${invalid("fullName", nameError)}>` +
    errorLine("fullName", nameError) +
    `<label class="choice"><input type="checkbox" name="consent" value="yes"${invalid("consent", consentError)}><span>${e(SIGNATURE_CONSENT.text)}</span></label>` +
    `${errorLine("consent", consentError)}${buttons ?? submit(a.submit, target)}</form></section>`
  );
}

export function declineForm(target: FormTarget, state?: FormState): string {
  const d = s.decline;
  const chosen = valueOf(state, "decline", "reason");
  const reasonError = errorOf(state, "decline", "reason");
  const commentError = errorOf(state, "decline", "comment");
  const reasons = declineReasonOptions
    .map(
      (option) =>
        `<label class="choice"><input type="radio" name="reason" value="${option.value}"${option.value === chosen ? " checked" : ""}><span>${e(option.label)}</span></label>`,
    )
    .join("");
  return (
    `<details class="actions"${state?.form === "decline" ? " open" : ""}><summary>${d.heading}</summary><p>${d.intro}</p>${summary(state, "decline")}` +
    `${open(target, "decline")}<fieldset${invalid("reason", reasonError)}><legend>${d.reason}</legend>${reasons}${errorLine("reason", reasonError)}</fieldset>` +
    `<label for="comment">${d.comment}</label><textarea id="comment" name="comment" rows="4" maxlength="${PROPOSAL_COMMENT_MAX}"${invalid("comment", commentError)}>${e(valueOf(state, "decline", "comment"))}</textarea>` +
    `${errorLine("comment", commentError)}${submit(d.submit, target, true)}</form></details>`
  );
}

/** Where the customer lands after "Send my question" (the page's address ends in #asked). */
export const ASKED_BANNER_ID = "asked";

/**
 * The confirmation at the top of the page, where the customer is after the post: a status the
 * page focuses by itself (`autofocus` on a focusable region: the page runs no script), so a
 * screen reader reads it at once (issue 34 item 10).
 */
export const askedBanner = () =>
  `<div class="notice banner" id="${ASKED_BANNER_ID}" role="status" tabindex="-1" autofocus><p>${s.question.sent}</p></div>`;

export function questionForm(target: FormTarget, state?: FormState): string {
  const q = s.question;
  const error = errorOf(state, "question", "question");
  return (
    `<details class="actions"${state?.form === "question" ? " open" : ""}><summary>${q.heading}</summary>${summary(state, "question")}` +
    `${open(target, "question")}<label for="question">${q.label}</label>` +
    `<textarea id="question" name="question" rows="4" maxlength="${PROPOSAL_COMMENT_MAX}"${invalid("question", error)}>${e(valueOf(state, "question", "question"))}</textarea>` +
    `${errorLine("question", error)}${submit(q.submit, target, true)}</form></details>`
  );
}

export function updateRequestForm(target: FormTarget, requested: boolean): string {
  if (requested) return `<p class="notice" role="status">${s.expired.requested}</p>`;
  return `${open(target, "update-request")}${submit(s.expired.button, target)}</form>`;
}

export type SignedRecordView = Pick<
  ProposalAcceptance,
  "optionId" | "optionTitle" | "totalCents" | "typedName" | "acceptedAt" | "documentSha256"
>;

/** The signed record, and the signed proposal's PDF to keep (`pdfPath`). */
export function signedRecord(record: SignedRecordView, pdfPath: string): string {
  const r = s.signed;
  const row = (label: string, value: string, className = "") =>
    `<tr><th scope="row">${e(label)}</th><td${className ? ` class="${className}"` : ""}>${e(value)}</td></tr>`;
  return (
    `<section class="card" id="signed" role="status"><h2>${r.heading}</h2><p>${r.intro}</p><table class="record">` +
    row(r.option, record.optionTitle) +
    row(r.total, formatCents(record.totalCents)) +
    row(r.name, record.typedName) +
    row(r.at, formatBusinessTime(record.acceptedAt)) +
    row(r.document, record.documentSha256, "hash") +
    `</table><p class="no-print"><a class="button" href="${e(pdfPath)}" download>${e(signedPdfStrings.download)}</a></p></section>`
  );
}
