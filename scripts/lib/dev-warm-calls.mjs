/**
 * `npm run dev`'s warm function calls (decision 044), put in place inside `netlify dev` by
 * netlify-dev-warm-calls.mjs.
 *
 * netlify dev routes a request exactly as before: its proxy matches the path and method against
 * the functions' `config` (the stubs of .netlify/dev-functions carry the real ones), sends the call
 * on to its functions server with the function's name in `x-nf-function-name` (utils/proxy.js,
 * `onRequest`), and applies netlify.toml's headers to the answer. What changes is the last step:
 * netlify-cli's functions server would start a fresh worker thread per call that imports the
 * function's bundle with Netlify's 1.2 MB bootstrap (lib/functions/runtimes/js/index.js), 0.5-1.2 s
 * a call on the 2-core machine. Here a call to an HTTP function that arrives on the functions port
 * goes straight to the warm handlers (scripts/dev-handlers.ts on PORT+3) instead, as raw HTTP: the
 * method, path and query, Host and every header, the body; their answer comes back as it left them
 * (status, each Set-Cookie apart, binary and streamed bodies). The client IP is worked out as
 * netlify-cli's functions server works it out (lib/functions/server.js) and given to the handlers as
 * `context.ip` and in `x-nf-client-connection-ip`, as Netlify's bootstrap would have.
 *
 * Calls of functions not named in DEV_WARM_FUNCTIONS (the scheduled ones, whose manual call
 * netlify-cli answers with its schedule emulation) and anything else on that port are left to
 * netlify-cli as before.
 */
import { FORWARDED_FUNCTION_HEADER, FORWARDED_IP_HEADER, endToEndHeaders, sendToHandlers } from "./dev-hop.mjs";

/** The launcher's list of functions to answer warm (comma-separated names) and netlify-cli's functions port. */
export const WARM_FUNCTIONS_VARIABLE = "DEV_WARM_FUNCTIONS";
export const FUNCTIONS_PORT_VARIABLE = "DEV_FUNCTIONS_PORT";

/** netlify-cli's internal headers (utils/headers.js): the function its proxy matched, and the route. */
const NF_FUNCTION_NAME = "x-nf-function-name";
const NF_FUNCTION_ROUTE = "x-nf-function-route";
/** Set by netlify-cli's proxy when a rewrite rule led to the function: the path the browser asked for. */
const ORIGINAL_PATHNAME = "x-netlify-original-pathname";
const ORIGINAL_SEARCH = "x-netlify-original-search";

/** The caller's IP as netlify-cli's functions server takes it (lib/functions/server.js, `remoteAddress`). */
export function netlifyClientIp(request) {
  const address = request.headers["x-forwarded-for"] || request.socket.remoteAddress || "";
  return (
    address
      .split(address.includes(".") ? ":" : ",")
      .pop()
      ?.trim() ?? ""
  );
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(chunks.length > 0 ? Buffer.concat(chunks) : undefined));
    request.on("error", reject);
  });
}

/** Hands one call netlify-cli's proxy routed to function `name` to the warm handlers and pipes their answer back. */
export async function answerWarm(request, response, name, { baseUrl, onRefused, retryForMs }) {
  const ip = netlifyClientIp(request);
  const url = new URL(request.url ?? "/", "http://localhost");
  const pathname = request.headers[ORIGINAL_PATHNAME] ?? url.pathname;
  const headers = endToEndHeaders(request.headers);
  for (const internal of [NF_FUNCTION_NAME, NF_FUNCTION_ROUTE, ORIGINAL_PATHNAME, ORIGINAL_SEARCH]) {
    delete headers[internal];
  }
  Object.assign(headers, {
    "client-ip": ip,
    "x-nf-client-connection-ip": ip,
    [FORWARDED_FUNCTION_HEADER]: name,
    [FORWARDED_IP_HEADER]: ip,
  });
  try {
    const body = await readBody(request);
    if (body) headers["content-length"] = String(body.length);
    else delete headers["content-length"];
    const target = new URL(pathname + url.search, baseUrl);
    const method = request.method ?? "GET";
    const answer = await sendToHandlers(target, { method, headers, body, onRefused, retryForMs });
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEndHeaders(answer.headers));
    answer.pipe(response);
    answer.on("error", () => response.destroy());
  } catch (error) {
    console.error(`[dev] ${request.method} ${pathname}: the function handlers did not answer:`, error);
    if (!response.headersSent) response.writeHead(502, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify({ error: `The function handlers did not answer: ${String(error)}` }));
  }
}

/**
 * `listener` with the calls of `options.names` answered by the warm handlers at `options.baseUrl`
 * (`onRefused` and `retryForMs` as sendToHandlers takes them); every other request goes to `listener`.
 */
export function withWarmCalls(listener, options) {
  return function warmCallsListener(request, response) {
    const name = request.headers[NF_FUNCTION_NAME];
    if (typeof name === "string" && options.names.has(name)) {
      void answerWarm(request, response, name, options);
      return;
    }
    return listener.call(this, request, response);
  };
}

/**
 * Once `server` listens on `functionsPort` (netlify-cli's functions server, an express app), its
 * request listener is wrapped by withWarmCalls; a server on any other port (the proxy the body guard
 * wraps, the static and image servers) is left as it is.
 */
export function warmCallsOnPort(server, { functionsPort, ...options }) {
  server.once("listening", () => {
    const address = server.address();
    if (typeof address !== "object" || address?.port !== functionsPort) return;
    const listeners = server.listeners("request");
    if (listeners.length !== 1) {
      console.warn(`[dev] the functions server has ${listeners.length} request listeners: function calls stay cold`);
      return;
    }
    server.removeAllListeners("request");
    server.on("request", withWarmCalls(listeners[0], options));
  });
  return server;
}
