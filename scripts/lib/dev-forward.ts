/**
 * What each dev stub function does (scripts/lib/dev-functions.ts writes the stubs): it hands the
 * request netlify dev gave it to the warm function handlers (scripts/dev-handlers.ts, every
 * function of functions/ imported once) and returns their answer, status, headers (each Set-Cookie
 * apart) and body as they came, the body streamed both ways. Only node:http is imported, so
 * netlify-cli traces next to nothing when it builds a stub, and a call costs its fresh worker plus
 * one local HTTP hop instead of importing the function's whole bundle again.
 *
 * The function's name and the client IP Netlify gave the stub (`context.ip`) travel in two
 * headers the handler server reads and removes; the request keeps its own URL and Host, so the
 * handler sees the origin the browser used. While the handler server restarts after a source edit
 * (after an edit), a refused connection is tried again (nothing was sent, so any method is safe).
 */
import http from "node:http";
import { Readable } from "node:stream";

/** Headers of a forwarded call: which function of functions/ to run, and the caller's IP. */
export const FORWARDED_FUNCTION_HEADER = "x-dev-function";
export const FORWARDED_IP_HEADER = "x-dev-client-ip";
/** Where the handler server listens (set by the launcher for netlify dev and its function workers). */
export const HANDLERS_URL_VARIABLE = "DEV_HANDLERS_URL";

const RETRY_FOR_MS = 120_000;
const RETRY_EVERY_MS = 250;
/** Hop-by-hop headers: each hop frames its own messages. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);
const NO_BODY_STATUS = new Set([101, 204, 205, 304]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(target: URL, request: Request, headers: http.OutgoingHttpHeaders, body: Buffer | undefined) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const outgoing = http.request(target, { method: request.method, headers }, resolve);
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

export interface ForwardOptions {
  /** The handler server's origin; DEV_HANDLERS_URL by default. */
  baseUrl?: string;
  /** Called at each refused connection before it is tried again. */
  onRefused?: () => void;
}

/** The answer of the handler server to `request`, as a fetch Response. */
export async function forwardToHandlers(
  name: string,
  request: Request,
  context: { ip?: string } | undefined,
  { baseUrl = process.env[HANDLERS_URL_VARIABLE], onRefused }: ForwardOptions = {},
): Promise<Response> {
  if (!baseUrl) throw new Error(`${HANDLERS_URL_VARIABLE} is not set: start the site with npm run dev`);
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, baseUrl);
  const headers: http.OutgoingHttpHeaders = { host: url.host };
  for (const [header, value] of request.headers) if (!HOP_BY_HOP.has(header)) headers[header] = value;
  headers[FORWARDED_FUNCTION_HEADER] = name;
  if (context?.ip) headers[FORWARDED_IP_HEADER] = context.ip;
  // netlify-cli has read the whole body already (it caps it at 6 MB), so the retries below can resend it.
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  if (body) headers["content-length"] = String(body.length);

  const deadline = Date.now() + RETRY_FOR_MS;
  let answer: http.IncomingMessage;
  for (;;) {
    try {
      answer = await send(target, request, headers, body);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ECONNREFUSED" || Date.now() > deadline) throw error;
      onRefused?.();
      await sleep(RETRY_EVERY_MS);
    }
  }
  const responseHeaders = new Headers();
  for (const [header, value] of Object.entries(answer.headers)) {
    if (value === undefined || HOP_BY_HOP.has(header)) continue;
    for (const one of [value].flat()) responseHeaders.append(header, one);
  }
  const status = answer.statusCode ?? 502;
  const noBody = NO_BODY_STATUS.has(status) || request.method === "HEAD";
  if (noBody) answer.resume();
  return new Response(noBody ? null : (Readable.toWeb(answer) as ReadableStream), {
    status,
    statusText: answer.statusMessage,
    headers: responseHeaders,
  });
}
