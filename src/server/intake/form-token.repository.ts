/** SQL of spent form tokens: a token is good for one lead (form-token.ts). */
import { sql } from "kysely";
import type { Db } from "../db/schema";

/**
 * Spends the token inside the lead's transaction; false when an earlier lead spent it. A second
 * lead racing with the same token waits on the primary key until the first commits (then false)
 * or rolls back (then it spends it).
 */
export async function spendFormToken(trx: Db, tokenId: string, expiresAt: Date): Promise<boolean> {
  const row = await trx
    .insertInto("spentFormTokens")
    .values({ tokenId, expiresAt })
    .onConflict((conflict) => conflict.column("tokenId").doNothing())
    .returning("tokenId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Tokens past their expiry could not be used again anyway (the scheduled clean-up). */
export async function deleteExpiredFormTokens(db: Db): Promise<number> {
  const result = await db
    .deleteFrom("spentFormTokens")
    .where("expiresAt", "<", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
