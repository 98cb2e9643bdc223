/**
 * Search-engine helpers: page titles, descriptions, keywords and heading
 * normalisation (the JSON-LD objects are in structured-data.ts). Pure string functions with no
 * dependencies, so pages, islands and the server (e-mail, feeds) share one implementation.
 */
import { BRAND_NAME, seoDefaults } from "./site";

const ELLIPSIS = "…";

/** Whitespace runs (including non-breaking spaces) collapsed to one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, " ").trim();
}

/**
 * Cuts `text` to at most `limit` characters (ellipsis included) at a word boundary. A single
 * word longer than the limit is cut mid-word, since nothing shorter would say anything.
 */
export function truncateAtWord(text: string, limit: number): string {
  const clean = collapseWhitespace(text);
  if (clean.length <= limit) return clean;
  if (limit <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(limit, 0));
  const room = clean.slice(0, limit - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, limit - ELLIPSIS.length);
  // "slate roof, …" reads badly: drop punctuation left dangling before the ellipsis.
  return `${cut.replace(/[\s,;:.\-–—(]+$/u, "")}${ELLIPSIS}`;
}

/** `Page | Brand` within `limit` characters; the page part is shortened, never the brand. */
export function pageTitle(title: string, brand: string = BRAND_NAME, limit: number = seoDefaults.titleLimit): string {
  const page = collapseWhitespace(title);
  if (!page || page === brand) return truncateAtWord(brand, limit);
  const suffix = ` | ${brand}`;
  if (suffix.length + ELLIPSIS.length >= limit) return truncateAtWord(page, limit);
  const full = `${page}${suffix}`;
  if (full.length <= limit) return full;
  return `${truncateAtWord(page, limit - suffix.length)}${suffix}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  deg: "°",
  frac12: "½",
  times: "×",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Visible text of an HTML fragment: scripts, styles and comments dropped, tags become spaces. */
export function stripTags(html: string): string {
  const withoutInvisible = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, " ");
  return collapseWhitespace(decodeEntities(withoutInvisible.replace(/<\/?[a-z][^>]*>/gi, " ")));
}

/** Meta description: the first `limit` characters of the tag-stripped text, cut at a word. */
export function metaDescription(htmlOrText: string, limit: number = seoDefaults.descriptionLimit): string {
  return truncateAtWord(stripTags(htmlOrText), limit);
}

/** Common English words that say nothing about a page's subject. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "about above after again against all also and any are aren't because been before being below between both " +
    "but can can't cannot could did didn't does doesn't doing don't down during each even every few for from " +
    "further had has have having her here hers herself him himself his how however into its it's itself just " +
    "let's like made make many may more most much must not now off once one only other our ours ourselves out " +
    "over own same she should since some such than that that's the their theirs them themselves then there " +
    "these they this those through too under until upon very was wasn't way well were what when where which " +
    "while who whom why will with within without won't would you your yours yourself yourselves per two three " +
    "get got use used using who's what's there's we're we've you're you've they're they've"
  ).split(" "),
);

export interface KeywordOptions {
  /** Most words taken from the text (10). */
  limit?: number;
  /** Shortest word considered (3). */
  minLength?: number;
  /** Fewest occurrences for a word to count (2). */
  minCount?: number;
  /** Phrases always appended (five fixed roofing phrases). */
  fixedPhrases?: readonly string[];
}

/**
 * Keywords: up to 10 words of 3+ letters that occur at least twice (stop words
 * excluded), most frequent first (ties: first seen first), followed by the five fixed roofing
 * phrases. Case-insensitive; duplicates removed.
 */
export function extractKeywords(htmlOrText: string, options: KeywordOptions = {}): string[] {
  const { limit = 10, minLength = 3, minCount = 2, fixedPhrases = seoDefaults.fixedKeywordPhrases } = options;
  const words = stripTags(htmlOrText)
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu);
  const counts = new Map<string, number>();
  for (const word of words ?? []) {
    if (word.length < minLength || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  // Map iteration keeps first-seen order, and Array.prototype.sort is stable.
  const frequent = [...counts]
    .filter(([, count]) => count >= minCount)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
  return uniqueKeywords([...frequent, ...fixedPhrases]);
}

/** Case-insensitive de-duplication, first spelling kept, blanks dropped. */
export function uniqueKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of keywords) {
    const keyword = collapseWhitespace(raw);
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
  }
  return result;
}

/** Parses a stored comma-separated keyword list ("a, b,,c") into clean entries. */
export function parseKeywordList(list: string | null | undefined): string[] {
  return uniqueKeywords((list ?? "").split(","));
}

export interface HeadingOptions {
  /**
   * Level of the heading the fragment sits under (the page's h1 for an article body):
   * headings in the fragment become at least one level deeper than it.
   */
  after?: number;
}

/**
 * Rewrites h1–h6 tags so that no heading is more than one level deeper than the one before
 * (h2 → h4 becomes h2 → h3) and none is shallower than `after + 1`. Sibling headings keep
 * equal levels: a heading's new level is one below its nearest shallower ancestor's new level,
 * or its own level if that is shallower. Attributes and content are kept.
 */
export function normalizeHeadingLevels(html: string, options: HeadingOptions = {}): string {
  const floor = Math.min(Math.max(Math.trunc(options.after ?? 1), 0), 5) + 1;
  const ancestors: { original: number; level: number }[] = [];
  let open: number | undefined;
  return html.replace(/<(\/?)h([1-6])(?=[\s>/])([^>]*)>/gi, (_tag, slash: string, digit: string, rest: string) => {
    const original = Number(digit);
    if (slash) {
      const level = open ?? original;
      open = undefined;
      return `</h${level}${rest}>`;
    }
    while (ancestors.length && ancestors[ancestors.length - 1]!.original >= original) ancestors.pop();
    const parent = ancestors[ancestors.length - 1];
    const ceiling = parent ? parent.level + 1 : floor;
    const level = Math.min(Math.max(Math.min(original, ceiling), floor), 6);
    ancestors.push({ original, level });
    open = level;
    return `<h${level}${rest}>`;
  });
}
