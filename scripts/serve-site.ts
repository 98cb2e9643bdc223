/**
 * The end-to-end suite's warm server (scripts/lib/site-server.ts) as a process of its own: the
 * built dist/ and every function of functions/, imported once, with a local Netlify Blobs server
 * as netlify-cli provides one. Started by tests/e2e/support/global-setup.ts with the environment
 * of the run; prints one line per function call.
 *
 *   PORT=8899 DATABASE_URL=postgres://… npx tsx scripts/serve-site.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { closeDatabases } from "../src/server/db/client";
import { loadFunctionModules } from "./lib/function-routes";
import { startSiteServer } from "./lib/site-server";

const blobsDir = await mkdtemp(path.join(os.tmpdir(), "slate-site-blobs-"));
const blobs = new BlobsServer({ directory: blobsDir, token: "local-blobs-token" });
const { port: blobsPort } = await blobs.start();
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({ edgeURL: `http://127.0.0.1:${blobsPort}`, token: "local-blobs-token", siteID: "local-site" }),
).toString("base64");

const server = await startSiteServer(await loadFunctionModules(), {
  port: Number(process.env.PORT ?? 8899),
  onFunctionCall: (line) => console.log(`[fn] ${Date.now()} ${line}`),
});
console.log(`[site] listening on port ${server.port}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server
      .close()
      .then(closeDatabases)
      .then(() => blobs.stop())
      .then(() => rm(blobsDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  });
}
