/**
 * Queues one text to a lead's customer (issue 32, items 4, 7, 10): the one way any text leaves, typed or
 * automatic. It refuses, with the reason, while texting is off, when the number cannot be texted (not a US
 * number), when the customer has not agreed to texts, has replied STOP, or the number cannot take texts. A
 * queued text is an outbox row (sent by sms-delivery, once however often it is retried) and a message on the
 * lead's conversation. Automatic texts count against the automatic-mail caps (AUTO_MAIL_HOURLY_LIMIT across the
 * site per hour, AUTO_TEXTS_PER_NUMBER_PER_DAY per number), decided under the automatic-mail lock.
 */
import type { Db } from "../../db/schema";
import { getEnv } from "../../env";
import { insertTextMessage } from "../../conversation/messages.repository";
import { tryLockAutomaticMail } from "../../intake/auto-mail.repository";
import type { LeadRef } from "../../leads/lead-ref";
import { leadColumns } from "../../leads/lead-ref";
import { smsConsentOf } from "../../sms/consent";
import { isKeywordAnswer, suppressionOf } from "../../sms/suppression-rule";
import {
  countAutomaticTexts,
  findTextByIdempotencyKey,
  linkLeadMessage,
  type SmsMessage,
} from "../../sms/sms.repository";
import { textingConfig } from "../../sms/texting-config";
import type { LeadKind } from "../../../shared/schemas/privacy";
import { site } from "../../../shared/site";
import { textableNumber } from "../../../shared/sms-numbers";
import type { TextRefusal } from "../../../shared/strings/sms";

export const AUTO_TEXTS_PER_NUMBER_PER_DAY = 3;
/** A text to an admin's own number (flows/sms/alert-texts.ts). */
export const OWNER_ALERT_PURPOSE = "owner-alert";
const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;

export interface TextRequest {
  /** Absent for a keyword answer to a number no lead claims. */
  leadKind?: LeadKind;
  leadId?: number;
  /** Any common written form; stored as E.164. */
  to: string;
  body: string;
  purpose: string;
  idempotencyKey?: string;
  automatic?: boolean;
  sentBy?: string | null;
  /** Not before (quiet hours); default now. */
  sendAt?: Date;
}

export type QueueTextRefusal = TextRefusal | "automatic-cap";
export type QueuedText =
  { queued: true; message: SmsMessage; replayed: boolean } | { queued: false; reason: QueueTextRefusal };

const refuse = (reason: QueueTextRefusal): QueuedText => ({ queued: false, reason });

async function withinAutomaticCaps(db: Db, e164: string): Promise<boolean> {
  if (!(await tryLockAutomaticMail(db))) return false;
  if ((await countAutomaticTexts(db, DAY_SECONDS, e164)) >= AUTO_TEXTS_PER_NUMBER_PER_DAY) return false;
  return (await countAutomaticTexts(db, HOUR_SECONDS)) < getEnv().AUTO_MAIL_HOURLY_LIMIT;
}

/** Run inside a transaction (the caps' lock is transaction-scoped); deliver the message after commit. */
export async function queueText(db: Db, request: TextRequest): Promise<QueuedText> {
  if (!textingConfig()) return refuse("off");
  const lead: LeadRef | undefined =
    request.leadKind && request.leadId !== undefined ? { kind: request.leadKind, id: request.leadId } : undefined;
  const key = request.idempotencyKey && `${lead ? `${lead.kind}/${lead.id}` : "-"}:${request.idempotencyKey}`;
  if (key) {
    const earlier = await findTextByIdempotencyKey(db, key);
    if (earlier) return { queued: true, message: earlier, replayed: true };
  }
  const number = textableNumber(request.to);
  if (!number.ok) return refuse(number.reason === "non-us" ? "non-us" : "no-number");
  // The owner's alerts go to an admin's own number, by the admin's choice: no customer consent to ask.
  const ownerAlert = request.purpose === OWNER_ALERT_PURPOSE;
  if (!isKeywordAnswer(request.purpose) && !ownerAlert && (!lead || !(await smsConsentOf(db, lead.kind, lead.id))))
    return refuse("no-consent");
  const suppressed = await suppressionOf(db, number.e164, request.purpose);
  if (suppressed) return refuse(suppressed);
  if (request.automatic && !(await withinAutomaticCaps(db, number.e164))) return refuse("automatic-cap");

  const inserted = await db
    .insertInto("smsMessages")
    .values({
      direction: "out",
      ...leadColumns(lead),
      fromNumber: "",
      toNumber: number.e164,
      body: request.body,
      purpose: request.purpose,
      automatic: request.automatic ?? false,
      idempotencyKey: key ?? null,
      sentBy: request.sentBy ?? null,
      nextAttemptAt: request.sendAt ?? new Date(),
    })
    .onConflict((oc) => oc.column("idempotencyKey").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    // A concurrent request with the same key committed first: answer with its text.
    return { queued: true, message: (await findTextByIdempotencyKey(db, key!))!, replayed: true };
  }
  // An alert to the owner belongs to no lead's conversation (nor to Unmatched).
  if (ownerAlert) return { queued: true, message: inserted, replayed: false };
  const leadMessageId = await insertTextMessage(db, {
    direction: "out",
    lead,
    fromAddress: site.name,
    body: request.body,
    sentBy: request.sentBy ?? null,
  });
  await linkLeadMessage(db, inserted.id, leadMessageId);
  return { queued: true, message: { ...inserted, leadMessageId }, replayed: false };
}

/** queueText as the step and booking texters answer: the text's id and whether it is due at `now`, or why not. */
export async function queueTextDue(
  db: Db,
  request: TextRequest & { sendAt: Date },
  now: Date,
): Promise<{ textId: string; dueNow: boolean } | { skipped: QueueTextRefusal }> {
  const queued = await queueText(db, request);
  if (!queued.queued) return { skipped: queued.reason };
  return { textId: String(queued.message.id), dueNow: request.sendAt.getTime() <= now.getTime() };
}
