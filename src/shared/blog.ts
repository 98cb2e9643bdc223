/**
 * The blog's public contract, shared by the API, the static pages and the search island:
 * the visitor-facing strings, the JSON shapes of the blog API, and the small rules both sides apply
 * (search term length, reading time, dates, badge colours).
 */
import { formatLongDate } from "./format";
import { DEFAULT_CATEGORY_COLOR } from "./site";

/** Every user-visible string of the blog list and the article page. */
export const blogText = {
  blogTitle: "Blog",
  searchPlaceholder: "Search articles...",
  searchLabel: "Search articles",
  allPosts: "All Posts",
  featured: "Featured Articles",
  allArticles: "All Articles",
  searchResultsFor: (term: string) => `Search Results for "${term}"`,
  loadingArticles: "Loading articles...",
  noArticlesFound: "No articles found",
  noArticlesAvailable: "No articles available",
  noResultsHint: "Try a different search term, a shorter word, or browse all categories.",
  noArticlesHint: "Check back soon for new articles from our slate craftsmen.",
  clearSearch: "Clear Search",
  newsletterTitle: "Stay Updated",
  newsletterText: "Seasonal maintenance reminders and restoration stories from our crews, a few times a year.",
  newsletterLabel: "Email address",
  newsletterPlaceholder: "you@example.com",
  subscribe: "Subscribe",
  readMore: "Read More",
  loadingArticle: "Loading article...",
  articleNotFound: "Article Not Found",
  articleNotFoundText: "The article you're looking for doesn't exist or has been moved.",
  returnToBlog: "Return to Blog",
  backToBlog: "Back to Blog",
  authorRole: "Slate Roofing Specialist",
  draft: "Draft",
  share: "Share",
  linkCopied: "Link copied",
  minRead: (minutes: number) => `${minutes} min read`,
  relatedArticles: "Related Articles",
  readArticle: "Read Article",
  closingTitle: "Have Questions About Slate Roofing?",
  closingText:
    "Every slate roof is different. Our craftsmen will inspect yours, explain what it needs and what it does not, and put it in writing.",
  contactExperts: "Contact Our Experts",
  readMoreArticles: "Read More Articles",
  rssTitle: "RSS feed",
} as const;

/** Slugs are lowercase words joined by single hyphens (as the editor generates them). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 255;

/** The server is asked only for terms longer than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
export const FEATURED_COUNT = 3;
export const RELATED_COUNT = 3;

export function isSearchableTerm(term: string): boolean {
  const trimmed = term.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH && trimmed.length <= SEARCH_MAX_LENGTH;
}

export interface PublicCategory {
  id: number;
  slug: string;
  name: string;
  color: string;
}

/** One entry of GET /api/blog/posts and of search results. */
export interface PublicPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  publishedAt: string | null;
  updatedAt: string;
  categoryId: number | null;
  category: PublicCategory | null;
  authorName: string;
  readingTimeMinutes: number;
}

/** GET /api/blog/posts/{slug}: the summary plus the (sanitised) body and SEO fields. */
export interface PublicPost extends PublicPostSummary {
  content: string;
  metaDescription: string | null;
  metaKeywords: string | null;
}

/** Reading time: content length divided by 1000 characters, rounded up (at least one minute). */
export function readingTimeFromLength(contentLength: number): number {
  return Math.max(1, Math.ceil(contentLength / 1000));
}

/** "February 14, 2024", or 'Draft' when there is no publish date. */
export function formatPublishedDate(iso: string | Date | null | undefined): string {
  return iso ? formatLongDate(iso) : blogText.draft;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Badge colours for a category: its own colour as background (default #3b82f6), with white or
 * near-black text, whichever contrasts more, so any admin-chosen colour stays readable.
 */
export function badgeColors(color: string | null | undefined): { background: string; text: string } {
  const background = color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_CATEGORY_COLOR;
  const white = "#ffffff";
  const ink = "#111827";
  const text = contrastRatio(background, white) >= contrastRatio(background, ink) ? white : ink;
  return { background, text };
}

/**
 * The one look of a category badge, for islands and Astro pages alike: a pill in the category's
 * colour with the higher-contrast text. The colour is drawn as an SVG fill (see the components),
 * not a style attribute, so a strict CSP with no inline styles allows it.
 */
export function categoryBadgeLook(color: string | null | undefined): { background: string; className: string } {
  const { background, text } = badgeColors(color);
  const textClass = text === "#ffffff" ? "text-white" : "text-[#111827]";
  return {
    background,
    className: `relative isolate inline-flex items-center px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap uppercase ${textClass}`,
  };
}

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/**
 * Related posts: up to 3 other posts of the same category, in the list's order (newest first). Used by
 * the build and by the not-found page's client-side render alike.
 */
export function selectRelatedPosts<P extends Pick<PublicPostSummary, "id" | "categoryId">>(
  post: Pick<PublicPostSummary, "id" | "categoryId">,
  posts: readonly P[],
): P[] {
  if (post.categoryId === null) return [];
  return posts.filter((other) => other.categoryId === post.categoryId && other.id !== post.id).slice(0, RELATED_COUNT);
}
