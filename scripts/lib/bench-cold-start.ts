/**
 * Production cold starts (part of `npm run bench -- --only dev-start`, or `--only cold-start` alone,
 * in a fresh clone of HEAD or `--ref`): every function bundled as a deploy bundles it (Netlify's zip-it-and-ship-it,
 * which `netlify build` and `netlify serve` run, with netlify.toml's [functions] settings), then
 * each bundle's function module imported in a fresh `node` 10 times: the median import time, which
 * a cold start pays on its first request before the handler runs (Netlify's bootstrap imports the
 * function module then; its own import is the same for every function and not counted).
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { zipFunctions, type FunctionConfig } from "@netlify/zip-it-and-ship-it";
import { parse } from "smol-toml";
import { median, ms, table } from "./bench-format";
import { cloneCheckout } from "./dev-clone";

const run = promisify(execFile);
const RUNS = 10;
const IMPORT_SCRIPT =
  "const started = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - started));";

/** netlify.toml's [functions] settings as zip-it-and-ship-it takes them (the keys this project uses). */
async function functionsConfig(repo: string): Promise<FunctionConfig> {
  const toml = parse(await readFile(path.join(repo, "netlify.toml"), "utf8")) as {
    functions?: { node_bundler?: string; included_files?: string[]; external_node_modules?: string[] };
  };
  const functions = toml.functions ?? {};
  return {
    ...(functions.node_bundler ? { nodeBundler: functions.node_bundler as FunctionConfig["nodeBundler"] } : {}),
    ...(functions.included_files ? { includedFiles: functions.included_files } : {}),
    ...(functions.external_node_modules ? { externalNodeModules: functions.external_node_modules } : {}),
  };
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** The function module the bundle's entry point hands to Netlify's bootstrap (its path depends on the inputs). */
async function functionModule(bundle: string, entryFilename: string): Promise<string> {
  const entry = await readFile(path.join(bundle, entryFilename), "utf8");
  const found = /getLambdaHandler\(['"]([^'"]+)['"]\)/.exec(entry);
  if (!found) throw new Error(`${bundle}/${entryFilename}: no function module named`);
  return path.join(bundle, found[1]!);
}

/** Milliseconds to import `file` in a fresh node, as measured inside it. */
async function importTime(file: string): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ["--input-type=module", "-e", IMPORT_SCRIPT, pathToFileURL(file).href],
    {
      // What a function sees before its first request: no database connection is made at import.
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: "postgres://bench@127.0.0.1:1/bench" },
    },
  );
  return Number(stdout);
}

export interface ColdStart {
  name: string;
  bundleBytes: number;
  moduleBytes: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export async function coldStartBenchmarks(repo: string, report: Record<string, unknown>): Promise<void> {
  const out = await mkdtemp(path.join(os.tmpdir(), "slate-bundles-"));
  try {
    console.log(`\n[cold-start] bundling ${repo}/functions as a deploy does …`);
    const bundling = performance.now();
    const results = await zipFunctions(path.join(repo, "functions"), out, {
      archiveFormat: "none",
      basePath: repo,
      repositoryRoot: repo,
      config: { "*": await functionsConfig(repo) },
    });
    const bundleSeconds = (performance.now() - bundling) / 1000;
    const rows: ColdStart[] = [];
    for (const result of results.sort((a, b) => a.name.localeCompare(b.name))) {
      const module = await functionModule(result.path, result.entryFilename);
      const times: number[] = [];
      for (let index = 0; index < RUNS; index++) times.push(await importTime(module));
      rows.push({
        name: result.name,
        bundleBytes: await folderBytes(result.path),
        moduleBytes: (await stat(module)).size,
        medianMs: median(times),
        minMs: Math.min(...times),
        maxMs: Math.max(...times),
      });
    }
    const load = os.loadavg().map((value) => value.toFixed(2));
    const largest = rows.reduce((a, b) => (b.bundleBytes > a.bundleBytes ? b : a));
    const slowest = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
    report.coldStart = {
      bundleSeconds,
      runs: RUNS,
      loadAverage: load,
      largest: largest.name,
      slowest: slowest.name,
      rows,
    };
    const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
    console.log(
      `\nProduction cold starts: ${rows.length} functions bundled in ${bundleSeconds.toFixed(0)} s; each function module` +
        ` imported in a fresh node ${RUNS} times (load average ${load.join(" ")})\n`,
    );
    console.log(
      table(
        ["Function", "Bundle MB", "Module KB", "Import median ms", "min–max ms"],
        [...rows]
          .sort((a, b) => b.medianMs - a.medianMs)
          .map((row) => [
            row.name,
            mb(row.bundleBytes),
            (row.moduleBytes / 1024).toFixed(0),
            ms(row.medianMs),
            `${ms(row.minMs)}–${ms(row.maxMs)}`,
          ]),
      ),
    );
    console.log(
      `\nLargest bundle: ${largest.name} (${mb(largest.bundleBytes)} MB, import median ${ms(largest.medianMs)} ms);` +
        ` slowest import: ${slowest.name} (${ms(slowest.medianMs)} ms)`,
    );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** The cold starts alone, of a fresh clone of `ref` (`npm run bench -- --only cold-start`). */
export async function coldStartsOf(ref: string, report: Record<string, unknown>): Promise<void> {
  const clone = await cloneCheckout("cold-start", ref);
  try {
    console.log(`\n[cold-start] a fresh clone of ${clone.commit.slice(0, 10)}`);
    await coldStartBenchmarks(clone.repo, report);
  } finally {
    await clone.remove();
  }
}
