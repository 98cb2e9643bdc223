/**
 * Our Netlify Functions outside netlify-cli: find the function serving a URL path by its
 * `config.path` (matched by the router's own matcher, src/server/http/router.ts), build the
 * context Netlify passes, and serve them on a plain node:http server. The benchmarks use the
 * server because netlify-cli's local function emulation costs 1–2 s per call and runs calls one
 * at a time, which would measure the emulator rather than our code.
 */
import { readdir } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import { matchConfigPath } from "../../src/server/http/router";
import { FORWARDED_FUNCTION_HEADER, FORWARDED_IP_HEADER } from "./dev-hop.mjs";

export interface FunctionModule {
  default: FunctionHandler;
  config?: { path?: string | string[]; schedule?: string };
}

export interface ResolvedFunction {
  file: string;
  handler: FunctionHandler;
  params: Record<string, string>;
}

/**
 * `modules` with the handler serving `urlPath` timed (request in, Response out, in ms) into
 * `timing.handlerTimes` while `timing.recording` (a benchmark turns it on once warmed up).
 */
export function withTimedHandler(modules: Readonly<Record<string, FunctionModule>>, urlPath: string) {
  const target = resolveFunction(modules, urlPath);
  if (!target) throw new Error(`no function serves ${urlPath}`);
  const timing = { recording: false, handlerTimes: [] as number[] };
  const timed: FunctionModule = {
    ...modules[target.file]!,
    default: async (request, context) => {
      const started = performance.now();
      try {
        return await target.handler(request, context);
      } finally {
        if (timing.recording) timing.handlerTimes.push(performance.now() - started);
      }
    },
  };
  return { modules: { ...modules, [target.file]: timed }, timing };
}

const pathsOf = (module: FunctionModule) => [module.config?.path ?? []].flat();

/** The function whose route matches `urlPath`, with the route params, or undefined. */
export function resolveFunction(
  modules: Readonly<Record<string, FunctionModule>>,
  urlPath: string,
): ResolvedFunction | undefined {
  for (const [file, module] of Object.entries(modules)) {
    const params = matchConfigPath(pathsOf(module), urlPath);
    if (params) return { file, handler: module.default, params };
  }
  return undefined;
}

/** The request's cookies, parsed as Netlify's `context.cookies` does. */
function cookiesOf(request: Request | undefined) {
  const cookies = new Map<string, string>();
  for (const part of (request?.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return { get: (name: string) => cookies.get(name), set: () => undefined, delete: () => undefined };
}

let requestCount = 0;

export type FunctionContext = ReturnType<typeof functionContext>;
export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response> | Response;

export interface ContextOptions {
  params?: Record<string, string>;
  ip?: string;
  siteUrl?: string;
  request?: Request;
  /**
   * Background work after the response; by default it runs unawaited, errors ignored. `null`
   * leaves it out, so handlers finish that work before answering (tests that check its effect).
   */
  waitUntil?: ((promise: Promise<unknown>) => void) | null;
}

/** The parts of Netlify's Functions v2 `Context` that handlers read. */
export function functionContext(options: ContextOptions = {}) {
  requestCount += 1;
  const waitUntil =
    options.waitUntil === null
      ? undefined
      : (options.waitUntil ?? ((promise: Promise<unknown>) => void promise.catch(() => undefined)));
  return {
    params: options.params ?? {},
    ip: options.ip ?? "127.0.0.1",
    requestId: `local-${requestCount}`,
    cookies: cookiesOf(options.request),
    geo: {},
    site: { url: options.siteUrl },
    ...(waitUntil ? { waitUntil } : {}),
  };
}

/** Imports every function entry file of `dir` (scripts; tests use import.meta.glob). */
export async function loadFunctionModules(dir = "functions"): Promise<Record<string, FunctionModule>> {
  const modules: Record<string, FunctionModule> = {};
  for (const name of await readdir(dir)) {
    if (!/\.(mts|ts|mjs|js)$/.test(name)) continue;
    modules[name] = (await import(pathToFileURL(path.resolve(dir, name)).href)) as FunctionModule;
  }
  return modules;
}

/** The request's headers as fetch Headers. */
export function headersOf(incoming: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** A fetch Request for `incoming`, its body streamed, or `body` when it was read already. */
export function toRequest(incoming: http.IncomingMessage, url: URL, body?: Buffer): Request {
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  return new Request(url, {
    method: incoming.method,
    headers: headersOf(incoming),
    body: hasBody ? (body ?? (Readable.toWeb(incoming) as ReadableStream)) : undefined,
    duplex: "half",
  } as RequestInit);
}

/** Writes a fetch Response to `outgoing`, every Set-Cookie header kept apart, the body streamed. */
export async function writeResponse(outgoing: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== "set-cookie") headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  outgoing.writeHead(response.status, headers);
  if (!response.body) outgoing.end();
  else await pipeline(Readable.fromWeb(response.body as NodeReadableStream), outgoing);
}

/** Calls the function `target` for `request` with the context Netlify would pass (`ip`: the caller's, by default the socket's). */
export function callResolved(
  target: ResolvedFunction,
  request: Request,
  incoming: http.IncomingMessage,
  waitUntil?: ContextOptions["waitUntil"],
  ip = incoming.socket.remoteAddress,
): Promise<Response> | Response {
  const context = functionContext({
    params: target.params,
    ip,
    siteUrl: new URL(request.url).origin,
    request,
    waitUntil,
  });
  return target.handler(request, context);
}

export interface ServeOptions {
  port?: number;
  waitUntil?: ((promise: Promise<unknown>) => void) | null;
  /**
   * Calls forwarded by `npm run dev`'s stub functions (dev-forward.ts): the function is the one the
   * stub names (netlify dev chose it by its config), the IP the one Netlify gave the stub.
   */
  forwarded?: boolean;
  /** Called after each function call (method, path, status, ms). */
  onFunctionCall?: (line: string) => void;
}

/** The function a forwarded call names, and the caller's IP; both headers are removed from the request. */
function forwardedTarget(modules: Readonly<Record<string, FunctionModule>>, incoming: http.IncomingMessage, url: URL) {
  const name = incoming.headers[FORWARDED_FUNCTION_HEADER];
  const ip = incoming.headers[FORWARDED_IP_HEADER];
  delete incoming.headers[FORWARDED_FUNCTION_HEADER];
  delete incoming.headers[FORWARDED_IP_HEADER];
  const file = Object.keys(modules).find((key) => key.replace(/\.[^.]+$/, "") === name);
  if (!file) return { target: undefined, ip: undefined };
  const module = modules[file]!;
  const params = matchConfigPath(pathsOf(module), url.pathname) ?? {};
  return { target: { file, handler: module.default, params }, ip: typeof ip === "string" ? ip : undefined };
}

/** Serves the functions on 127.0.0.1 (a free port by default); 404 JSON for routes no function serves. */
export async function serveFunctions(
  modules: Readonly<Record<string, FunctionModule>>,
  options: ServeOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (incoming, outgoing) => {
    const started = performance.now();
    try {
      const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "127.0.0.1"}`);
      const { target, ip } = options.forwarded
        ? forwardedTarget(modules, incoming, url)
        : { target: resolveFunction(modules, url.pathname), ip: undefined };
      if (!target) {
        outgoing.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
        return;
      }
      const response = await callResolved(target, toRequest(incoming, url), incoming, options.waitUntil, ip);
      await writeResponse(outgoing, response);
      const ms = Math.round(performance.now() - started);
      options.onFunctionCall?.(`${incoming.method} ${url.pathname} ${response.status} ${ms} ms`);
    } catch (error) {
      console.error(`[functions] ${incoming.method} ${incoming.url}:`, error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { "content-type": "application/json" });
      outgoing.end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
