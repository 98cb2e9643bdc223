/**
 * One local HTTP hop to `npm run dev`'s warm function handlers (scripts/dev-handlers.ts), shared by
 * the two callers that make it (decision 043, 044): the call netlify-cli's functions server hands
 * straight on (netlify-dev-warm-calls.mjs, loaded into netlify-cli) and the stub function run in a
 * netlify-cli worker (dev-forward.ts, for the scheduled functions). Plain JavaScript, because the
 * first is loaded into netlify-cli with `node --import`; only node:http is imported, so netlify-cli
 * traces next to nothing when it bundles a stub.
 */
import http from "node:http";

/** Headers of a forwarded call: which function of functions/ to run, and the caller's IP (removed by the handlers). */
export const FORWARDED_FUNCTION_HEADER = "x-dev-function";
export const FORWARDED_IP_HEADER = "x-dev-client-ip";
/** Where the handler server listens (set by the launcher for netlify dev and its function workers). */
export const HANDLERS_URL_VARIABLE = "DEV_HANDLERS_URL";

/** Hop-by-hop headers: each hop frames its own messages. */
export const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);

const RETRY_FOR_MS = 120_000;
const RETRY_EVERY_MS = 250;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function send(target, method, headers, body) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(target, { method, headers }, resolve);
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * Sends one call to the handlers and resolves with their answer (status and headers in, body still
 * to read). A refused connection (the handlers restarting after an edit) is tried again until they
 * answer: nothing was sent, so any method is safe, and the body is a Buffer that can be sent again.
 */
export async function sendToHandlers(target, { method, headers, body, onRefused, retryForMs = RETRY_FOR_MS }) {
  const deadline = Date.now() + retryForMs;
  for (;;) {
    try {
      return await send(target, method, headers, body);
    } catch (error) {
      if (error?.code !== "ECONNREFUSED" || Date.now() > deadline) throw error;
      onRefused?.();
      await sleep(RETRY_EVERY_MS);
    }
  }
}

/** The request headers to send on: all but the hop-by-hop ones. */
export function endToEndHeaders(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}
