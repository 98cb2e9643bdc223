/**
 * What each dev stub function does when netlify-cli runs it in a worker (scripts/lib/dev-functions.ts
 * writes the stubs): it hands the request netlify dev gave it to the warm function handlers
 * (scripts/dev-handlers.ts, every function of functions/ imported once) and returns their answer,
 * status, headers (each Set-Cookie apart) and body as they came, the body streamed. Since decision
 * 044 only the scheduled functions' manual calls come this way (netlify-cli's schedule emulation
 * stays in front of them); an HTTP function's call is handed on by netlify-dev-warm-calls.mjs in
 * netlify-cli's own process, without a worker.
 *
 * The function's name and the client IP Netlify gave the stub (`context.ip`) travel in two
 * headers the handler server reads and removes; the request keeps its own URL and Host, so the
 * handler sees the origin the browser used. While the handler server restarts after an edit, a
 * refused connection is tried again (dev-hop.mjs).
 */
import type { OutgoingHttpHeaders } from "node:http";
import { Readable } from "node:stream";
import {
  FORWARDED_FUNCTION_HEADER,
  FORWARDED_IP_HEADER,
  HANDLERS_URL_VARIABLE,
  HOP_BY_HOP,
  endToEndHeaders,
  sendToHandlers,
} from "./dev-hop.mjs";

export { FORWARDED_FUNCTION_HEADER, FORWARDED_IP_HEADER, HANDLERS_URL_VARIABLE };

const NO_BODY_STATUS = new Set([101, 204, 205, 304]);

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
  const headers: OutgoingHttpHeaders = { ...endToEndHeaders(Object.fromEntries(request.headers)), host: url.host };
  headers[FORWARDED_FUNCTION_HEADER] = name;
  if (context?.ip) headers[FORWARDED_IP_HEADER] = context.ip;
  // netlify-cli has read the whole body already (it caps it at 6 MB), so a retry can resend it.
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  if (body) headers["content-length"] = String(body.length);

  const target = new URL(url.pathname + url.search, baseUrl);
  const answer = await sendToHandlers(target, { method: request.method, headers, body, onRefused });
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
