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
 */
import http from "node:http";
import { LIMIT_BYTES, READS_BODY, refuseTooLarge as refuse } from "./body-limit.mjs";

function guarded(listener) {
  return function guardedListener(request, response) {
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
