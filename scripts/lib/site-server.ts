/**
 * The production build and the functions on one warm node:http server, for the end-to-end flow
 * tests: netlify-cli's emulator imports a function's bundle in a fresh worker on every call and
 * answers one call at a time (0.5–1 s each, several seconds on a loaded machine), which made the
 * suite measure the emulator. Here every function module is imported once.
 *
 * The request chain is Netlify's, in Netlify's order (as @netlify/dev composes it): a function
 * whose `config.path` matches (scripts/lib/function-routes.ts), then netlify.toml's redirects and
 * rewrites (Netlify's own parser and matcher, @netlify/redirects), then the static files of dist/
 * (@netlify/static) with netlify.toml's headers (@netlify/headers), then the 404 page. A body over
 * 6 MB is answered 413 as netlify-cli does (body-limit.mjs). The platform itself (netlify serve's
 * headers, zips, limit) stays checked against `netlify serve` by the platform e2e files.
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { HeadersHandler } from "@netlify/headers";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";
import { LIMIT_BYTES, READS_BODY, refuseTooLarge } from "./body-limit.mjs";
import {
  callResolved,
  headersOf,
  resolveFunction,
  toRequest,
  writeResponse,
  type FunctionModule,
} from "./function-routes";

export interface SiteServerOptions {
  /** The project folder (netlify.toml); the build is its dist/. */
  root?: string;
  port?: number;
  /** Called after each function call (path, status, ms): the suite's call counts. */
  onFunctionCall?: (line: string) => void;
}

/** The whole body, or undefined when it passed the limit (then 413 was answered and the rest is drained). */
function readBody(incoming: http.IncomingMessage, outgoing: http.ServerResponse): Promise<Buffer | undefined> {
  if (Number(incoming.headers["content-length"]) > LIMIT_BYTES) {
    refuseTooLarge(outgoing);
    incoming.resume();
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    incoming.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > LIMIT_BYTES) {
        refuseTooLarge(outgoing);
        resolve(undefined);
      } else chunks.push(chunk);
    });
    incoming.on("end", () => resolve(received > LIMIT_BYTES ? undefined : Buffer.concat(chunks)));
    incoming.on("error", reject);
  });
}

export async function startSiteServer(
  modules: Readonly<Record<string, FunctionModule>>,
  options: SiteServerOptions = {},
): Promise<{ port: number; close(): Promise<void> }> {
  const root = path.resolve(options.root ?? ".");
  const dist = path.join(root, "dist");
  const configPath = path.join(root, "netlify.toml");
  const redirects = new RedirectsHandler({
    configPath,
    configRedirects: [],
    jwtRoleClaim: "",
    jwtSecret: "",
    projectDir: root,
    publicDir: dist,
  });
  const headers = new HeadersHandler({ configPath, projectDir: root, publishDir: "dist", logger: console });
  const statics = new StaticHandler({ directory: dist });

  /** A static file of dist/ (or undefined), with the headers netlify.toml gives `headerPath`, and `status`. */
  async function staticFile(request: Request, headerPath: URL, status = 200): Promise<Response | undefined> {
    const match = await statics.match(request);
    if (!match) return undefined;
    const file = await match.handle();
    await headers.apply(new Request(headerPath), file);
    return new Response(request.method === "HEAD" ? null : file.body, { status, headers: file.headers });
  }

  async function notFoundPage(url: URL): Promise<Response> {
    const page = new Response(await readFile(path.join(dist, "404.html")), {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
    await headers.apply(new Request(url), page);
    return page;
  }

  async function answer(incoming: http.IncomingMessage, outgoing: http.ServerResponse, url: URL) {
    const fn = resolveFunction(modules, url.pathname);
    if (fn) {
      const started = performance.now();
      const body = READS_BODY(incoming.method) ? await readBody(incoming, outgoing) : undefined;
      if (READS_BODY(incoming.method) && !body) return;
      const response = await callResolved(fn, toRequest(incoming, url, body), incoming);
      await writeResponse(outgoing, response);
      const ms = Math.round(performance.now() - started);
      options.onFunctionCall?.(`${incoming.method} ${url.pathname} ${response.status} ${ms} ms`);
      return;
    }
    const request = new Request(url, { method: incoming.method, headers: headersOf(incoming) });
    const rule = await redirects.match(request);
    if (rule) {
      const source = rule.force ? undefined : await staticFile(request, url);
      if (source) return writeResponse(outgoing, source);
      if (rule.redirect) return writeResponse(outgoing, Response.redirect(rule.target, rule.statusCode));
      const rewritten = new Request(rule.target, { method: incoming.method, headers: request.headers });
      const target = await staticFile(rewritten, rule.target, rule.statusCode || 200);
      if (target) return writeResponse(outgoing, target);
    }
    return writeResponse(outgoing, (await staticFile(request, url)) ?? (await notFoundPage(url)));
  }

  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "localhost"}`);
    answer(incoming, outgoing, url).catch((error: unknown) => {
      console.error(`[site] ${incoming.method} ${url.pathname}:`, error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { "content-type": "application/json" });
      outgoing.end(JSON.stringify({ error: "Internal error" }));
    });
  });
  // Every address (IPv4 and IPv6), as netlify serve listens: the browser may resolve localhost to either.
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
