/** All SQL of the photos visitors attach to quote requests (lead_photos). */
import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "../db/schema";
import type { LeadPhotosTable } from "../db/media-tables";

export type LeadPhotoRow = Selectable<LeadPhotosTable>;

export async function insertLeadPhoto(
  db: Db,
  row: Omit<Insertable<LeadPhotosTable>, "id" | "createdAt">,
): Promise<LeadPhotoRow> {
  return db.insertInto("leadPhotos").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function countPhotosOfToken(db: Db, tokenHash: string): Promise<number> {
  const row = await db
    .selectFrom("leadPhotos")
    .select(sql<string>`count(*)`.as("count"))
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes a photo not yet attached to a quote, uploaded with this token; its key, if there was one. */
export async function deleteUnclaimedPhoto(db: Db, id: number, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom("leadPhotos")
    .where("id", "=", id)
    .where("tokenHash", "=", tokenHash)
    .where("quoteId", "is", null)
    .returning("key")
    .executeTakeFirst();
  return row?.key;
}

/** Attaches to `quoteId` the photos among `ids` uploaded with this token and not attached yet. */
export async function claimPhotos(db: Db, quoteId: number, tokenHash: string, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("leadPhotos")
    .set({ quoteId })
    .where("id", "in", [...ids])
    .where("tokenHash", "=", tokenHash)
    .where("quoteId", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listPhotosOfQuote(db: Db, quoteId: number): Promise<LeadPhotoRow[]> {
  return db.selectFrom("leadPhotos").selectAll().where("quoteId", "=", quoteId).orderBy("id").execute();
}

/** A photo the console may show: attached to a quote, or texted (MMS, issue 32). */
export async function findAttachedPhotoByKey(db: Db, key: string): Promise<LeadPhotoRow | undefined> {
  return db
    .selectFrom("leadPhotos")
    .selectAll()
    .where("key", "=", key)
    .where((eb) => eb.or([eb("quoteId", "is not", null), eb("smsMessageId", "is not", null)]))
    .executeTakeFirst();
}

/**
 * Photos of no lead older than `hours`, oldest first: form photos never attached or whose quote was deleted, and
 * texted ones whose text is gone (deleted with its lead); a texted photo of an unmatched text stays with it.
 */
export async function findStalePhotos(db: Db, hours: number, limit: number): Promise<LeadPhotoRow[]> {
  return db
    .selectFrom("leadPhotos")
    .selectAll()
    .where("quoteId", "is", null)
    .where("contactSubmissionId", "is", null)
    .where("smsMessageId", "is", null)
    .where("createdAt", "<", sql<Date>`now() - make_interval(hours => ${hours})`)
    .orderBy("createdAt")
    .limit(limit)
    .execute();
}

export async function deleteLeadPhotoRow(db: Db, id: number): Promise<void> {
  await db
    .deleteFrom("leadPhotos")
    .where("id", "=", id)
    .where("quoteId", "is", null)
    .where("contactSubmissionId", "is", null)
    .where("smsMessageId", "is", null)
    .execute();
}
