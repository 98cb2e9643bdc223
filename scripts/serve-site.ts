/**
 * The end-to-end suite's warm server (scripts/lib/site-server.ts) as a process of its own: the
 * built dist/ and every function of functions/, imported once, with a local Netlify Blobs server
 * as netlify-cli provides one. Started by tests/e2e/support/global-setup.ts with the environment
 * of the run; prints one line per function call.
 *
 *   PORT=8899 DATABASE_URL=postgres://… npx tsx scripts/serve-site.ts
 */
import { loadFunctionModules } from "./lib/function-routes";
import { startLocalBlobs, stopOnSignal } from "./lib/handler-process";
import { startSiteServer } from "./lib/site-server";

const blobs = await startLocalBlobs();
const server = await startSiteServer(await loadFunctionModules(), {
  port: Number(process.env.PORT ?? 8899),
  onFunctionCall: (line) => console.log(`[fn] ${Date.now()} ${line}`),
});
console.log(`[site] listening on port ${server.port}`);
stopOnSignal(server, blobs);
