/**
 * Netlify's 6 MB function body limit on `netlify serve` (moved here from photos-upload.test.ts,
 * whose flows run on the warm server): netlify-cli would end on such a request ("Stream body too
 * big"); scripts/lib/netlify-body-guard.mjs answers 413 instead, by length and chunked, and the
 * server stays up for the next request.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

/** A raw POST of `bytes` to the site, with a Content-Length or chunked; the status it gets. */
function rawPost(bytes: number, chunked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL("/api/quotes", baseUrl()), {
      method: "POST",
      headers: { "content-type": "application/json", ...(chunked ? {} : { "content-length": String(bytes) }) },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    const piece = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

describe("the request body limit", () => {
  it("answers a request over 6 MB with 413 and stays up (by length and chunked)", async () => {
    expect(await rawPost(7 * 1024 * 1024, false)).toBe(413);
    expect(await rawPost(7 * 1024 * 1024, true)).toBe(413);
    expect((await fetch(new URL("/api/health", baseUrl()))).status).toBeLessThan(500);
  });
});
