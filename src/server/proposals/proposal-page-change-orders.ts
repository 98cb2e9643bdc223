/**
 * A signed contract's change orders on the customer's page (issue 31 item 3): the one waiting for
 * the signature (what is added and removed, the new total and schedule, the dates) with its sign
 * form (typed name and consent, as for the proposal), and the contract's signed versions with totals.
 */
import type { ChangeOrderDocument, ContractVersion, PricedLine } from "../../shared/proposals/change-order";
import { formatCents } from "../../shared/proposals/money";
import { formatBusinessTime } from "../../shared/format";
import { changeOrderStrings } from "../../shared/strings/change-orders";
import { contractStrings } from "../../shared/strings/contract";
import { PROPOSAL_NAME_MAX, proposalPageStrings, SIGNATURE_CONSENT } from "../../shared/strings/proposals";
import { escapeHtml as e } from "../email/render";
import type { FormState, FormTarget } from "./proposal-page-forms";

const s = changeOrderStrings.page;

export interface ChangeOrdersView {
  versions: ContractVersion[];
  /** Where a signed change order's PDF is downloaded (decision 048). */
  pdfPath: (number: number) => string;
  open?: ChangeOrderDocument;
}

const lines = (caption: string, items: readonly PricedLine[]) =>
  items.length === 0
    ? ""
    : `<h3>${e(caption)}</h3><table><tbody>` +
      items
        .map(
          (line) =>
            `<tr><td>${e(line.description)}<span class="per">${e(`${line.quantity} ${line.unit}`.trim())} × ${formatCents(line.unitPriceCents)}</span></td><td class="num">${formatCents(line.amountCents)}</td></tr>`,
        )
        .join("") +
      `</tbody></table>`;

function signForm(document: ChangeOrderDocument, target: FormTarget, state?: FormState): string {
  const mine = (state?.form as string) === "change-order";
  const error = (field: string) => (mine ? state?.errors[field] : undefined);
  const line = (id: string, message: string | undefined) =>
    message ? `<p class="error" id="${id}-error">${e(message)}</p>` : "";
  const invalid = (id: string, message: string | undefined) =>
    message ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const a = proposalPageStrings.accept;
  const action = target.inert ? "" : ` action="${target.action("change-order" as never)}"`;
  return (
    `<form method="post"${action} novalidate><input type="hidden" name="number" value="${document.number}">` +
    `<label for="co-fullName">${a.fullName}</label><p class="hint">${a.fullNameHint}</p>` +
    `<input type="text" id="co-fullName" name="fullName" autocomplete="name" maxlength="${PROPOSAL_NAME_MAX}" value="${e(mine ? (state?.values.fullName ?? "") : "")}"${invalid("co-fullName", error("fullName"))}>` +
    line("co-fullName", error("fullName")) +
    `<label class="choice"><input type="checkbox" name="consent" value="yes"${invalid("co-consent", error("consent"))}><span>${e(SIGNATURE_CONSENT.text)}</span></label>` +
    line("co-consent", error("consent")) +
    `<button type="submit"${target.inert ? " disabled" : ""}>${s.submit}</button></form>`
  );
}

function openChangeOrder(document: ChangeOrderDocument, target: FormTarget, state?: FormState): string {
  const schedule = document.schedule
    .map((payment) => `<tr><td>${e(payment.event)}</td><td class="num">${formatCents(payment.cents)}</td></tr>`)
    .join("");
  return (
    `<section class="card" id="change-order" aria-labelledby="change-order-title">` +
    `<h2 id="change-order-title">${e(s.heading(document.number))}</h2><p>${s.intro}</p><p>${e(document.note)}</p>` +
    lines(s.added, document.added) +
    lines(s.removed, document.removed) +
    `<table class="totals"><tr><th scope="row">${s.previousTotal}</th><td class="num">${formatCents(document.previousTotalCents)}</td></tr>` +
    `<tr class="grand"><th scope="row">${s.newTotal}</th><td class="num">${formatCents(document.totals.totalCents)}</td></tr></table>` +
    `<h3>${s.schedule}</h3><table><thead><tr><th scope="col">${contractStrings.due}</th><th scope="col" class="num">${contractStrings.amount}</th></tr></thead><tbody>${schedule}</tbody></table>` +
    `<h3>${s.dates}</h3><table class="record"><tr><th scope="row">${contractStrings.start}</th><td>${e(document.startDate)}</td></tr>` +
    `<tr><th scope="row">${contractStrings.completion}</th><td>${e(document.completionDate)}</td></tr></table>` +
    signForm(document, target, state) +
    `</section>`
  );
}

/** The signed versions, oldest first, each with its total, signer and time (and a change order's PDF). */
function history({ versions, pdfPath }: ChangeOrdersView): string {
  if (versions.length < 2) return "";
  const rows = versions
    .map((version) => {
      const name = version.kind === "original" ? s.original : s.heading(version.number);
      const who = `${version.signedBy}, ${formatBusinessTime(new Date(version.signedAt))}`;
      const pdf =
        version.kind === "change-order"
          ? `<span class="per no-print"><a href="${e(pdfPath(version.number))}" download>${e(changeOrderStrings.pdf.download(version.number))}</a></span>`
          : "";
      return `<tr><th scope="row">${e(name)}<span class="per">${e(who)}</span>${pdf}</th><td class="num">${formatCents(version.totalCents)}</td></tr>`;
    })
    .join("");
  return `<section class="card" id="contract-history" aria-labelledby="contract-history-title"><h2 id="contract-history-title">${s.history}</h2><table class="totals">${rows}</table></section>`;
}

export function changeOrdersHtml(view: ChangeOrdersView | undefined, target: FormTarget, state?: FormState): string {
  if (!view) return "";
  return (view.open ? openChangeOrder(view.open, target, state) : "") + history(view);
}
