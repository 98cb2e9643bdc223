/**
 * The owner's alerts by text (issue 32, item 6): when an admin's mobile number gets them, and what
 * a text says. New-lead alerts, escalations and signed proposals; the lead's name, service and
 * town and a link; never more than 80 characters of anything the customer wrote.
 */
import type { Option } from "./options";

export const alertTextsModeOptions = [
  { value: "when-no-push", label: "Only while none of my devices has alerts on" },
  { value: "with-push", label: "As well as alerts on my devices" },
  { value: "off", label: "Never" },
] as const satisfies readonly Option[];
export const ALERT_TEXTS_MODES = alertTextsModeOptions.map((option) => option.value);
export type AlertTextsMode = (typeof ALERT_TEXTS_MODES)[number];
export const DEFAULT_ALERT_TEXTS_MODE: AlertTextsMode = "when-no-push";

/** The signed-in admin's number and choice, as the account page shows them. */
export interface TextAlertsSetting {
  /** "(973) 555-0142", or null when none is kept. */
  phone: string | null;
  mode: AlertTextsMode;
}

/** The most of a customer's own words a text may carry (a lock screen shows it to anyone nearby). */
export const CUSTOMER_WORDS_MAX = 80;

/** A customer's words cut to CUSTOMER_WORDS_MAX characters (by code point, whole emoji), "…" when cut. */
export function customerWords(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  return characters.length <= CUSTOMER_WORDS_MAX
    ? characters.join("")
    : `${characters.slice(0, CUSTOMER_WORDS_MAX - 1).join("")}…`;
}

/** Whether an admin's number gets this alert, given whether any of their devices has push on. */
export function textsAlert(mode: AlertTextsMode, hasPushDevice: boolean): boolean {
  return mode === "with-push" || (mode === "when-no-push" && !hasPushDevice);
}

/** The alerts that go by text: new leads (urgent ones too), escalations, signed proposals. */
export const TEXTED_ALERT_KINDS = ["new-lead", "emergency-lead", "escalation", "proposal-accepted"] as const;
export type TextedAlertKind = (typeof TEXTED_ALERT_KINDS)[number];

const OPENING: Partial<Record<TextedAlertKind, string>> = { "new-lead": "New lead", "emergency-lead": "Urgent lead" };

/**
 * An alert's text: what it is, the lead's service, town and name (the alert's title), the customer's words cut to
 * 80 characters for a new lead, the signed option for a proposal, and the console link.
 *   "New lead: Repair · Montclair · Margaret “Two slates slipped after the storm…” https://…/admin/quotes/12"
 */
export function alertTextBody(
  alert: { kind: TextedAlertKind; title: string; body: string; customerText: string | null },
  link: string,
): string {
  const opening = OPENING[alert.kind];
  const lines = [opening ? `${opening}: ${alert.title}` : alert.title];
  if (opening && alert.customerText?.trim()) lines.push(`“${customerWords(alert.customerText)}”`);
  if (alert.kind === "proposal-accepted") lines.push(alert.body);
  lines.push(link);
  return lines.join("\n");
}
