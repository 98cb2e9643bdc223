/** What the console reads and sends of texts (issue 32): the composer's body rule and a text on the timeline. */
import { z } from "zod";
import { smsStrings } from "./strings/sms";
import { TEXT_MAX_CHARS } from "./text-limits";

export { TEXT_MAX_CHARS };

export const textBodySchema = z.object({
  body: z
    .string({ error: smsStrings.body.required })
    .trim()
    .min(1, smsStrings.body.required)
    .max(TEXT_MAX_CHARS, smsStrings.body.tooLong),
});
export type TextBodyInput = z.infer<typeof textBodySchema>;

/** queued → sent → delivered, or undelivered / failed (Twilio's status callbacks); "received" for the customer's. */
export type TextStatus = "queued" | "sent" | "delivered" | "undelivered" | "failed" | "received";

export interface TextView {
  id: string;
  channel: "text";
  direction: "in" | "out";
  body: string;
  status: TextStatus;
  /** Twilio's error code of an undelivered or failed text. */
  errorCode: number | null;
  /** E.164 of the customer's phone. */
  customerNumber: string;
  createdAt: string;
  purpose: string;
}
