/**
 * Alerts (issue 22): a device's push subscription as the browser gives it (PushSubscription's
 * toJSON), the device's choices and the escalation setting; the same schemas in the console and
 * the API. zod/mini like the other console forms.
 */
import "../zod-setup";
import { z } from "zod/mini";
import { ALERT_CHOICES, DEFAULT_ESCALATION_MINUTES, MAX_ESCALATION_MINUTES } from "../alerts";
import { alertStrings } from "../strings/alerts";

const m = alertStrings.messages;
const base64url = (min: number, max: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]+={0,2}$/, m.keys), z.minLength(min, m.keys), z.maxLength(max, m.keys));

export const alertChoicesSchema = z.array(z.enum(ALERT_CHOICES, m.choices)).check(z.maxLength(ALERT_CHOICES.length));

/**
 * The push services browsers subscribe with, as their endpoints name them (issue 33, finding 7):
 * Chrome and Chromium-based browsers FCM (`https://fcm.googleapis.com/fcm/send/…` and `/wp/…`, Chromium's
 * push_messaging_constants.cc), Firefox Mozilla's autopush (`https://updates.push.services.mozilla.com/wpush/…`),
 * Safari Apple's (`https://web.push.apple.com/…`), Edge on Windows WNS (`https://*.notify.windows.com/…`).
 * Never an IP address or loopback: the server sends to the endpoint, so any other host would let an admin
 * account reach addresses inside our network.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
];
export const PUSH_SERVICE_HOST_SUFFIX = ".notify.windows.com";
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** True for an https endpoint of a browser push service on the default port; `testHosts` (tests only) add hosts. */
export function isPushServiceEndpoint(value: string, testHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (testHosts.includes(host)) return true;
  if (url.port || !HOST_NAME.test(host)) return false;
  return PUSH_SERVICE_HOSTS.includes(host) || host.endsWith(PUSH_SERVICE_HOST_SUFFIX);
}

/** The subscription as the browser gives it; `testHosts` as isPushServiceEndpoint's (the server passes its setting). */
export const pushSubscriptionSchemaFor = (testHosts: readonly string[] = []) =>
  z.object({
    endpoint: z.string(m.endpoint).check(
      z.maxLength(2048, m.endpoint),
      z.refine((value) => isPushServiceEndpoint(value, testHosts), m.endpoint),
    ),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }, m.keys),
  });
export const pushSubscriptionSchema = pushSubscriptionSchemaFor();

export const addDeviceSchemaFor = (testHosts: readonly string[] = []) =>
  z.object({
    subscription: pushSubscriptionSchemaFor(testHosts),
    choices: z.optional(alertChoicesSchema),
  });
export const addDeviceSchema = addDeviceSchemaFor();
export type AddDeviceInput = z.infer<typeof addDeviceSchema>;

export const deviceChoicesSchema = z.object({ choices: alertChoicesSchema });

export const alertSettingsSchema = z.object({
  escalationMinutes: z
    .number(m.minutes)
    .check(z.int(m.minutes), z.minimum(5, m.minutes), z.maximum(MAX_ESCALATION_MINUTES, m.minutes)),
  /** An admin's id; "" (the form's "Nobody else") or null for none. */
  escalationAdminId: z.pipe(
    z.union([z.literal(""), z.null(), z.uuid(m.admin)], m.admin),
    z.transform((value: string | null) => value || null),
  ),
});
export type AlertSettingsInput = z.output<typeof alertSettingsSchema>;
export type AlertSettingsForm = z.input<typeof alertSettingsSchema>;

export const DEFAULT_ALERT_SETTINGS: AlertSettingsInput = {
  escalationMinutes: DEFAULT_ESCALATION_MINUTES,
  escalationAdminId: null,
};
