/**
 * Queues a composed e-mail in the outbox (in the caller's transaction): from the business's
 * sending address, due now. The caller names the recipient, the reply-to, the tag and the rows the
 * message belongs to.
 */
import type { Kysely } from "kysely";
import type { Database, NewOutboxMessage } from "../db/schema";
import { getEnv } from "../env";
import { insertOutboxMessage } from "../jobs/outbox.repository";
import type { ComposedEmail } from "./compose";

export type QueuedEmailFields = Omit<
  NewOutboxMessage,
  "fromAddress" | "subject" | "htmlBody" | "textBody" | "nextAttemptAt"
>;

export function queueEmail(db: Kysely<Database>, email: ComposedEmail, message: QueuedEmailFields): Promise<string> {
  return insertOutboxMessage(db, {
    fromAddress: getEnv().EMAIL_FROM,
    subject: email.subject,
    htmlBody: email.html,
    textBody: email.text,
    nextAttemptAt: new Date(),
    ...message,
  });
}

/** Queues mail to a customer (a confirmation, a follow-up): their replies go to the business's inbox. */
export function queueCustomerEmail(
  db: Kysely<Database>,
  email: ComposedEmail,
  message: Omit<QueuedEmailFields, "replyTo">,
): Promise<string> {
  return queueEmail(db, email, { ...message, replyTo: getEnv().BUSINESS_EMAIL });
}
