/**
 * What `npm run bench -- --only dev-start` prints (bench-dev-start.ts measures): each figure with
 * its target and the machine's 1-minute load average when it was taken, because the figures move
 * with the load far more than with the code; then where the memory was at the peak, process by process.
 */
import os from "node:os";
import { table } from "./bench-format";
import type { MemoryPeak } from "./dev-clone";
import type { DrawnCall } from "./console-timing";

export const TARGETS = { startSeconds: 60, peakBytes: 2 * 1024 ** 3, readMedianMs: 300, drawMs: 2000 };

type Series = { median: number; p95: number };

export interface DevStartFigures {
  commit: string;
  nodeModules: string;
  loadAverage: { before: number[]; after: number[] };
  /** The 1-minute load average when each figure was taken. */
  loadAt: Record<"health" | "console" | "draws" | "plainDraws" | "calls", number>;
  peak: MemoryPeak;
  healthSeconds: number;
  consoleSeconds: number;
  firstDraw: { ms: number; calls: number; failed: string[] };
  /** The warm draws; `requests` (the document, modules, styles, fonts) and `waterfall` (the calls) of the last one. */
  quotePage: {
    medianMs: number;
    minMs: number;
    maxMs: number;
    calls: number;
    requests: number;
    waterfall: DrawnCall[];
    draws: number;
  };
  /** The warm draws in a Chromium no driver watches (plain-draw.ts): what a person's browser shows. */
  quotePagePlain: { medianMs: number; minMs: number; maxMs: number; draws: number };
  adminQuotes: Series;
  /** The same read straight to the warm handlers (PORT+3): our code alone. */
  adminQuotesDirect: Series;
  /** An empty function through npm run dev: the floor of a call now. */
  emptyFunction: Series;
  /** The empty function through netlify-cli's own functions server, a worker per call: the floor before decision 044. */
  emptyThroughWorker: Series;
  /** Lines in which Vite said it optimised dependencies again (each may reload the page). */
  viteReoptimisations: number;
}

const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(2);
const series = (figure: Series) => `${figure.median.toFixed(0)} / ${figure.p95.toFixed(0)} ms`;
const met = (ok: boolean) => (ok ? "yes" : "NO");

export function printDevStart(figures: DevStartFigures): void {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
  const at = (value: number) => value.toFixed(1);
  console.log(
    `\nLocal start (npm run dev in a fresh clone of ${figures.commit.slice(0, 10)}, node_modules as ${figures.nodeModules};` +
      ` ${os.cpus().length} CPUs, load average ${load(figures.loadAverage.before)} before, ${load(figures.loadAverage.after)} after)\n`,
  );
  const { loadAt, quotePage, quotePagePlain } = figures;
  const range = (figure: { minMs: number; maxMs: number }) => `${figure.minMs.toFixed(0)}–${figure.maxMs.toFixed(0)}`;
  const rows: string[][] = [
    [
      "first answer from /api/health",
      `${figures.healthSeconds.toFixed(1)} s`,
      "≤ 60 s",
      met(figures.healthSeconds <= TARGETS.startSeconds),
      at(loadAt.health),
    ],
    [
      "signed-in console page drawn",
      `${figures.consoleSeconds.toFixed(1)} s`,
      "≤ 60 s",
      met(figures.consoleSeconds <= TARGETS.startSeconds),
      at(loadAt.console),
    ],
    [
      "peak memory (RSS, whole tree)",
      `${gb(figures.peak.totalBytes)} GB`,
      "≤ 2 GB",
      met(figures.peak.totalBytes <= TARGETS.peakBytes),
      "",
    ],
    [
      "GET /api/admin/quotes median / p95",
      series(figures.adminQuotes),
      "median ≤ 300 ms",
      met(figures.adminQuotes.median <= TARGETS.readMedianMs),
      at(loadAt.calls),
    ],
    ["  the same, straight to the handlers", series(figures.adminQuotesDirect), "", "", at(loadAt.calls)],
    ["empty function median / p95 (floor)", series(figures.emptyFunction), "", "", at(loadAt.calls)],
    ["  the same through a netlify-cli worker", series(figures.emptyThroughWorker), "", "", at(loadAt.calls)],
    [
      "quote page drawn, first (cold)",
      `${figures.firstDraw.ms.toFixed(0)} ms, ${figures.firstDraw.calls} calls`,
      "",
      "",
      at(loadAt.console),
    ],
    [
      `quote page drawn, median of ${quotePagePlain.draws} (no driver watching)`,
      `${quotePagePlain.medianMs.toFixed(0)} ms (${range(quotePagePlain)})`,
      "≤ 2,000 ms",
      met(quotePagePlain.medianMs <= TARGETS.drawMs),
      at(loadAt.plainDraws),
    ],
    [
      `  the same in Playwright, median of ${quotePage.draws}`,
      `${quotePage.medianMs.toFixed(0)} ms (${range(quotePage)}), ${quotePage.calls} calls`,
      "",
      "",
      at(loadAt.draws),
    ],
  ];
  console.log(table(["Measure", "Figure", "Target", "Met", "Load (1 min)"], rows));
  const parts = Object.entries(figures.peak.parts)
    .sort(([, a], [, b]) => b - a)
    .map(([part, bytes]) => `${part} ${gb(bytes)}`)
    .join(", ");
  console.log(`\nAt the peak (${figures.peak.processesAtPeak} processes, ${figures.peak.samples} samples): ${parts}`);
  console.log(
    table(
      ["Process at the peak", "Part", "RSS GB"],
      figures.peak.biggestAtPeak.map((info) => [info.command, info.part, gb(info.rssBytes)]),
    ),
  );
  console.log(
    `\nThe quote page's last warm draw in Playwright: ${quotePage.requests} other requests (document, modules, styles, fonts), its calls (ms from the navigation):`,
  );
  console.log(
    table(
      ["Call", "Asked", "Answered"],
      quotePage.waterfall.map((call) => [call.path, call.startMs.toFixed(0), call.endMs.toFixed(0)]),
    ),
  );
  console.log(`Vite optimised dependencies again and reloaded ${figures.viteReoptimisations} time(s) after the start`);
  if (figures.firstDraw.failed.length > 0)
    console.log(`Calls that failed on the first draw: ${figures.firstDraw.failed.join(", ")}`);
}
