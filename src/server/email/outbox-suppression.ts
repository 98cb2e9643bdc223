/**
 * The last check before an automatic message leaves (decision 038): an address that hard-bounced,
 * complained of spam or unsubscribed after the message was queued gets no automatic mail. Automatic
 * means counted by the automatic-mail limits (a row in automatic_mail); the owner's own messages are
 * checked where they are written (the composer refuses a hard-bounced address).
 */
import type { Db, OutboxMessage } from "../db/schema";
import { suppressionsOf } from "./suppressions.repository";

/** The suppression reason when `message` is automatic and its recipient is suppressed; undefined otherwise. */
export async function suppressedAutomaticMail(db: Db, message: OutboxMessage): Promise<string | undefined> {
  const automatic = await db
    .selectFrom("automaticMail")
    .select("outboxId")
    .where("outboxId", "=", message.id)
    .executeTakeFirst();
  if (!automatic) return undefined;
  const reasons = await suppressionsOf(db, message.toAddress);
  return reasons.length > 0 ? reasons.map((reason) => reason.reason).join(", ") : undefined;
}
