/**
 * Serves the HTTP functions of functions/ on plain node:http, without netlify-cli's emulator, for
 * measuring our own code under load (scripts/load-leads.ts). Routing and the context are those of
 * scripts/lib/function-routes.ts; background work (e-mail after a lead) is awaited before exit.
 *
 *   DATABASE_URL=postgres://… LEAD_RATE_LIMIT=1000000 npx tsx scripts/serve-functions.ts [port]
 */
import { closeDatabases } from "../src/server/db/client";
import { loadFunctionModules, serveFunctions } from "./lib/function-routes";

const port = Number(process.argv[2] ?? 8890);
const pending = new Set<Promise<unknown>>();
const modules = await loadFunctionModules();
const server = await serveFunctions(modules, {
  port,
  waitUntil: (promise) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  },
});
const paths = Object.values(modules).flatMap((module) => [module.config?.path ?? []].flat());
console.log(`[functions] ${paths.join(", ")} on ${server.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void server
      .close()
      .then(() => Promise.allSettled([...pending]))
      .then(closeDatabases)
      .then(() => process.exit(0));
  });
}
