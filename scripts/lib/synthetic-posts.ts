/**
 * Synthetic blog posts for benchmarks: deterministic (seeded PRNG), with slate-roofing vocabulary
 * so full-text search has realistic matches, and about the length of the real seed articles.
 */
import type { Db } from "../../src/server/db/schema";
import { seededRandom } from "./seeded-random";

/** Everyday words: most of every sentence, as in real prose. */
const FILLER = (
  "the a of and to in for with on that is are was by as from at this your our we you it be " +
  "can will when after before most every each year years home house work team crew old new " +
  "good long first last best right often also only much many more less about over under " +
  "between through during without because while which where there their them they these those " +
  "should would could must may might keep make take give see look find need want know"
).split(" ");

/** Trade words: each post is about a few of them, so a search matches a realistic share of posts. */
const TOPICS = (
  "vermont welsh pennsylvania quarry copper flashing gutter ridge valley hip nail lap pitch " +
  "headlap underlayment sheathing batten hammer ripper cutter restoration installation " +
  "maintenance inspection leak storm ice dam chimney dormer turret victorian colonial church " +
  "historic warranty mineral cleft texture weathering unfading moisture ventilation attic rafter"
).split(" ");

const pick = (next: () => number, words: readonly string[]) => words[Math.floor(next() * words.length)]!;

/** Mostly filler; one word in eight from the post's topics; "slate" in about a third of sentences. */
function sentence(next: () => number, words: number, topics: readonly string[] = TOPICS): string {
  const picked = Array.from({ length: words }, () => (next() < 0.125 ? pick(next, topics) : pick(next, FILLER)));
  if (next() < 0.33) picked.splice(Math.floor(next() * picked.length), 0, "slate");
  const text = picked.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export interface SyntheticPostOptions {
  /** Number of posts to add. */
  count: number;
  /** Index of the first post (slugs are unique across calls with distinct ranges). */
  startIndex?: number;
  authorId: string;
  categoryIds: readonly number[];
}

/** Inserts `count` published posts in batches; returns how many were inserted. */
export async function insertSyntheticPosts(db: Db, options: SyntheticPostOptions): Promise<number> {
  const start = options.startIndex ?? 0;
  const batchSize = 250;
  for (let offset = 0; offset < options.count; offset += batchSize) {
    const batch = [];
    for (let index = start + offset; index < start + Math.min(options.count, offset + batchSize); index++) {
      const next = seededRandom(index + 1);
      const topics = [pick(next, TOPICS), pick(next, TOPICS), pick(next, TOPICS)];
      const title = sentence(next, 6, topics).slice(0, -1);
      const paragraphs = Array.from({ length: 6 }, () =>
        Array.from({ length: 5 }, () => sentence(next, 8 + Math.floor(next() * 8), topics)).join(" "),
      );
      batch.push({
        title,
        slug: `synthetic-${index}-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`.slice(0, 200),
        excerpt: sentence(next, 24, topics),
        content: paragraphs
          .map((paragraph, n) => `${n % 3 === 0 ? `<h2>${sentence(next, 4)}</h2>` : ""}<p>${paragraph}</p>`)
          .join("\n"),
        metaDescription: sentence(next, 18).slice(0, 160),
        status: "published" as const,
        authorId: options.authorId,
        categoryId: options.categoryIds.length ? options.categoryIds[index % options.categoryIds.length]! : null,
        publishedAt: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000),
      });
    }
    await db.insertInto("blogPosts").values(batch).execute();
  }
  return options.count;
}
