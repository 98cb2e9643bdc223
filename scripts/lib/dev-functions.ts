/**
 * The thin functions `npm run dev` gives netlify dev (`netlify dev --functions .netlify/dev-functions`):
 * one stub per function file of functions/, with the same name and the same literal `config`
 * (paths, method, schedule) copied from the real file's source, so netlify dev routes and schedules
 * exactly as a deploy of functions/ does. A stub imports only the forwarder (dev-forward.ts), which
 * hands the call to the warm handler server (scripts/dev-handlers.ts); netlify-cli then traces and
 * bundles a few files per function instead of the 1,269 of the real `admin` (docs/quality.md,
 * "Local start"). Only a scheduled function's stub is still run: an HTTP function's calls are
 * handed to the warm handlers inside netlify-cli before a worker starts (decision 044). The folder is git-ignored (.netlify/) and written anew at every start; a stub
 * whose function is gone is removed.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const FUNCTIONS_DIR = "functions";
export const DEV_FUNCTIONS_DIR = path.join(".netlify", "dev-functions");

const FUNCTION_FILE = /^([\w-]+)\.(mts|ts|mjs|js)$/;

/**
 * The text of the object literal assigned to `export const config` in a function's source, as
 * written (Netlify reads it statically too, so it is always a literal). Strings, template literals
 * and comments are skipped while the braces are counted.
 */
export function configLiteral(source: string, file = "function"): string {
  const declaration = /export\s+const\s+config\b[^=]*=\s*/.exec(source);
  const start = declaration ? declaration.index + declaration[0].length : -1;
  if (start < 0 || source[start] !== "{") throw new Error(`${file}: no literal \`export const config = {…}\``);
  let depth = 0;
  for (let index = start; index < source.length; index++) {
    const char = source[index]!;
    if (char === '"' || char === "'" || char === "`") {
      index = endOfString(source, index, char, file);
    } else if (char === "/" && source[index + 1] === "/") {
      index = source.indexOf("\n", index);
      if (index < 0) break;
    } else if (char === "/" && source[index + 1] === "*") {
      index = source.indexOf("*/", index) + 1;
      if (index <= 0) break;
    } else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return source.slice(start, index + 1);
  }
  throw new Error(`${file}: the config literal is not closed`);
}

function endOfString(source: string, from: number, quote: string, file: string): number {
  for (let index = from + 1; index < source.length; index++) {
    if (source[index] === "\\") index++;
    else if (source[index] === quote) return index;
  }
  throw new Error(`${file}: a string in the config is not closed`);
}

/** The stub of function `name` (file `file` of functions/), with its config literal. */
export function stubSource(name: string, file: string, config: string, forwarder: string): string {
  return `// Written by npm run dev (scripts/lib/dev-functions.ts) from ${FUNCTIONS_DIR}/${file}: do not edit.
// The same config as the real function; the call itself runs in the warm handler server.
import type { Config } from "@netlify/functions";
import { forwardToHandlers } from ${JSON.stringify(forwarder)};

export default (request: Request, context?: { ip?: string }) => forwardToHandlers(${JSON.stringify(name)}, request, context);

export const config: Config = ${config};
`;
}

export interface DevFunction {
  name: string;
  file: string;
  config: string;
}

/**
 * Whether a function runs on a schedule (its config literal names one). netlify dev answers a
 * manual call of those with its own schedule emulation, so their calls keep the stub's worker;
 * every other function's calls go straight to the warm handlers (netlify-dev-warm-calls.mjs).
 */
export const isScheduled = (fn: DevFunction): boolean => /(^|[{,\s])["']?schedule["']?\s*:/.test(fn.config);

/** The function files of `dir` with their config literals. */
export async function readFunctionConfigs(dir = FUNCTIONS_DIR): Promise<DevFunction[]> {
  const functions: DevFunction[] = [];
  for (const file of (await readdir(dir)).sort()) {
    const name = FUNCTION_FILE.exec(file)?.[1];
    if (!name) continue;
    functions.push({ name, file, config: configLiteral(await readFile(path.join(dir, file), "utf8"), file) });
  }
  return functions;
}

/**
 * Writes the stubs of `from`'s functions into `to` (only files whose text changed, so netlify dev
 * rebuilds only those) and removes the stubs of functions that are gone. Returns the functions.
 */
export async function writeDevFunctions(from = FUNCTIONS_DIR, to = DEV_FUNCTIONS_DIR): Promise<DevFunction[]> {
  const functions = await readFunctionConfigs(from);
  await mkdir(to, { recursive: true });
  const forwarder = path.relative(to, path.resolve("scripts/lib/dev-forward.ts")).split(path.sep).join("/");
  const wanted = new Set<string>();
  for (const fn of functions) {
    const stubFile = `${fn.name}.mts`;
    wanted.add(stubFile);
    const text = stubSource(fn.name, fn.file, fn.config, forwarder.startsWith(".") ? forwarder : `./${forwarder}`);
    const current = await readFile(path.join(to, stubFile), "utf8").catch(() => undefined);
    if (current !== text) await writeFile(path.join(to, stubFile), text);
  }
  for (const file of await readdir(to)) {
    if (!wanted.has(file)) await rm(path.join(to, file), { recursive: true, force: true });
  }
  return functions;
}
