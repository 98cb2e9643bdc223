/**
 * Loaded into netlify-cli by spawnNetlify (scripts/lib/local-stack.ts) through NODE_OPTIONS.
 *
 * netlify-cli's proxy reads the whole body of every request other than GET/HEAD/OPTIONS before
 * routing it (utils/proxy.js `createStreamPromise`, capped at 6,000,000 bytes, the platform's
 * function body limit). Past the cap it rejects a promise nobody catches, and Node ends the
 * process on an unhandled rejection: "Error: Stream body too big", and `npm run dev` or
 * `npm run preview` is gone for every later request. This answers such a request itself with a
 * 413 — at once when Content-Length says so (the body is drained, never buffered), and for a body
 * without a length as soon as it passes the cap — and ignores that one rejection, so the server
 * stays up. Production refuses the same requests at the platform (docs/development.md).
 *
 * It also answers a path with a malformed percent-escape (`/book/%E0%A4%A`) with a 400 itself:
 * netlify-cli's router decodes the path and prints a stack trace with the machine's paths for it
 * (issue 33, item 10). Our functions' router answers such a path with the same 400.
 */
import http from "node:http";
import { LIMIT_BYTES, READS_BODY, refuseTooLarge as refuse } from "./body-limit.mjs";

const MALFORMED_PATH = JSON.stringify({ error: "Bad request: the address has a malformed percent-escape" });

function wellFormedPath(url) {
  try {
    decodeURIComponent((url ?? "/").split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

function guarded(listener) {
  return function guardedListener(request, response) {
    if (!wellFormedPath(request.url)) {
      response.writeHead(400, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      response.end(MALFORMED_PATH);
      request.resume();
      return;
    }
    if (READS_BODY(request.method)) {
      const declared = request.headers["content-length"];
      if (Number(declared) > LIMIT_BYTES) {
        refuse(response);
        request.resume();
        return;
      }
      // Without a length, count as it arrives. The proxy attaches its own "data" listener in the
      // same tick (createStreamPromise runs before onRequest's first await), so nothing is missed.
      if (declared === undefined) {
        let received = 0;
        request.on("data", (chunk) => {
          received += chunk.length;
          if (received > LIMIT_BYTES) refuse(response);
        });
      }
    }
    return listener.call(this, request, response);
  };
}

/** netlify-cli's proxy passes `onRequest.bind(…)`; its other servers (functions, static) are left alone. */
const isProxyListener = (listener) => typeof listener === "function" && listener.name === "bound onRequest";

const createServer = http.createServer;
http.createServer = function createGuardedServer(...args) {
  const index = args.findIndex(isProxyListener);
  if (index !== -1) args[index] = guarded(args[index]);
  return createServer.apply(this, args);
};

process.on("unhandledRejection", (reason) => {
  if (reason instanceof Error && reason.message === "Stream body too big") return;
  // Any other unhandled rejection ends the process, as it would without this listener.
  throw reason;
});
