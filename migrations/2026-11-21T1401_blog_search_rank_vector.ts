/**
 * Blog search ranking on a compact vector. Matching keeps using the full `search_vector` (title,
 * excerpt, body; GIN index), but ranking every match against it means reading each post's large,
 * TOASTed vector: over 300 ms for a term found in all of 10,000 posts. `search_rank_vector`
 * holds only title (weight A) and excerpt (B), about 300 bytes stored in the row, so ranking
 * 10,000 matches stays within a few milliseconds.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("blog_posts")
    .addColumn("search_rank_vector", sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')
      `,
        )
        .stored(),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blog_posts").dropColumn("search_rank_vector").execute();
}
