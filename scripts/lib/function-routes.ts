/**
 * Our Netlify Functions outside netlify-cli: find the function serving a URL path by the routes
 * in their `config.path` (so callers need no file names and cover functions as they are added),
 * build the context Netlify passes, and serve them on a plain node:http server. The benchmarks
 * use the server because netlify-cli's local function emulation costs 1–2 s per call and runs
 * calls one at a time, which would measure the emulator rather than our code.
 */
import { readdir } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type FunctionHandler = (request: Request, context: unknown) => Promise<Response> | Response;

export interface FunctionModule {
  default: FunctionHandler;
  config?: { path?: string | string[]; schedule?: string };
}

/** Netlify route pattern ("/api/blog/posts/:slug", "/api/admin/*") → RegExp with named params. */
export function routeRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) =>
      part.startsWith(":")
        ? `(?<${part.slice(1).replace(/\?$/, "")}>[^/]+)`
        : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*"),
    )
    .join("/");
  return new RegExp(`^${source}/?$`);
}

export interface ResolvedFunction {
  file: string;
  handler: FunctionHandler;
  params: Record<string, string>;
}

/** The function whose route matches `urlPath`, with the route params, or undefined. */
export function resolveFunction(
  modules: Readonly<Record<string, FunctionModule>>,
  urlPath: string,
): ResolvedFunction | undefined {
  for (const [file, module] of Object.entries(modules)) {
    const routes = module.config?.path;
    for (const route of Array.isArray(routes) ? routes : routes ? [routes] : []) {
      const match = routeRegExp(route).exec(urlPath);
      if (match) return { file, handler: module.default, params: { ...match.groups } };
    }
  }
  return undefined;
}

let requestCount = 0;

/** The parts of Netlify's Functions v2 `Context` that handlers read. */
export function functionContext(options: { params: Record<string, string>; ip?: string; siteUrl?: string }) {
  requestCount += 1;
  return {
    params: options.params,
    ip: options.ip ?? "127.0.0.1",
    requestId: `local-${requestCount}`,
    cookies: { get: () => undefined, set: () => undefined, delete: () => undefined },
    geo: {},
    site: { url: options.siteUrl },
    // Background work after the response (e.g. sending queued e-mail) is awaited nowhere here.
    waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined),
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

/** Serves the functions on 127.0.0.1 (free port); 404 JSON for routes no function serves. */
export async function serveFunctions(
  modules: Readonly<Record<string, FunctionModule>>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (incoming, outgoing) => {
    try {
      const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "127.0.0.1"}`);
      const target = resolveFunction(modules, url.pathname);
      if (!target) {
        outgoing.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
      const request = new Request(url, {
        method: incoming.method,
        headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
        ),
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      const response = await target.handler(
        request,
        functionContext({ params: target.params, ip: incoming.socket.remoteAddress, siteUrl: url.origin }),
      );
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      outgoing.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
