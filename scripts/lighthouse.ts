/**
 * `npm run lighthouse`: builds and serves the production output locally (throw-away seeded
 * database), runs Lighthouse (default config = mobile preset, simulated throttling) on every
 * public page found in dist/, prints one row per page, and exits 1 when a page misses the budget:
 * performance ≥ 95; accessibility, best practices and SEO = 100; no JavaScript on pages
 * without islands.
 *
 *   npm run lighthouse                    every public page
 *   npm run lighthouse -- --only /,/blog  just these pages
 *   npm run lighthouse -- --json out.json also write the figures as JSON
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { builtPages, type BuiltPage } from "./lib/built-pages";
import { CHROMIUM_LAUNCH_FLAGS, chromiumPath } from "./lib/chromium";
import { withProductionStack } from "./lib/production-stack";

export const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const;

type CategoryId = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as CategoryId[];

export interface PageFigures {
  urlPath: string;
  hasIslands: boolean;
  scores: Record<CategoryId, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  scriptBytes: number;
  /** Budget misses, with the audits behind a lost category point. */
  problems: string[];
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

export function figuresFrom(page: BuiltPage, lhr: LighthouseResult): PageFigures {
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
    problems,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatTable(rows: PageFigures[]): string {
  const header = ["Page", "Perf", "A11y", "BP", "SEO", "LCP", "CLS", "TBT", "Transfer", "JS", "Budget"];
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
    row.problems.length === 0 ? "ok" : "MISS",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: "string" }, json: { type: "string" } } });
  const only = values.only?.split(",").map((entry) => entry.trim());

  const rows = await withProductionStack({ label: "lighthouse" }, async ({ baseUrl }) => {
    const pages = (await builtPages("dist")).filter(
      (page) => page.kind === "public" && (!only || only.includes(page.urlPath)),
    );
    if (pages.length === 0) throw new Error("no public pages found in dist/");
    console.log(`[lighthouse] ${pages.length} public page(s): ${pages.map((page) => page.urlPath).join(", ")}`);

    const chrome = await chromeLauncher.launch({
      chromePath: await chromiumPath(),
      chromeFlags: ["--headless=new", ...CHROMIUM_LAUNCH_FLAGS],
      logLevel: "silent",
    });
    try {
      const results: PageFigures[] = [];
      for (const page of pages) {
        const url = new URL(page.urlPath, baseUrl).href;
        const started = Date.now();
        const run = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          maxWaitForLoad: 45_000,
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        results.push(figuresFrom(page, run.lhr));
        console.log(`[lighthouse] ${page.urlPath} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      return results;
    } finally {
      chrome.kill();
    }
  });

  console.log(`\nLighthouse ${new Date().toISOString().slice(0, 10)} — mobile preset (simulated throttling)\n`);
  console.log(formatTable(rows));
  const misses = rows.filter((row) => row.problems.length > 0);
  for (const row of misses) for (const problem of row.problems) console.log(`  ${row.urlPath}: ${problem}`);
  if (values.json) await writeFile(values.json, `${JSON.stringify(rows, null, 2)}\n`);
  if (misses.length > 0) {
    console.error(`\n${misses.length} of ${rows.length} page(s) miss the budget.`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll ${rows.length} page(s) meet the budget.`);
  }
}

main().catch((error: unknown) => {
  console.error("[lighthouse] failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
