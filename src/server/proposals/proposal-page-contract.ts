/**
 * The contract part of the proposal page (decision 045): the contractor's details, the dates, each
 * option's payment schedule, the notices the state requires (bold, at least 10 pt: the page's body
 * text is 17 px), and the cancellation: when it ends, the form within the window, or how to reach
 * the owner after it.
 */
import type { ContractTerms } from "../../shared/contract/contract-terms";
import type { PricedOption } from "../../shared/proposals/document";
import { formatCents } from "../../shared/proposals/money";
import { site } from "../../shared/site";
import { CANCEL_REASON_MAX, contractStrings as s } from "../../shared/strings/contract";
import { escapeHtml as e } from "../email/render";

const row = (label: string, value: string) => `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>`;

function contractorTable(contract: ContractTerms): string {
  const c = contract.contractor;
  const rows = [row(s.legalName, c.legalName), row(s.address, c.address), row(s.phone, c.phone)];
  if (c.registration) rows.push(row(s.registration, c.registration));
  for (const licence of c.licences) rows.push(row(s.licence(licence.county), licence.number));
  if (c.insurer) rows.push(row(s.insurer, c.insurer));
  if (c.insurerPhone) rows.push(row(s.insurerPhone, c.insurerPhone));
  if (c.policyNumber) rows.push(row(s.policyNumber, c.policyNumber));
  return `<h3>${s.contractor}</h3><table class="record">${rows.join("")}</table>`;
}

function schedules(contract: ContractTerms, options: readonly PricedOption[], chosenOptionId?: string): string {
  const shown = contract.schedules.filter((schedule) => !chosenOptionId || schedule.optionId === chosenOptionId);
  return shown
    .map((schedule) => {
      const option = options.find((candidate) => candidate.id === schedule.optionId);
      const title = shown.length > 1 && option ? s.scheduleFor(option.title) : s.schedule;
      const rows = schedule.payments
        .map((payment) => `<tr><td>${e(payment.event)}</td><td class="num">${formatCents(payment.cents)}</td></tr>`)
        .join("");
      return (
        `<h3>${e(title)}</h3><table><thead><tr><th scope="col">${s.due}</th><th scope="col" class="num">${s.amount}</th></tr></thead>` +
        `<tbody>${rows}</tbody></table>`
      );
    })
    .join("");
}

/** The notices, the cancellation one with the day it ends once signed (`lastDay`). */
function notices(contract: ContractTerms, lastDay?: string): string {
  const n = contract.notices;
  const cancellation =
    `<div class="legal-notice" id="cancel-notice"><h3>${e(n.cancellation.heading)}</h3>` +
    n.cancellation.paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join("") +
    `<p class="ends">${e(lastDay ? s.cancelUntil(lastDay) : s.cancelBefore)}</p></div>`;
  const extra = [n.lien, n.escrow].filter((text): text is string => Boolean(text));
  return `<h3>${s.noticesHeading}</h3>${extra.map((text) => `<p class="legal-notice">${e(text)}</p>`).join("")}${cancellation}`;
}

export function contractHtml(
  contract: ContractTerms,
  options: readonly PricedOption[],
  signed?: { chosenOptionId: string; lastDay: string },
): string {
  return (
    `<section class="card contract" aria-labelledby="contract-title"><h2 id="contract-title">${s.heading}</h2>` +
    `<p>${e(s.intro(contract.state))}</p>${contractorTable(contract)}` +
    `<h3>${s.dates}</h3><table class="record">${row(s.start, contract.startDate)}${row(s.completion, contract.completionDate)}</table>` +
    (contract.contingencies ? `<p><strong>${s.contingencies}:</strong> ${e(contract.contingencies)}</p>` : "") +
    `<p>${e(contract.timeOfEssence)}</p>` +
    schedules(contract, options, signed?.chosenOptionId) +
    notices(contract, signed?.lastDay) +
    `</section>`
  );
}

/** Within the window: one tap opens the confirmation (no script: <details>), a reason is optional. */
export function cancelForm(action: string, inert: boolean): string {
  const c = s.cancel;
  return (
    `<details class="card" id="cancel"><summary>${c.summary}</summary><form method="post"${inert ? "" : ` action="${action}"`} novalidate>` +
    `<p>${c.intro}</p><label for="cancel-reason">${c.reason}</label>` +
    `<textarea id="cancel-reason" name="reason" rows="3" maxlength="${CANCEL_REASON_MAX}"></textarea>` +
    `<button type="submit"${inert ? " disabled" : ""}>${c.confirm}</button></form></details>`
  );
}

/** After the window: how to reach the owner instead (phone and e-mail from Settings and the site's facts). */
export function windowClosedNotice(lastDay: string, phone: string): string {
  const w = s.windowClosed;
  const href = phone === site.phone.display ? site.phone.href : `tel:${phone.replace(/[^\d+]/g, "")}`;
  return (
    `<div class="notice" id="cancel" role="status"><h2>${w.heading}</h2><p>${e(w.intro(lastDay))}</p>` +
    `<p><a href="${e(href)}">${e(phone)}</a> · <a href="${site.email.href}">${e(site.email.address)}</a></p></div>`
  );
}

export function cancelledNotice(when: string): string {
  return `<div class="notice banner" id="cancelled" role="status"><h2>${s.cancelled.heading}</h2><p>${e(s.cancelled.intro(when))}</p></div>`;
}
