/** SQL of the second factor: the user's TOTP row and recovery codes (docs/decisions/029-second-factor.md). */
import { sql } from "kysely";
import type { Db } from "../db/schema";

export async function findSecondFactor(db: Db, userId: string) {
  return db.selectFrom("userSecondFactors").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/**
 * Whether the user signs in with a code. Here rather than in the service, so a session check
 * (every customer page asks whether an admin is looking) never loads the TOTP and QR libraries.
 */
export async function isSecondFactorOn(db: Db, userId: string): Promise<boolean> {
  return Boolean((await findSecondFactor(db, userId))?.enabledAt);
}

/** Keeps a secret shown for setup until a code confirms it (a new setup replaces it). */
export async function savePendingSecret(db: Db, userId: string, sealed: string): Promise<void> {
  await db
    .insertInto("userSecondFactors")
    .values({ userId, pendingSecretEncrypted: sealed })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ pendingSecretEncrypted: sealed, updatedAt: new Date() }))
    .execute();
}

/** Turns the confirmed pending secret on, with its ten recovery codes replacing any old ones. */
export async function enableSecondFactor(
  db: Db,
  change: { userId: string; sealed: string; step: number; recoveryCodeHashes: readonly string[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("userSecondFactors")
      .set({
        secretEncrypted: change.sealed,
        pendingSecretEncrypted: null,
        enabledAt: new Date(),
        lastUsedStep: change.step,
        updatedAt: new Date(),
      })
      .where("userId", "=", change.userId)
      .execute();
    await trx.deleteFrom("userRecoveryCodes").where("userId", "=", change.userId).execute();
    await trx
      .insertInto("userRecoveryCodes")
      .values(change.recoveryCodeHashes.map((codeHash) => ({ userId: change.userId, codeHash })))
      .execute();
  });
}

/** Removes the user's second factor (on or being set up) and recovery codes; true when it was on. */
export async function deleteSecondFactor(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("userRecoveryCodes").where("userId", "=", userId).execute();
    const removed = await trx
      .deleteFrom("userSecondFactors")
      .where("userId", "=", userId)
      .returning("enabledAt")
      .executeTakeFirst();
    return Boolean(removed?.enabledAt);
  });
}

/**
 * Records `step` as used when it is later than the last used one; false when it is not (the same
 * code, or an older one, again). One conditional UPDATE, so two parallel uses cannot both win.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable("userSecondFactors")
    .set({ lastUsedStep: step })
    .where("userId", "=", userId)
    .where("enabledAt", "is not", null)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", sql<string>`${step}`)]))
    .returning("userId")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Marks an unused recovery code used; false when there is no such unused code. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const used = await db
    .updateTable("userRecoveryCodes")
    .set({ usedAt: new Date() })
    .where("userId", "=", userId)
    .where("codeHash", "=", codeHash)
    .where("usedAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  return used !== undefined;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("userRecoveryCodes")
    .select(sql<string>`count(*)`.as("n"))
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
