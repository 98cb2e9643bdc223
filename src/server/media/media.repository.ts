/** All SQL of the photo library. */
import { sql, type Selectable } from "kysely";
import type { Db } from "../db/schema";
import type { MediaTable } from "../db/media-tables";

export type MediaRow = Selectable<MediaTable>;
export type NewMediaRow = Omit<MediaRow, "id" | "createdAt">;

export async function insertMedia(db: Db, row: NewMediaRow): Promise<MediaRow> {
  return db.insertInto("media").values(row).returningAll().executeTakeFirstOrThrow();
}

/** One page of photos, newest first, and how many there are in all. */
export async function listMedia(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("media")
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom("media")
      .select(sql<string>`count(*)`.as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findMediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findMediaByKeys(db: Db, keys: readonly string[]): Promise<MediaRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom("media")
    .selectAll()
    .where("key", "in", [...keys])
    .execute();
}

export async function updateMediaAlt(db: Db, id: number, alt: string): Promise<MediaRow | undefined> {
  return db.updateTable("media").set({ alt }).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function deleteMediaRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom("media").where("id", "=", id).execute();
}

/**
 * The posts and projects that show a photo: as featured image, in a gallery, or inside their
 * content. Its files' paths all start with `/media/{key}/`, and keys are [a-z0-9] only, so a
 * substring match cannot mistake one photo for another.
 */
export async function findMediaUses(db: Db, key: string): Promise<{ kind: "post" | "project"; title: string }[]> {
  const pattern = `%/media/${key}/%`;
  const [posts, projects] = await Promise.all([
    db
      .selectFrom("blogPosts")
      .select("title")
      .where((eb) => eb.or([eb("featuredImage", "like", pattern), eb("content", "like", pattern)]))
      .orderBy("id")
      .execute(),
    db
      .selectFrom("projects")
      .select("title")
      .where((eb) =>
        eb.or([
          eb("featuredImage", "like", pattern),
          eb("content", "like", pattern),
          eb(sql`images::text`, "like", pattern),
        ]),
      )
      .orderBy("id")
      .execute(),
  ]);
  return [
    ...posts.map(({ title }) => ({ kind: "post" as const, title })),
    ...projects.map(({ title }) => ({ kind: "project" as const, title })),
  ];
}
