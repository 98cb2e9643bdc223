/**
 * Queues a composed e-mail in the outbox (in the caller's transaction): from the business's
 * sending address, due now. The caller names the recipient, the reply-to, the tag and the rows the
 * message belongs to.
 */
import type { Db, NewOutboxMessage } from "../db/schema";
import { getEnv } from "../env";
import { insertOutboxMessage } from "./outbox.repository";
import type { ComposedEmail } from "./compose";
import { leadOfRow } from "../leads/lead-ref";
import { mailboxHashOf } from "../conversation/mailboxes.repository";

export type QueuedEmailFields = Omit<
  NewOutboxMessage,
  "fromAddress" | "subject" | "htmlBody" | "textBody" | "nextAttemptAt"
> & {
  /** When it may first be sent (default now): later holds a row its caller finishes after commit. */
  nextAttemptAt?: Date;
};

export function queueEmail(db: Db, email: ComposedEmail, message: QueuedEmailFields): Promise<string> {
  return insertOutboxMessage(db, {
    fromAddress: getEnv().EMAIL_FROM,
    subject: email.subject,
    htmlBody: email.html,
    textBody: email.text,
    nextAttemptAt: new Date(),
    ...message,
  });
}

/**
 * Where a customer's reply to mail about a lead goes: `reply+{hash}@INBOUND_DOMAIN` (the lead's
 * mailbox hash, decision 038) when INBOUND_DOMAIN is set, else the business's inbox as before.
 */
export async function customerReplyTo(
  db: Db,
  message: Pick<QueuedEmailFields, "contactSubmissionId" | "quoteId">,
): Promise<string> {
  const env = getEnv();
  const lead = leadOfRow({
    contactSubmissionId: message.contactSubmissionId ?? null,
    quoteId: message.quoteId ?? null,
  });
  if (!env.INBOUND_DOMAIN || !lead) return env.BUSINESS_EMAIL;
  return `reply+${await mailboxHashOf(db, lead)}@${env.INBOUND_DOMAIN}`;
}

/** Queues mail to a customer (a confirmation, a follow-up): their replies come back to the lead (customerReplyTo). */
export async function queueCustomerEmail(
  db: Db,
  email: ComposedEmail,
  message: Omit<QueuedEmailFields, "replyTo">,
): Promise<string> {
  return queueEmail(db, email, { ...message, replyTo: await customerReplyTo(db, message) });
}
