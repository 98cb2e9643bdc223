/**
 * The page a lead function renders for a plain form post that cannot go to the thank-you page:
 * the reason (each field's message, or a 413/429/503 message) and the form again with what the
 * visitor typed, posting to the same endpoint. The site's pages are static, so the function draws
 * this one itself: minimal, accessible, styled by one inline sheet allowed by its hash.
 */
import { createHash } from "node:crypto";
import type { Option } from "../../shared/options";
import { site } from "../../shared/site";
import { leadFieldLabels, leadFormPostStrings as text } from "../../shared/strings/leads";
import { escapeHtml } from "../email/render";
import type { FieldErrors } from "./errors";
import type { TypedValues } from "./form-post";

export interface FormFieldSpec {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "textarea" | "select" | "radio" | "checkbox" | "hidden";
  required?: boolean;
  autocomplete?: string;
  /** Choices of a select or radio group. */
  options?: readonly Option[];
  /** A select's first, empty choice. */
  placeholder?: string;
  /** A checkbox's text under its label (the disclosure of the consent to texts). */
  description?: string;
  /** A hidden field's value when the post carried none. */
  value?: string;
}

/** One lead form as the functions know it: where it posts, where it thanks, what it asks. */
export interface LeadFormPage {
  action: string;
  formPath: string;
  thanksPath: string;
  heading: string;
  submit: string;
  fields: readonly FormFieldSpec[];
  /** The lead this form creates, for the booking link the thank-you page offers (decision 041). */
  leadKind?: "contact" | "quote";
}

export interface FormPageContent {
  status: number;
  title: string;
  message: string;
  errors?: FieldErrors;
  /** The typed values; without them (a body too large to read) the page links back to the form. */
  values?: TypedValues;
  headers?: HeadersInit;
}

const STYLE =
  "body{font:1rem/1.5 system-ui,sans-serif;color:#1f2933;max-width:40rem;margin:2rem auto;padding:0 1rem}" +
  "label,legend{display:block;font-weight:600;margin-top:1rem}fieldset{border:0;padding:0;margin:0}" +
  "input,select,textarea{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;" +
  "border:1px solid #52606d;border-radius:4px}[aria-invalid=true]{border:2px solid #b91c1c}" +
  ".error{color:#b91c1c;margin:.25rem 0 0}.choice{display:inline-flex;gap:.4rem;margin-right:1rem;font-weight:400}" +
  ".choice input{width:auto}.hp{position:absolute;left:-10000px}a{color:#7c3a1d}" +
  "[role=alert]{border:2px solid #b91c1c;border-radius:4px;padding:0 1rem}" +
  "button{margin-top:1.5rem;font:inherit;font-weight:600;padding:.75rem 1.5rem;background:#7c3a1d;color:#fff;border:0;border-radius:4px}";

/** The CSP of a page a function draws: nothing but its own inline sheet; forms post only to this site. */
export function inlineSheetCsp(style: string): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

export const FORM_PAGE_CSP = inlineSheetCsp(STYLE);

const e = escapeHtml;
const fieldId = (name: string) => `field-${name}`;

function control(field: FormFieldSpec, value: string, error: string | undefined): string {
  const id = fieldId(field.name);
  const aria = `${field.required ? ' aria-required="true"' : ""}${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""
  }`;
  const options = field.options ?? [];
  switch (field.kind) {
    case "textarea":
      return `<textarea id="${id}" name="${field.name}" rows="5"${aria}>${e(value)}</textarea>`;
    case "select": {
      const empty = field.placeholder === undefined ? "" : `<option value="">${e(field.placeholder)}</option>`;
      const choices = options.map(
        (option) =>
          `<option value="${e(option.value)}"${option.value === value ? " selected" : ""}>${e(option.label)}</option>`,
      );
      return `<select id="${id}" name="${field.name}"${aria}>${empty}${choices.join("")}</select>`;
    }
    case "radio":
      return options
        .map(
          (option) =>
            `<label class="choice"><input type="radio" name="${field.name}" value="${e(option.value)}"` +
            `${option.value === value ? " checked" : ""}${aria}>${e(option.label)}</label>`,
        )
        .join("");
    default: {
      const autocomplete = field.autocomplete ? ` autocomplete="${field.autocomplete}"` : "";
      return `<input id="${id}" type="${field.kind}" name="${field.name}" value="${e(value)}"${autocomplete}${aria}>`;
    }
  }
}

/** A checkbox (ticked when the post said so) with its label and its description tied to it. */
function checkboxHtml(field: FormFieldSpec, values: TypedValues): string {
  const id = fieldId(field.name);
  const checked = values[field.name] ? " checked" : "";
  return (
    `<div><label class="choice"><input type="checkbox" id="${id}" name="${field.name}"${checked}` +
    ` aria-describedby="${id}-description">${e(field.label)}</label>` +
    `<p id="${id}-description">${e(field.description ?? "")}</p></div>`
  );
}

function fieldHtml(field: FormFieldSpec, values: TypedValues, errors: FieldErrors): string {
  if (field.kind === "checkbox") return checkboxHtml(field, values);
  if (field.kind === "hidden") {
    return `<input type="hidden" name="${field.name}" value="${e(values[field.name] ?? field.value ?? "")}">`;
  }
  const error = errors[field.name];
  const required = field.required ? ` <span>(${leadFieldLabels.required})</span>` : "";
  const message = error ? `<p class="error" id="${fieldId(field.name)}-error">${e(error)}</p>` : "";
  const input = control(field, values[field.name] ?? "", error);
  if (field.kind === "radio") {
    return `<fieldset><legend>${e(field.label)}${required}</legend>${input}${message}</fieldset>`;
  }
  return `<div><label for="${fieldId(field.name)}">${e(field.label)}${required}</label>${input}${message}</div>`;
}

function errorSummary(form: LeadFormPage, errors: FieldErrors): string {
  const listed = form.fields.filter((field) => errors[field.name]);
  if (listed.length === 0) return "";
  const items = listed.map(
    (field) => `<li><a href="#${fieldId(field.name)}">${e(field.label)}: ${e(errors[field.name]!)}</a></li>`,
  );
  return `<div role="alert"><h2>${e(text.errorsHeading(listed.length))}</h2><ul>${items.join("")}</ul></div>`;
}

function formHtml(form: LeadFormPage, values: TypedValues, errors: FieldErrors): string {
  const fields = form.fields.map((field) => fieldHtml(field, values, errors)).join("");
  // The honeypot travels back as typed, so a bot's second post is flagged like its first.
  const honeypot =
    `<div class="hp" aria-hidden="true"><label for="website">${e(leadFieldLabels.honeypot)}</label>` +
    `<input id="website" name="website" tabindex="-1" autocomplete="off" value="${e(values.website ?? "")}"></div>`;
  return (
    `<form method="post" action="${form.action}" novalidate aria-labelledby="form-heading">` +
    `<h2 id="form-heading">${e(form.heading)}</h2>${fields}${honeypot}<button type="submit">${e(form.submit)}</button></form>`
  );
}

/** The page as a response, with the function headers (the router adds the rest) and its own CSP. */
export function leadFormPageResponse(form: LeadFormPage, content: FormPageContent): Response {
  const errors = content.errors ?? {};
  const body = content.values
    ? `${errorSummary(form, errors)}${formHtml(form, content.values, errors)}`
    : `<p><a href="${form.formPath}">${e(text.backToForm)}</a></p>`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">` +
    `<title>${e(content.title)} | ${e(site.name)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${e(content.title)}</h1><p>${e(content.message)}</p>${body}` +
    `<p>${e(text.callInstead)} <a href="${site.phone.href}">${e(site.phone.display)}</a>.</p></main></body></html>`;
  const headers = new Headers(content.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", FORM_PAGE_CSP);
  return new Response(html, { status: content.status, headers });
}
