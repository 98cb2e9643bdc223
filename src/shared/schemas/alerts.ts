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

export const pushSubscriptionSchema = z.object({
  endpoint: z.string(m.endpoint).check(
    z.maxLength(2048, m.endpoint),
    z.refine((value) => {
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    }, m.endpoint),
  ),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }, m.keys),
});

export const addDeviceSchema = z.object({
  subscription: pushSubscriptionSchema,
  choices: z.optional(alertChoicesSchema),
});
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
