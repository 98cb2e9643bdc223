/**
 * Blog rules. Public reads (list, single post, search, categories, related) return only
 * public posts (published.ts), shaped as the public API's JSON with bodies sanitised again on the way out. The
 * write side (create, update, delete) is what the admin API calls: it sanitises bodies, sets
 * publishedAt once on first publish, reports a taken slug as a field error and asks for a site
 * rebuild whenever public content changes.
 */
import {
  isSearchableTerm,
  readingTimeFromLength,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type PublicCategory,
  type PublicPost,
  type PublicPostSummary,
} from "../../shared/blog";
import type { BlogPostInput } from "../../shared/schemas/blog-post";
import { BRAND_NAME } from "../../shared/site";
import { sanitizeRichText } from "../content/sanitize";
import { MEDIA_SIZES } from "../../shared/media";
import { withResponsiveBodies } from "../media/media.service";
import { publicationTime } from "../content/publication";
import { assertValidSlug, slugFromUrlPart } from "../content/slug";
import { isUniqueViolation } from "../db/errors";
import type { BlogPost, Db } from "../db/schema";
import { InvalidInput, PostNotFound, SlugTaken, UnknownCategory } from "../errors";
import { requestSiteRebuild } from "../rebuild/rebuild.job";
import { assertNotMoved } from "../slug-redirects/slug-redirects.service";
import {
  deletePostById,
  findPostById,
  findPublishedPostBySlug,
  insertPost,
  listCategories,
  listPublishedPosts,
  listPublishedPostsWithContent,
  searchPublishedPosts,
  updatePostById,
  type PostRow,
  type PostSummaryRow,
} from "./blog.repository";

/** At most this many search results; the page shows them all. */
export const SEARCH_RESULT_LIMIT = 50;
/** Words of a search term used in the query (a pasted paragraph must not become a huge query). */
const SEARCH_MAX_WORDS = 8;

function toSummary(row: PostSummaryRow): PublicPostSummary {
  const authorName = [row.authorFirstName, row.authorLastName].filter(Boolean).join(" ");
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    categoryId: row.categoryId,
    category:
      row.categoryId !== null && row.categorySlug !== null
        ? { id: row.categoryId, slug: row.categorySlug, name: row.categoryName ?? "", color: row.categoryColor ?? "" }
        : null,
    authorName: authorName || BRAND_NAME,
    readingTimeMinutes: readingTimeFromLength(row.contentLength),
  };
}

function toPost(row: PostRow): PublicPost {
  const content = sanitizeRichText(row.content);
  return {
    ...toSummary(row),
    content,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
  };
}

export async function listPublicPosts(db: Db): Promise<PublicPostSummary[]> {
  return (await listPublishedPosts(db)).map(toSummary);
}

/** The published post with this slug, or undefined (drafts are never returned). */
export async function findPublicPost(db: Db, slug: string): Promise<PublicPost | undefined> {
  const row = await findPublishedPostBySlug(db, assertValidSlug(slugFromUrlPart(slug)));
  return row && (await withResponsiveBodies(db, [toPost(row)], MEDIA_SIZES.article))[0];
}

/** The public post with this slug; an old slug of a renamed post answers SlugMoved. */
export async function getPublicPost(db: Db, slug: string): Promise<PublicPost> {
  const post = await findPublicPost(db, slug);
  if (post) return post;
  await assertNotMoved(db, "post", slugFromUrlPart(slug));
  throw new PostNotFound(slug);
}

/** Every published post with its sanitised body, newest first (for the static article pages). */
export async function listPublicPostsWithContent(db: Db): Promise<PublicPost[]> {
  return withResponsiveBodies(db, (await listPublishedPostsWithContent(db)).map(toPost), MEDIA_SIZES.article);
}

/**
 * A prefix tsquery from the words of a search term: every word must match the start of a
 * lexeme ('mainten' finds 'maintenance'). Only letters and digits survive, so tsquery operators
 * in hostile input never reach Postgres. Null when no word is left.
 */
export function buildPrefixTsQuery(term: string): string | null {
  const words =
    term
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
  return unique.length ? unique.map((word) => `${word}:*`).join(" & ") : null;
}

export async function searchPublicPosts(db: Db, term: string): Promise<PublicPostSummary[]> {
  if (!isSearchableTerm(term)) {
    throw new InvalidInput(`A search term must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters long.`, {
      term: `Enter ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`,
    });
  }
  const tsquery = buildPrefixTsQuery(term);
  if (!tsquery) return [];
  return (await searchPublishedPosts(db, tsquery, SEARCH_RESULT_LIMIT)).map(toSummary);
}

export async function listPublicCategories(db: Db): Promise<PublicCategory[]> {
  return (await listCategories(db)).map(({ id, slug, name, color }) => ({ id, slug, name, color }));
}

// ——— Write side (called by the admin API) ———

function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === "23503";
}

/** Maps constraint violations of a post write to the domain errors the editor shows per field. */
const asFieldError =
  (input: BlogPostInput) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new SlugTaken(input.slug);
    if (isForeignKeyViolation(error)) throw new UnknownCategory(input.categoryId ?? null);
    throw error;
  };

function columnsFrom(input: BlogPostInput) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt || null,
    content: sanitizeRichText(input.content),
    metaDescription: input.metaDescription || null,
    metaKeywords: input.metaKeywords || null,
    featuredImage: input.featuredImage || null,
    categoryId: input.categoryId ?? null,
    status: input.status,
  };
}

/** Creates a post; a published one gets publishedAt (chosen or now) and triggers a site rebuild. */
export async function createPost(db: Db, input: BlogPostInput, authorId: string): Promise<BlogPost> {
  const published = input.status === "published";
  const post = await insertPost(db, {
    ...columnsFrom(input),
    authorId,
    publishedAt: publicationTime(input.publishedAt, null, published),
  }).catch(asFieldError(input));
  if (published) await requestSiteRebuild(db, `post "${post.slug}" published`);
  return post;
}

/**
 * Replaces a post's fields. publishedAt is set the first time the post is published (or as the
 * admin chose) and kept from then on; updatedAt is always refreshed. Rebuilds when the post was or is now public.
 */
export async function updatePost(db: Db, id: number, input: BlogPostInput): Promise<BlogPost> {
  const existing = await findPostById(db, id);
  if (!existing) throw new PostNotFound(id);
  const published = input.status === "published";
  const post = await updatePostById(db, id, {
    ...columnsFrom(input),
    publishedAt: publicationTime(input.publishedAt, existing.publishedAt, published),
    updatedAt: new Date(),
  }).catch(asFieldError(input));
  if (!post) throw new PostNotFound(id);
  const wasPublished = existing.status === "published";
  if (published || wasPublished) {
    const change = !wasPublished ? "published" : published ? "updated" : "unpublished";
    await requestSiteRebuild(db, `post "${post.slug}" ${change}`);
  }
  return post;
}

/** Deletes a post; deleting a published one triggers a rebuild. */
export async function deletePost(db: Db, id: number): Promise<BlogPost> {
  const post = await deletePostById(db, id);
  if (!post) throw new PostNotFound(id);
  if (post.status === "published") await requestSiteRebuild(db, `post "${post.slug}" deleted`);
  return post;
}
