/**
 * The account page's "Alerts by text" (issue 32, item 6): a US mobile number or none, and when it
 * gets alerts; the same schema in the console and PUT /api/admin/alerts/texts.
 */
import "../zod-setup";
import { z } from "zod/mini";
import { ALERT_TEXTS_MODES } from "../alert-texts";
import { alertStrings } from "../strings/alerts";
import { usTextNumber } from "../us-phone";

const m = alertStrings.texts.messages;

export const textAlertsSchema = z.object({
  /** As typed; "" or null keeps no number. Out: E.164 ("+19735550142") or null. */
  phone: z.pipe(
    z.union([z.string(m.phone), z.null()], m.phone),
    z.transform((value: string | null, context) => {
      const typed = value?.trim() ?? "";
      if (typed === "") return null;
      const e164 = usTextNumber(typed);
      if (!e164) context.issues.push({ code: "custom", message: m.phone, input: value });
      return e164 ?? z.NEVER;
    }),
  ),
  mode: z.enum(ALERT_TEXTS_MODES, m.mode),
});
export type TextAlertsForm = z.input<typeof textAlertsSchema>;
export type TextAlertsInput = z.output<typeof textAlertsSchema>;
