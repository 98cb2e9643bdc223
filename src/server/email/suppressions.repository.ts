/**
 * The suppression list: addresses no automatic e-mail may go to (hard bounce, spam complaint,
 * unsubscribe). Keyed by the normalised recipient's digest (recipient-key.ts), so `Ann+x@` and
 * `ann@` are one address and no table keeps the address itself. Adding is idempotent.
 */
import type { Db } from "../db/schema";
import type { SuppressionReason } from "../db/intake-tables";
import { recipientKey } from "../recipients/recipient-key";

export type { SuppressionReason };

export interface Suppression {
  reason: SuppressionReason;
  detail: string | null;
  createdAt: Date;
}

/** Records that `email` must get no automatic mail, for `reason`; the first record of a reason stays. */
export async function suppressAddress(
  db: Db,
  email: string,
  reason: SuppressionReason,
  detail: string | null = null,
): Promise<void> {
  await db
    .insertInto("emailSuppressions")
    .values({ recipientKey: recipientKey(email), reason, detail: detail?.slice(0, 500) ?? null })
    .onConflict((oc) => oc.columns(["recipientKey", "reason"]).doNothing())
    .execute();
}

/** Every reason `email` is suppressed for, oldest first; empty when automatic mail may go. */
export async function suppressionsOf(db: Db, email: string): Promise<Suppression[]> {
  return db
    .selectFrom("emailSuppressions")
    .select(["reason", "detail", "createdAt"])
    .where("recipientKey", "=", recipientKey(email))
    .orderBy("createdAt")
    .execute();
}

/** Which of `emails` hard-bounced (as given), in one query: the console marks those leads (issue 21). */
export async function hardBouncedOf(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const byKey = new Map(emails.map((email) => [recipientKey(email), email]));
  const rows = await db
    .selectFrom("emailSuppressions")
    .select("recipientKey")
    .where("reason", "=", "hard-bounce")
    .where("recipientKey", "in", [...byKey.keys()])
    .execute();
  return new Set(rows.map((row) => byKey.get(row.recipientKey)!));
}

/** Whether no automatic e-mail may go to `email`. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  return (await suppressionsOf(db, email)).length > 0;
}

/** Removes one reason (e.g. the owner re-subscribes a customer who asked); says whether one was there. */
export async function liftSuppression(db: Db, email: string, reason: SuppressionReason): Promise<boolean> {
  const result = await db
    .deleteFrom("emailSuppressions")
    .where("recipientKey", "=", recipientKey(email))
    .where("reason", "=", reason)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
