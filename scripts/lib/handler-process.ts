/**
 * The parts shared by the two processes that run every function of functions/ warm, imported once:
 * the end-to-end suite's site server (scripts/serve-site.ts) and `npm run dev`'s handler server
 * (scripts/dev-handlers.ts). A local Netlify Blobs server as netlify-cli provides one to functions
 * (@netlify/blobs' own BlobsServer, its context in NETLIFY_BLOBS_CONTEXT), and a stop on SIGINT or
 * SIGTERM that closes the server, the database pools and the blobs server.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { closeDatabases } from "../../src/server/db/client";

export interface LocalBlobsOptions {
  /** Kept between runs when given (netlify dev's `.netlify/blobs-serve`); a temporary folder otherwise. */
  directory?: string;
  /** The site ID the entries are stored under (netlify dev's unlinked site is "unlinked"). */
  siteID?: string;
}

/** Starts the blobs server and points this process's functions at it. */
export async function startLocalBlobs(options: LocalBlobsOptions = {}): Promise<{ stop(): Promise<void> }> {
  const directory = options.directory ?? (await mkdtemp(path.join(os.tmpdir(), "slate-site-blobs-")));
  const token = "local-blobs-token";
  const blobs = new BlobsServer({ directory, token });
  const { port } = await blobs.start();
  const url = `http://127.0.0.1:${port}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, token, siteID: options.siteID ?? "local-site", deployID: "0" };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
  return {
    stop: async () => {
      await blobs.stop();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}

/** On SIGINT or SIGTERM: closes `server`, the database pools and `blobs`, then exits. */
export function stopOnSignal(server: { close(): Promise<void> }, blobs: { stop(): Promise<void> }): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void server
        .close()
        .then(closeDatabases)
        .then(() => blobs.stop())
        .finally(() => process.exit(0));
    });
  }
}
