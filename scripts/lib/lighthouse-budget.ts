/**
 * The Lighthouse budget and the figures taken from a report (scripts/lighthouse.ts): one place
 * that decides whether a page passes, so the rule is unit-tested without running Chromium.
 */
import type { Result as LighthouseResult } from "lighthouse";
import type { BuiltPage } from "./built-pages";
import { firstTripBudgetBytes } from "./first-trip";

export const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const;

/**
 * Gzipped JavaScript a page may load before any interaction, in KB of 1024 bytes: every script
 * file it requests, the shared React chunk included (issue 14, whose 126 KB and 75 KB were
 * measured this way), but not a chunk loaded on first use (the quote form's photo picker).
 * Inline scripts (the island loader, the menu) are part of the HTML and counted there. The
 * end-to-end suite holds every built public page to these (tests/e2e/js-budget.test.ts).
 */
export const JS_BUDGET_KB: Readonly<Record<string, number>> = {
  // 85 until 2026-11-27; 86.1 KB measured after issue 34's service-area question (its island 0.6 KB)
  // and issue 33's form changes: raised by 2 KB as a decision, written in docs/quality.md. 88 since
  // 2026-11-28: 87.7 KB measured with issue 32's consent to texts (the box, its words, the US-number rule).
  "/contact": 88,
  "/quote": 100,
  "/blog": 70,
  // The service-area answer (issue 34 item 16, #check): a plain script with the list of towns, 3.3 KB measured.
  "/services": 4,
};

/** An article's share button (src/scripts/share.ts, about 0.3 KB): the one script file of a page without an island. */
export const ARTICLE_JS_BUDGET_KB = 1;

/** The JS budget of a public page: its own, an article's, else none at all. */
export function jsBudgetKb(urlPath: string): number {
  return JS_BUDGET_KB[urlPath] ?? (/^\/blog\/[^/]+$/.test(urlPath) ? ARTICLE_JS_BUDGET_KB : 0);
}

/** The page's inline scripts (not JSON-LD): the bench counts them with the page's JavaScript. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}

/** Same-origin scripts the page requested during the run, as URL paths (/_astro/…js). */
export function requestedScripts(lhr: LighthouseResult): string[] {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url: string; resourceType?: string }[] } | undefined;
  const origin = new URL(lhr.finalDisplayedUrl || lhr.requestedUrl || "http://localhost/").origin;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === "Script" && new URL(item.url).origin === origin)
    .map((item) => new URL(item.url).pathname);
}

export type CategoryId = keyof typeof BUDGET;
export const CATEGORIES = Object.keys(BUDGET) as CategoryId[];

export interface PageFigures {
  urlPath: string;
  hasIslands: boolean;
  scores: Record<CategoryId, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  scriptBytes: number;
  /** Gzipped bytes of the script files the page requested; see jsBudgetKb. */
  jsGzipBytes: number;
  /** Gzipped HTML + render-blocking CSS (scripts/lib/first-trip.ts), held to 14 KB. */
  firstTripBytes: number;
  /** Budget misses, with the audits behind a lost category point. */
  problems: string[];
  /** Lighthouse runs behind these figures (the median run is reported). */
  runs: number;
}

/** Runs per page when the first misses the budget: a busy machine can cost a run its score. */
export const RUNS_ON_MISS = 3;

/** The run with the median performance score, as Lighthouse advises for noisy machines. */
export function medianRun(runs: readonly PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: runs.length };
}

function audit(lhr: LighthouseResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function scriptTransferBytes(lhr: LighthouseResult): number {
  const details = lhr.audits["resource-summary"]?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
}

/** The audits that cost a category its points, so a miss says what to fix. */
function failingAudits(lhr: LighthouseResult, category: CategoryId): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((result) => result && result.score !== null && result.score < 1)
    .map(
      (result) =>
        `${result!.id} (${Math.round((result!.score ?? 0) * 100)}${result!.displayValue ? `, ${result!.displayValue}` : ""})`,
    );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The figures of one run. `jsGzipBytes` and `firstTripBytes` are measured by the caller from the
 * built files (what a compressing CDN sends), since the local server's transfer sizes depend on its
 * own compression.
 */
export function figuresFrom(page: BuiltPage, lhr: LighthouseResult, jsGzipBytes = 0, firstTripBytes = 0): PageFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const problems: string[] = [];
  for (const id of CATEGORIES) {
    if (scores[id] < BUDGET[id]) {
      problems.push(`${id} ${scores[id]} < ${BUDGET[id]}: ${failingAudits(lhr, id).join("; ") || "see the report"}`);
    }
  }
  const scriptBytes = scriptTransferBytes(lhr);
  if (!page.hasIslands && scriptBytes > 0) problems.push(`ships ${scriptBytes} bytes of JavaScript but has no island`);
  const budgetKb = jsBudgetKb(page.urlPath);
  if (page.kind === "public" && jsGzipBytes > budgetKb * 1024) {
    problems.push(`JavaScript ${kb(jsGzipBytes)} gzip > ${budgetKb} KB budget`);
  }
  if (firstTripBytes > firstTripBudgetBytes(page.urlPath)) {
    problems.push(`first round trip ${kb(firstTripBytes)} gzip > ${kb(firstTripBudgetBytes(page.urlPath))} budget`);
  }
  if (lhr.runtimeError) problems.push(`Lighthouse runtime error: ${lhr.runtimeError.message}`);
  return {
    urlPath: page.urlPath,
    hasIslands: page.hasIslands,
    scores,
    lcpMs: audit(lhr, "largest-contentful-paint"),
    cls: audit(lhr, "cumulative-layout-shift"),
    tbtMs: audit(lhr, "total-blocking-time"),
    transferBytes: audit(lhr, "total-byte-weight"),
    scriptBytes,
    jsGzipBytes,
    firstTripBytes,
    problems,
    runs: 1,
  };
}

export function formatTable(rows: PageFigures[]): string {
  const header = [
    "Page",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP",
    "CLS",
    "TBT",
    "Transfer",
    "JS",
    "JS gzip",
    "1st trip",
    "Runs",
    "Budget",
  ];
  const body = rows.map((row) => [
    row.urlPath,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores["best-practices"]),
    String(row.scores.seo),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    row.cls.toFixed(3),
    `${Math.round(row.tbtMs)} ms`,
    kb(row.transferBytes),
    row.scriptBytes === 0 ? "0" : kb(row.scriptBytes),
    `${row.jsGzipBytes === 0 ? "0" : kb(row.jsGzipBytes)}${jsBudgetKb(row.urlPath) ? ` / ${jsBudgetKb(row.urlPath)} KB` : ""}`,
    `${kb(row.firstTripBytes)} / ${kb(firstTripBudgetBytes(row.urlPath))}`,
    String(row.runs),
    row.problems.length === 0 ? "ok" : "MISS",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}
