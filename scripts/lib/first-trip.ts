/**
 * The first round trip (issue 24): what a visitor's browser needs before it can paint, the page's
 * HTML plus every render-blocking stylesheet (a `<link rel="stylesheet">` in <head> without a
 * non-screen media), gzipped as Netlify serves it, must fit TCP's first flight (ten segments,
 * taken as 14 KB). Brotli is printed beside it for information. Used by `npm run lighthouse` and
 * the end-to-end budget test; scripts/lib/critical-css.ts is what keeps pages under it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** Bytes the first round trip may carry (14 KB of 1024). */
export const FIRST_TRIP_BUDGET_BYTES = 14 * 1024;

/**
 * Pages allowed past it, each with its reason. /quote: the consent to texts beside the phone field
 * (issue 32, item 1: the box and the carriers' disclosure, about 0.3 KB gzipped) came on a page at
 * 14.0 of 14 KB; the bytes past the first flight are the page's end (its aside and footer), so the
 * first screen still paints from the first flight (docs/quality.md).
 */
const FIRST_TRIP_ALLOWANCES: Readonly<Record<string, number>> = { "/quote": 14.5 * 1024 };

/** The first-trip budget of the page at `urlPath`. */
export const firstTripBudgetBytes = (urlPath: string): number =>
  FIRST_TRIP_ALLOWANCES[urlPath] ?? FIRST_TRIP_BUDGET_BYTES;

export interface FirstTrip {
  /** URL paths of the render-blocking stylesheets. */
  blockingCss: string[];
  /** Gzipped bytes of the HTML plus those stylesheets (each compressed as its own response). */
  gzipBytes: number;
  brotliBytes: number;
  withinBudget: boolean;
}

/** Stylesheets in <head> that hold up the first paint (print or other media lists do not). */
export function renderBlockingStylesheets(html: string): string[] {
  const head = html.slice(0, Math.max(html.indexOf("</head>"), 0));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel=["']?stylesheet\b/.test(tag))
    .filter((tag) => {
      const media = /\bmedia=["']?([^"'>]+)/.exec(tag)?.[1]?.trim();
      return !media || /^(all|screen)\b/.test(media);
    })
    .map((tag) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
}

const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const brotli = (data: Buffer | string) => brotliCompressSync(data).length;

/** The first-trip figures of one built page; stylesheets are read from `distDir`. */
export async function firstTripOf(html: string, distDir: string): Promise<FirstTrip> {
  const blockingCss = renderBlockingStylesheets(html);
  const sheets = await Promise.all(
    blockingCss.map((href) => readFile(path.join(distDir, new URL(href, "http://x").pathname))),
  );
  const gzipBytes = [html, ...sheets].reduce((sum: number, part) => sum + gzip(part), 0);
  const brotliBytes = [html, ...sheets].reduce((sum: number, part) => sum + brotli(part), 0);
  return { blockingCss, gzipBytes, brotliBytes, withinBudget: gzipBytes <= FIRST_TRIP_BUDGET_BYTES };
}

/** "13.2 KB / 14 KB" */
export const formatFirstTrip = (trip: FirstTrip) =>
  `${(trip.gzipBytes / 1024).toFixed(1)} KB / ${FIRST_TRIP_BUDGET_BYTES / 1024} KB`;
