/**
 * Loaded into netlify-cli by spawnNetlify (scripts/lib/local-stack.ts) through NODE_OPTIONS, for
 * `netlify dev` only.
 *
 * netlify-cli 27 starts @netlify/dev with every feature off but one it does not name: Netlify
 * Database, an in-process PGlite (Postgres compiled to WebAssembly) in .netlify/db, started at
 * every `netlify dev` whether the project uses it or not. This project's database is Postgres
 * (embedded locally), and nothing reads NETLIFY_DB_URL. Measured on the 2-core machine (load 19):
 * its first start in a fresh clone took 17.8 s and every later one 2.4 s, and it held about
 * 320 MB of netlify-cli's memory (docs/quality.md, "Local start"). Here `@netlify/database-dev`
 * resolves to a stand-in whose start fails at once; @netlify/dev catches that, prints one warning
 * ("Failed to start Netlify Database locally: …") and carries on without it.
 */
import { registerHooks } from "node:module";
import { isMainThread } from "node:worker_threads";

const STAND_IN = new URL("./netlify-database-stand-in.mjs", import.meta.url).href;

// Function calls run in worker threads that inherit NODE_OPTIONS; none of them loads it.
if (isMainThread) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === "@netlify/database-dev") return { url: STAND_IN, shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
}
