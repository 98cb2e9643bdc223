import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FIRST_TRIP_BUDGET_BYTES,
  firstTripBudgetBytes,
  firstTripOf,
  formatFirstTrip,
  renderBlockingStylesheets,
} from "./first-trip";

const page = (head: string, body = "<p>Slate</p>") =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("renderBlockingStylesheets", () => {
  it("names the stylesheets in <head> that hold up the first paint", () => {
    const html = page(
      `<link rel="stylesheet" href="/_astro/a.css"><link rel=stylesheet href=/_astro/b.css media="screen and (min-width: 40rem)">` +
        `<link rel="stylesheet" href="/_astro/print.css" media="print"><link rel="preload" href="/font.woff2" as="font">`,
      `<link rel="stylesheet" href="/_astro/late.css">`,
    );
    expect(renderBlockingStylesheets(html)).toEqual(["/_astro/a.css", "/_astro/b.css"]);
  });

  it("finds none when the CSS is inlined and the stylesheet sits at the end of the body", () => {
    expect(
      renderBlockingStylesheets(
        page("<style>p{margin:0}</style>", `<p>x</p><link rel="stylesheet" href="/_astro/a.css">`),
      ),
    ).toEqual([]);
  });
});

describe("firstTripOf", () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "first-trip-"));
    await mkdir(path.join(dist, "_astro"));
    // Random bytes do not compress: their gzipped size is about their own.
    await writeFile(path.join(dist, "_astro", "big.css"), `/*${randomBytes(12 * 1024).toString("base64")}*/`);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("counts the HTML and each render-blocking stylesheet, gzipped", async () => {
    const small = await firstTripOf(page(""), dist);
    expect(small.gzipBytes).toBeGreaterThan(0);
    expect(small.gzipBytes).toBeLessThan(200);
    expect(small.brotliBytes).toBeGreaterThan(0);
    expect(small.withinBudget).toBe(true);

    const linked = await firstTripOf(page(`<link rel="stylesheet" href="/_astro/big.css">`), dist);
    expect(linked.blockingCss).toEqual(["/_astro/big.css"]);
    expect(linked.gzipBytes).toBeGreaterThan(10 * 1024);
  });

  it("fails a page over 14 KB, and passes the same page once its stylesheet is deferred", async () => {
    const text = `<p>${randomBytes(5 * 1024).toString("base64")}</p>`;
    const blocking = await firstTripOf(page(`<link rel="stylesheet" href="/_astro/big.css">`, text), dist);
    expect(blocking.gzipBytes).toBeGreaterThan(FIRST_TRIP_BUDGET_BYTES);
    expect(blocking.withinBudget).toBe(false);
    expect(formatFirstTrip(blocking)).toMatch(/^1\d\.\d KB \/ 14 KB$/);

    const deferred = await firstTripOf(page("", `${text}<link rel="stylesheet" href="/_astro/big.css">`), dist);
    expect(deferred.withinBudget).toBe(true);
  });
});

describe("firstTripBudgetBytes", () => {
  it("is 14 KB for every page but /quote, which carries the consent to texts in 14.5", () => {
    expect(firstTripBudgetBytes("/")).toBe(FIRST_TRIP_BUDGET_BYTES);
    expect(firstTripBudgetBytes("/contact")).toBe(14 * 1024);
    expect(firstTripBudgetBytes("/quote")).toBe(14.5 * 1024);
  });
});
