/**
 * A customer's text (issue 32, items 3 and 4): matched to the newest open lead with that number (else Unmatched,
 * like mail from an unknown sender) and put on its conversation, where it counts as an unread reply and makes
 * the lead wait for an answer; like an e-mail reply it alerts the owner and stops the quote's follow-ups. Photos
 * of an MMS become the lead's photos (mms-photos.ts). A keyword alone is handled instead of shown as a message:
 * STOP and its synonyms suppress the number at once and get the one confirmation (unless Twilio's Advanced
 * Opt-Out sent it, OptOutType); START/UNSTOP lift it; HELP gets the business's name and phone. Returns the texts
 * to deliver after commit.
 */
import type { Db } from "../../db/schema";
import { insertTextMessage } from "../../conversation/messages.repository";
import { answeredByTwilio, keywordOf, type Keyword } from "../../sms/keywords";
import { newestLeadOfNumber } from "../../sms/lead-contact.repository";
import { leadColumns, type LeadRef } from "../../leads/lead-ref";
import { liftSuppression, smsSuppressionsOf, suppressNumber } from "../../sms/sms-suppressions.repository";
import { linkLeadMessage } from "../../sms/sms.repository";
import { e164Of } from "../../../shared/sms-numbers";
import { smsStrings } from "../../../shared/strings/sms";
import { textingConfig } from "../../sms/texting-config";
import { mediaOf } from "../../sms/twilio-payload";
import { keepTextedPhotos } from "./mms-photos";
import { onCustomerReply } from "../conversation/inbound";
import { queueText } from "./queue-text";

async function answerKeyword(
  trx: Db,
  keyword: Keyword,
  from: string,
  lead: LeadRef | undefined,
  fields: Record<string, string>,
  now: Date,
): Promise<string | undefined> {
  const optedOut = (await smsSuppressionsOf(trx, from)).some((s) => s.reason === "opted-out");
  let answer: { purpose: string; body: string } | undefined;
  if (keyword === "stop") {
    await suppressNumber(trx, {
      phoneNumber: from,
      reason: "opted-out",
      keyword: fields.Body?.trim().toUpperCase(),
      at: now,
    });
    if (!optedOut) answer = { purpose: "opt-out-confirmation", body: smsStrings.optOutConfirmation };
  } else if (keyword === "start") {
    await liftSuppression(trx, from, "opted-out");
    if (optedOut) answer = { purpose: "opt-in-confirmation", body: smsStrings.optInConfirmation };
  } else answer = { purpose: "help", body: smsStrings.help };
  if (!answer || answeredByTwilio(fields)) return undefined;
  const queued = await queueText(trx, { leadKind: lead?.kind, leadId: lead?.id, to: from, ...answer });
  return queued.queued ? queued.message.id : undefined;
}

/** An MMS's photos (none for a plain text); texting switched off since the text came: retried later. */
async function textedPhotos(trx: Db, fields: Record<string, string>, lead: LeadRef | undefined, id: string) {
  if (mediaOf(fields).length === 0) return [];
  const config = textingConfig();
  if (!config) throw new Error("Texting is off: the texted photos wait until it is on again.");
  return keepTextedPhotos(trx, config, fields, { lead, smsMessageId: id });
}

export async function processInboundText(
  trx: Db,
  eventId: string,
  fields: Record<string, string>,
  now: Date,
): Promise<string[]> {
  const from = e164Of(fields.From) ?? fields.From ?? "";
  const body = fields.Body ?? "";
  const lead = await newestLeadOfNumber(trx, from);
  const keyword = keywordOf(body);
  const stored = await trx
    .insertInto("smsMessages")
    .values({
      direction: "in",
      ...leadColumns(lead),
      twilioEventId: eventId,
      fromNumber: from,
      toNumber: fields.To ?? "",
      body,
      purpose: keyword ? `keyword-${keyword}` : "inbound",
      status: "received",
      delivery: "received",
      providerSid: fields.MessageSid ?? null,
    })
    .onConflict((oc) => oc.column("providerSid").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!stored) return [];
  if (keyword) {
    const answer = await answerKeyword(trx, keyword, from, lead, fields, now);
    return answer ? [answer] : [];
  }
  const attachments = await textedPhotos(trx, fields, lead, String(stored.id));
  const leadMessageId = await insertTextMessage(trx, {
    direction: "in",
    lead,
    fromAddress: from,
    body,
    sentBy: null,
    attachments,
  });
  await linkLeadMessage(trx, String(stored.id), leadMessageId);
  // A text answers like an e-mail reply: the owner's devices are alerted, the quote's follow-ups stop.
  if (lead)
    await onCustomerReply(trx, lead, { messageId: leadMessageId, from, fromName: null, subject: "", text: body });
  return [];
}
