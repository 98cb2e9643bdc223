/**
 * `npm run dev`'s function handlers: every function of functions/ imported once and served warm on
 * 127.0.0.1:DEV_HANDLERS_PORT (PORT+3) for netlify dev's function calls, handed on by its functions
 * server (scripts/lib/netlify-dev-warm-calls.mjs) or, for a scheduled function, by its stub
 * (scripts/lib/dev-functions.ts, dev-forward.ts); both name the function and pass the caller's IP.
 * The launcher (scripts/lib/dev-stack.ts) loads scripts/lib/dev-watch.mjs into it, so an edit to any
 * file it imported ends it and the launcher starts it again; the stubs wait for it meanwhile. It listens once DEV_HANDLERS_READY_FILE
 * exists (the launcher writes it when the database is migrated). Netlify Blobs are kept where
 * netlify dev keeps them (.netlify/blobs-serve), so uploads survive restarts.
 *
 *   DEV_HANDLERS_PORT=8891 DATABASE_URL=postgres://… node --import tsx scripts/dev-handlers.ts
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { errorResponse } from "../src/server/http/respond";
import { loadFunctionModules, serveFunctions, type FunctionModule } from "./lib/function-routes";
import { FUNCTIONS_DIR } from "./lib/dev-functions";
import { startLocalBlobs, stopOnSignal } from "./lib/handler-process";

/** The function modules, or (while an edit leaves one that does not load) modules that say why. */
async function loadOrExplain(): Promise<Record<string, FunctionModule>> {
  try {
    return await loadFunctionModules(FUNCTIONS_DIR);
  } catch (error) {
    console.error("[functions] functions/ did not load; every call answers 500 until the next edit:", error);
    const broken: FunctionModule = { default: () => errorResponse(500, `functions/ did not load: ${String(error)}`) };
    return Object.fromEntries((await readdir(FUNCTIONS_DIR)).map((file) => [file, broken]));
  }
}

/** Until the launcher says the database is ready (no file named: at once). */
async function databaseReady(file = process.env.DEV_HANDLERS_READY_FILE): Promise<void> {
  while (file && !existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
}

const started = performance.now();
const blobs = await startLocalBlobs({ directory: path.resolve(".netlify", "blobs-serve"), siteID: "unlinked" });
const modules = await loadOrExplain();
await databaseReady();
const server = await serveFunctions(modules, { port: Number(process.env.DEV_HANDLERS_PORT ?? 0), forwarded: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`[functions] ${Object.keys(modules).length} functions warm on ${server.url} (loaded in ${seconds} s)`);
stopOnSignal(server, blobs);
