/**
 * Alerts on the owner's devices (issue 22, decision 039): what can alert, which of those a device
 * may choose, and the escalation setting. Shared by the account page and the server.
 */
import type { Option } from "./options";
import type { TextAlertsSetting } from "./alert-texts";

/** Every kind of alert: the six a device chooses, and `escalation` and `test`, which are not choices: they follow the rules below. */
export type AlertKind = AlertChoice | "escalation" | "test";

/** The choices a device makes on the account page, in that order; all are on for a new device. */
export const alertChoiceOptions = [
  { value: "new-lead", label: "New lead" },
  { value: "emergency-lead", label: "Emergency lead" },
  { value: "customer-reply", label: "Customer reply" },
  { value: "proposal-accepted", label: "Proposal accepted" },
  { value: "proposal-declined", label: "Proposal declined" },
  { value: "booking", label: "Consultation booked" },
] as const satisfies readonly Option[];
export const ALERT_CHOICES = alertChoiceOptions.map((option) => option.value);
export type AlertChoice = (typeof ALERT_CHOICES)[number];

/** Business minutes a lead may stay 'new' before it alerts again, by default. */
export const DEFAULT_ESCALATION_MINUTES = 30;
export const MAX_ESCALATION_MINUTES = 8 * 60;

/** A lead an alert is about, and the console page that opens it. */
export interface AlertLead {
  kind: "contact" | "quote";
  id: number;
}

/** What the service worker receives (JSON) and shows. */
export interface AlertPayload {
  title: string;
  body: string;
  /** A path on this site, under /admin, opened when the notification is tapped. */
  url: string;
  /** One notification per alert: a repeated delivery replaces it instead of adding a second. */
  tag: string;
  kind: AlertKind;
}

/** A device with alerts on, as the account page lists it. */
export interface AlertDevice {
  id: number;
  label: string;
  /** The push endpoint, so a page can tell its own browser's device in the list. */
  endpoint: string;
  choices: AlertChoice[];
  createdAt: string;
  lastSentAt: string | null;
  lastError: string | null;
}

export interface AlertSettings {
  escalationMinutes: number;
  /** An admin whose devices also get the escalation (every choice aside); null for none. */
  escalationAdminId: string | null;
}

/** GET /api/admin/alerts. */
export interface AlertsOverview {
  /** The VAPID public key for PushManager.subscribe; null when alerts are not configured. */
  publicKey: string | null;
  devices: AlertDevice[];
  settings: AlertSettings;
  admins: { id: string; name: string }[];
  /** The signed-in admin's alerts by text (issue 32, item 6). */
  texts: TextAlertsSetting;
}

/** POST /api/admin/alerts/devices/:id/test. */
export interface AlertTestResult {
  outcome: "sent" | "gone" | "failed" | "held";
}
