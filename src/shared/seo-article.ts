/**
 * Structured data and metadata for an article page, shared by the static
 * page and the client-side render of a post published since the last build.
 */
import { blogText, type PublicPost } from "./blog";
import { BRAND_NAME, seoDefaults } from "./site";

export function articleKeywords(post: Pick<PublicPost, "metaKeywords">): string[] {
  const own = (post.metaKeywords ?? "")
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return own.length ? own : [...seoDefaults.keywords];
}

/** The reading speed (docs/product.md#constants) for the reading-time helper. */
export const WORDS_PER_MINUTE = 200;

/**
 * The reading-time helper (docs/product.md#constants): the words of the article (its HTML without tags) divided by 200
 * per minute, rounded up, at least one minute. It feeds the structured data only; the page shows
 * its own figure (readingTimeFromLength in blog.ts: characters / 1000).
 */
export function readingTimeFromWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&#?\w+;/g, "");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function articleDescription(post: Pick<PublicPost, "metaDescription" | "excerpt">): string {
  return post.metaDescription || post.excerpt || seoDefaults.blogDescription;
}

/** schema.org Article for the page's JSON-LD. */
export function articleJsonLd(post: PublicPost, siteUrl: URL | string): Record<string, unknown> {
  const url = new URL(`/blog/${post.slug}`, siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: articleDescription(post),
    ...(post.featuredImage ? { image: new URL(post.featuredImage, siteUrl).href } : {}),
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.authorName, jobTitle: blogText.authorRole },
    publisher: { "@type": "Organization", name: BRAND_NAME, url: new URL("/", siteUrl).href },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category?.name ?? seoDefaults.defaultCategoryName,
    keywords: articleKeywords(post).join(", "),
    // ISO 8601 duration, as schema.org expects ("PT4M").
    timeRequired: `PT${readingTimeFromWords(post.content)}M`,
  };
}
