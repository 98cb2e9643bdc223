/**
 * All SQL of the blog. Public reads join the category and author and only ever see public posts
 * (published.ts); the write side works on whole rows by id.
 */
import { sql } from "kysely";
import type { BlogPost, BlogPostUpdate, Category, Db, NewBlogPost } from "../db/schema";
import { isPublicPost } from "./published";

export interface PostSummaryRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  categoryId: number | null;
  categorySlug: string | null;
  categoryName: string | null;
  categoryColor: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  contentLength: number;
}

export interface PostRow extends PostSummaryRow {
  content: string;
  metaDescription: string | null;
  metaKeywords: string | null;
}

function publishedSummaries(db: Db) {
  return db
    .selectFrom("blogPosts as p")
    .leftJoin("categories as c", "c.id", "p.categoryId")
    .innerJoin("users as u", "u.id", "p.authorId")
    .where(isPublicPost("p"))
    .select([
      "p.id",
      "p.slug",
      "p.title",
      "p.excerpt",
      "p.featuredImage",
      "p.publishedAt",
      "p.updatedAt",
      "p.categoryId",
      "c.slug as categorySlug",
      "c.name as categoryName",
      "c.color as categoryColor",
      "u.firstName as authorFirstName",
      "u.lastName as authorLastName",
      sql<number>`char_length(p.content)::int`.as("contentLength"),
    ]);
}

export async function listPublishedPosts(
  db: Db,
  filter: { categoryId?: number; excludeId?: number; limit?: number } = {},
): Promise<PostSummaryRow[]> {
  let query = publishedSummaries(db)
    .orderBy("p.publishedAt", (ob) => ob.desc().nullsLast())
    .orderBy("p.id", "desc");
  if (filter.categoryId !== undefined) query = query.where("p.categoryId", "=", filter.categoryId);
  if (filter.excludeId !== undefined) query = query.where("p.id", "!=", filter.excludeId);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}

/** Every published post with its body, newest first (one query for the build). */
export async function listPublishedPostsWithContent(db: Db): Promise<PostRow[]> {
  return publishedSummaries(db)
    .select(["p.content", "p.metaDescription", "p.metaKeywords"])
    .orderBy("p.publishedAt", (ob) => ob.desc().nullsLast())
    .orderBy("p.id", "desc")
    .execute();
}

export async function findPublishedPostBySlug(db: Db, slug: string): Promise<PostRow | undefined> {
  return publishedSummaries(db)
    .select(["p.content", "p.metaDescription", "p.metaKeywords"])
    .where("p.slug", "=", slug)
    .executeTakeFirst();
}

/**
 * Published posts matching a tsquery string (built by the service from sanitised words) in
 * title, excerpt or body, best first: ts_rank over the compact title (A) + excerpt (B) vector,
 * then newest. Two steps: rank ids only, then join the details of the few kept.
 *
 * The planner prices a sequential scan of `search_vector @@ q` as cheap when most posts match,
 * but each row then de-TOASTs a vector of several KB (over 300 ms for 10,000 posts); the GIN
 * bitmap scan answers the same match from the index in a few ms. So the query runs with
 * sequential scans disabled, for this transaction only.
 */
export async function searchPublishedPosts(db: Db, tsquery: string, limit: number): Promise<PostSummaryRow[]> {
  const query = sql`to_tsquery('english', ${tsquery})`;
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const ranked = trx
      .selectFrom("blogPosts")
      .where(isPublicPost("blogPosts"))
      .where(sql<boolean>`search_vector @@ ${query}`)
      .select(["id", sql<number>`ts_rank(search_rank_vector, ${query})`.as("rank")])
      .orderBy("rank", "desc")
      .orderBy("publishedAt", (ob) => ob.desc().nullsLast())
      .orderBy("id", "desc")
      .limit(limit);
    return publishedSummaries(trx)
      .innerJoin(ranked.as("r"), "r.id", "p.id")
      .orderBy("r.rank", "desc")
      .orderBy("p.publishedAt", (ob) => ob.desc().nullsLast())
      .orderBy("p.id", "desc")
      .execute();
  });
}

export async function listCategories(db: Db): Promise<Category[]> {
  return db.selectFrom("categories").selectAll().orderBy("name").execute();
}

export async function findPostById(db: Db, id: number): Promise<BlogPost | undefined> {
  return db.selectFrom("blogPosts").select(postColumns).where("id", "=", id).executeTakeFirst();
}

/** Every column of a post but the search vectors (BlogPost). */
export const postColumns = [
  "id",
  "title",
  "slug",
  "excerpt",
  "content",
  "metaDescription",
  "metaKeywords",
  "featuredImage",
  "status",
  "authorId",
  "categoryId",
  "publishedAt",
  "createdAt",
  "updatedAt",
] as const;

export async function insertPost(db: Db, post: NewBlogPost): Promise<BlogPost> {
  return db.insertInto("blogPosts").values(post).returning(postColumns).executeTakeFirstOrThrow();
}

export async function updatePostById(db: Db, id: number, changes: BlogPostUpdate): Promise<BlogPost | undefined> {
  return db.updateTable("blogPosts").set(changes).where("id", "=", id).returning(postColumns).executeTakeFirst();
}

export async function deletePostById(db: Db, id: number): Promise<BlogPost | undefined> {
  return db.deleteFrom("blogPosts").where("id", "=", id).returning(postColumns).executeTakeFirst();
}
