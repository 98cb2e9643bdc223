/**
 * Which texts a suppressed number may still get (issue 32, item 4): none after it cannot take texts; after
 * STOP only the keyword answers (the one confirmation the carriers require, START's and HELP's answers).
 * Twilio's error codes that mean a number cannot take texts (each page at twilio.com/docs/api/errors/{code}):
 * 30003 "Unreachable destination handset", 30005 "Unknown destination handset", 30006 "Landline or unreachable
 * carrier", 30007 "Message filtered" (carrier blocked), 21614 "'To' number is not a valid mobile number", 21635
 * "'To' number cannot be a landline"; 21610 "Attempt to send to unsubscribed recipient" means Twilio holds a STOP.
 */
import type { Db } from "../db/schema";
import { smsSuppressionsOf } from "./sms-suppressions.repository";

export const KEYWORD_PURPOSES = ["opt-out-confirmation", "opt-in-confirmation", "help"] as const;
export const isKeywordAnswer = (purpose: string) => (KEYWORD_PURPOSES as readonly string[]).includes(purpose);

export const CANNOT_RECEIVE_CODES: ReadonlySet<number> = new Set([30003, 30005, 30006, 30007, 21614, 21635]);
export const UNSUBSCRIBED_CODE = 21610;

/** Why no text with `purpose` may go to `e164` now, or undefined. */
export async function suppressionOf(db: Db, e164: string, purpose: string) {
  for (const suppression of await smsSuppressionsOf(db, e164)) {
    if (suppression.reason === "cannot-receive") return "cannot-receive" as const;
    if (!isKeywordAnswer(purpose)) return "opted-out" as const;
  }
  return undefined;
}
