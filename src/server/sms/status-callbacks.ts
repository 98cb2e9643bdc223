/**
 * A status callback on one of our texts (issue 32, item 5; twilio.com/docs/messaging/guides/outbound-message-
 * status-in-status-callbacks): MessageStatus becomes the text's delivery state (queued, sent, delivered,
 * undelivered, failed; a final state is never moved back) with ErrorCode. A code that means the number cannot take
 * texts (suppression-rule.ts) marks the number "cannot-receive": the lead shows "Can't be texted: call instead"
 * and no texting step sends to it again; 21610 records Twilio's STOP. A callback about a text we do not know is
 * kept and ignored.
 */
import type { Db } from "../db/schema";
import { recordDelivery } from "./sms.repository";
import { suppressNumber } from "./sms-suppressions.repository";
import { CANNOT_RECEIVE_CODES, UNSUBSCRIBED_CODE } from "./suppression-rule";

export async function processStatusCallback(trx: Db, fields: Record<string, string>, now: Date) {
  const sid = fields.MessageSid ?? fields.SmsSid ?? "";
  const delivery = (fields.MessageStatus ?? fields.SmsStatus ?? "").toLowerCase();
  const code = /^\d+$/.test(fields.ErrorCode ?? "") ? Number(fields.ErrorCode) : null;
  const text = await recordDelivery(trx, sid, { delivery, errorCode: code, at: now });
  if (!text || code === null || !["undelivered", "failed"].includes(delivery)) return;
  if (code === UNSUBSCRIBED_CODE) {
    await suppressNumber(trx, { phoneNumber: text.toNumber, reason: "opted-out", errorCode: code, at: now });
  } else if (CANNOT_RECEIVE_CODES.has(code)) {
    await suppressNumber(trx, { phoneNumber: text.toNumber, reason: "cannot-receive", errorCode: code, at: now });
  }
}
