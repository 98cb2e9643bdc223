import type { Result as LighthouseResult } from "lighthouse";
import { describe, expect, it } from "vitest";
import type { BuiltPage } from "./built-pages";
import {
  BUDGET,
  figuresFrom,
  formatTable,
  inlineScripts,
  JS_BUDGET_KB,
  jsBudgetKb,
  medianRun,
  requestedScripts,
} from "./lighthouse-budget";

/** The fields of a Lighthouse report the budget reads, shaped as Lighthouse 13 writes them. */
function report(options: {
  scores?: Partial<Record<keyof typeof BUDGET, number>>;
  scriptBytes?: number;
  requests?: { url: string; resourceType: string }[];
}) {
  const score = (id: keyof typeof BUDGET) => (options.scores?.[id] ?? 100) / 100;
  return {
    requestedUrl: "http://localhost:8888/x",
    finalDisplayedUrl: "http://localhost:8888/x",
    categories: Object.fromEntries(
      (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).map((id) => [
        id,
        { id, score: score(id), auditRefs: [{ id: `${id}-audit`, weight: 1 }] },
      ]),
    ),
    audits: {
      "largest-contentful-paint": { numericValue: 1234 },
      "cumulative-layout-shift": { numericValue: 0.012 },
      "total-blocking-time": { numericValue: 40 },
      "total-byte-weight": { numericValue: 20480 },
      "network-requests": { details: { items: options.requests ?? [] } },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 20480 },
            { resourceType: "script", transferSize: options.scriptBytes ?? 0 },
          ],
        },
      },
      ...Object.fromEntries(
        (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).map((id) => [
          `${id}-audit`,
          { id: `${id}-audit`, score: score(id) < 1 ? 0.5 : 1, displayValue: "2 items" },
        ]),
      ),
    },
  } as unknown as LighthouseResult;
}

const page = (hasIslands: boolean, urlPath = "/x"): BuiltPage => ({
  file: `/dist${urlPath}/index.html`,
  urlPath,
  kind: "public",
  hasIslands,
  indexable: true,
});

describe("figuresFrom", () => {
  it("passes a page at the budget and reports its metrics", () => {
    const figures = figuresFrom(page(false), report({ scores: { performance: 95 } }));
    expect(figures.problems).toEqual([]);
    expect(figures).toMatchObject({ lcpMs: 1234, cls: 0.012, tbtMs: 40, transferBytes: 20480, scriptBytes: 0 });
  });

  it("fails a category below budget and names the audits that cost the points", () => {
    const figures = figuresFrom(page(false), report({ scores: { performance: 94, seo: 92 } }));
    expect(figures.problems).toHaveLength(2);
    expect(figures.problems[0]).toMatch(/^performance 94 < 95: performance-audit \(50, 2 items\)/);
    expect(figures.problems[1]).toMatch(/^seo 92 < 100/);
  });

  it("fails JavaScript on a page without islands, allows it on a page with islands", () => {
    expect(figuresFrom(page(false), report({ scriptBytes: 512 })).problems).toEqual([
      "ships 512 bytes of JavaScript but has no island",
    ]);
    expect(figuresFrom(page(true), report({ scriptBytes: 51_200 })).problems).toEqual([]);
  });
});

describe("JavaScript budgets", () => {
  it("holds /contact to 88 KB, /quote to 100 KB, the blog to 70 KB and /services to 4 KB of gzipped JavaScript", () => {
    expect(JS_BUDGET_KB).toEqual({ "/contact": 88, "/quote": 100, "/blog": 70, "/services": 4 });
  });

  it.each([
    ["/contact", 88],
    ["/quote", 100],
    ["/blog", 70],
    ["/services", 4],
    ["/blog/some-article", 1],
  ])("passes %s at %i KB and fails it one byte over", (urlPath, budgetKb) => {
    expect(figuresFrom(page(true, urlPath), report({}), budgetKb * 1024).problems).toEqual([]);
    expect(figuresFrom(page(true, urlPath), report({}), budgetKb * 1024 + 1).problems).toEqual([
      `JavaScript ${budgetKb.toFixed(1)} KB gzip > ${budgetKb} KB budget`,
    ]);
  });

  it("allows no JavaScript file on any other public page", () => {
    expect(jsBudgetKb("/portfolio")).toBe(0);
    expect(jsBudgetKb("/blog/a/b")).toBe(0);
    expect(figuresFrom(page(true, "/portfolio"), report({}), 1).problems).toEqual([
      "JavaScript 0.0 KB gzip > 0 KB budget",
    ]);
  });

  it("counts the same-origin scripts the page requested, not styles, fonts or other origins", () => {
    const lhr = report({
      requests: [
        { url: "http://localhost:8888/x", resourceType: "Document" },
        { url: "http://localhost:8888/_astro/client.abc.js", resourceType: "Script" },
        { url: "http://localhost:8888/_astro/ContactForm.def.js", resourceType: "Script" },
        { url: "http://localhost:8888/_astro/site.css", resourceType: "Stylesheet" },
        { url: "https://cdn.example.com/tracker.js", resourceType: "Script" },
      ],
    });
    expect(requestedScripts(lhr)).toEqual(["/_astro/client.abc.js", "/_astro/ContactForm.def.js"]);
  });

  it("reads inline scripts but not JSON-LD or external ones", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="module">menu()</script>',
      "<script>(()=>{island()})()</script>",
    ].join("");
    expect(inlineScripts(html)).toEqual(["menu()", "(()=>{island()})()"]);
  });
});

describe("medianRun", () => {
  it("reports the run with the median performance score and how many runs there were", () => {
    const runs = [92, 97, 95].map((performance) => figuresFrom(page(false), report({ scores: { performance } })));
    const median = medianRun(runs);
    expect(median.scores.performance).toBe(95);
    expect(median.problems).toEqual([]);
    expect(median.runs).toBe(3);
  });
});

describe("formatTable", () => {
  it("prints one aligned row per page with the budget verdict", () => {
    const lines = formatTable([
      figuresFrom(page(false), report({})),
      figuresFrom(page(false), report({ scores: { accessibility: 96 } })),
    ]).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^Page\s+Perf\s+A11y\s+BP\s+SEO\s+LCP\s+CLS\s+TBT\s+Transfer\s+JS\s+JS gzip\s+1st trip\s+Runs\s+Budget$/,
    );
    expect(lines[2]).toMatch(/1\.23 s\s+0\.012\s+40 ms\s+20\.0 KB\s+0\s+0\s+0\.0 KB \/ 14\.0 KB\s+1\s+ok\s*$/);
    expect(lines[3]).toMatch(/96.*MISS\s*$/);
  });

  it("shows a budgeted page's gzipped JavaScript against its budget", () => {
    const [, , row] = formatTable([figuresFrom(page(true, "/blog"), report({}), 71_680)]).split("\n");
    expect(row).toMatch(/70\.0 KB \/ 70 KB\s+\S+ KB \/ 14\.0 KB\s+1\s+ok\s*$/);
  });
});

describe("first round trip", () => {
  it("passes a page at 14 KB of HTML + render-blocking CSS and fails it one byte over", () => {
    expect(figuresFrom(page(false), report({}), 0, 14 * 1024).problems).toEqual([]);
    expect(figuresFrom(page(false), report({}), 0, 14 * 1024 + 1).problems).toEqual([
      "first round trip 14.0 KB gzip > 14.0 KB budget",
    ]);
  });

  it("prints the page's figure against the budget", () => {
    const [, , row] = formatTable([figuresFrom(page(false), report({}), 0, 13_619)]).split("\n");
    expect(row).toContain("13.3 KB / 14.0 KB");
  });
});
