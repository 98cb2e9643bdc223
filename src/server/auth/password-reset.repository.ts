/** SQL of password-reset links (password_resets): stored as SHA-256 of the token, spent once. */
import { sql } from "kysely";
import type { Db } from "../db/schema";

export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; userId: string; lifetimeSeconds: number },
): Promise<void> {
  await db
    .insertInto("passwordResets")
    .values({
      tokenHash: reset.tokenHash,
      userId: reset.userId,
      expiresAt: sql<Date>`now() + make_interval(secs => ${reset.lifetimeSeconds})`,
    })
    .execute();
}

/** The user a live (unused, unexpired) reset names, or undefined. */
export async function findLiveReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("passwordResets")
    .select("userId")
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row?.userId;
}

/** Spends a live reset (one conditional UPDATE: of two parallel uses one wins); its user, or undefined. */
export async function spendReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable("passwordResets")
    .set({ usedAt: sql<Date>`now()` })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", sql<Date>`now()`)
    .returning("userId")
    .executeTakeFirst();
  return row?.userId;
}

/** After a reset: the user's other links die, and so does every session. */
export async function endEverythingAfterReset(db: Db, userId: string): Promise<number> {
  await db.deleteFrom("passwordResets").where("userId", "=", userId).where("usedAt", "is", null).execute();
  const ended = await db.deleteFrom("sessions").where("userId", "=", userId).executeTakeFirst();
  return Number(ended.numDeletedRows);
}

/** Housekeeping: links past their life are useless. */
export async function deleteExpiredResets(db: Db): Promise<void> {
  await db
    .deleteFrom("passwordResets")
    .where("expiresAt", "<=", sql<Date>`now()`)
    .execute();
}
