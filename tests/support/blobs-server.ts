/**
 * Netlify Blobs for integration tests: the package's own local server (`BlobsServer`) on a free
 * port with a temporary directory, announced to `getStore` through NETLIFY_BLOBS_CONTEXT the way
 * the platform announces the real one. Call at the top of a test file.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll } from "vitest";

export function useBlobsServer(): void {
  let server: BlobsServer | undefined;
  let directory: string | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "blobs-"));
    const token = "test-blobs-token";
    server = new BlobsServer({ directory, token });
    const { port } = await server.start();
    const context = { edgeURL: `http://127.0.0.1:${port}`, token, siteID: "test-site" };
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
  });
  afterAll(async () => {
    await server?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });
}
