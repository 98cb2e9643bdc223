/**
 * The one place that matches requests to routes. Each function file declares a table
 * `{ "GET /api/blog/posts/:slug": handler, "GET|HEAD /api/x": handler }` and exports
 * `default: router(routes, config)`. Netlify reads `config.path` from the source without running
 * it, so it must stay a literal list; `router` refuses to load when that list is not exactly the
 * table's paths, so Netlify's routing and ours cannot drift apart. The router answers 404 and 405 (with `Allow`) itself, opens one
 * database scope per request that guards and handlers share, and runs after-response work (e-mail
 * delivery) inside that scope.
 *
 * netlify-cli (dev and serve) emulates the CDN's static-file lookup even for functions: a
 * function's 404 is replayed as `…/x.html`, `…/x.htm` and `…/x/index.html`, the last one with no
 * params. Stripping that suffix once makes each replay answer exactly as the original request.
 */
import { withDb } from "../db/client";
import { assertProductionConfig } from "../env";
import type { Db } from "../db/schema";
import { errorResponse, methodNotAllowed, toErrorResponse, withSecurityHeaders } from "./respond";

/** The parts of Netlify's function context the routes read; tests and scripts build their own. */
export interface PlatformContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  cookies?: { get(name: string): string | undefined };
}

export interface RouteRequest {
  request: Request;
  /** The `:name` segments of the matched path, as sent (still URL-encoded). */
  params: Readonly<Record<string, string>>;
  platform: PlatformContext;
  /** The request's one database scope. */
  db: Db;
  /** Runs `task` after the response is sent, within the request's database scope. */
  afterResponse(task: () => Promise<unknown>): void;
}

export type RouteHandler = (route: RouteRequest) => Promise<Response> | Response;
/** `"METHOD /path/:param"` (several methods joined by `|`) → handler. */
export type RouteTable = Readonly<Record<string, RouteHandler>>;

interface PathRoutes {
  path: string;
  pattern: URLPattern;
  byMethod: Map<string, RouteHandler>;
}

const LOCAL_REPLAY_SUFFIX = /(\/index\.html|\.html?)$/;
export const MALFORMED_PATH = "Bad request: the address has a malformed percent-escape";

function parseKey(key: string): { methods: string[]; path: string } {
  const [methods = "", path = "", ...rest] = key.trim().split(/\s+/);
  if (!path.startsWith("/") || rest.length > 0) throw new Error(`Route "${key}" is not "METHOD /path"`);
  return { methods: methods.split("|").map((method) => method.toUpperCase()), path };
}

/** The distinct paths of a table, in order: what the function's `config.path` lists. */
export function routePaths(routes: RouteTable): `/${string}`[] {
  return [...new Set(Object.keys(routes).map((key) => parseKey(key).path as `/${string}`))];
}

/**
 * One table from the route tables of several entities (a function serves an audience). A spread
 * would let a later table silently replace a route of an earlier one; this refuses it at load.
 */
export function composeRoutes(...tables: RouteTable[]): RouteTable {
  const owners = new Map<string, number>();
  tables.forEach((table, index) => {
    for (const key of Object.keys(table)) {
      const { methods, path } = parseKey(key);
      for (const route of methods.map((method) => `${method} ${path}`)) {
        if (owners.has(route)) throw new Error(`Route "${route}" is in two tables (${owners.get(route)} and ${index})`);
        owners.set(route, index);
      }
    }
  });
  return Object.assign({}, ...tables) as RouteTable;
}

function compile(routes: RouteTable): PathRoutes[] {
  const byPath = new Map<string, PathRoutes>();
  for (const [key, handler] of Object.entries(routes)) {
    const { methods, path } = parseKey(key);
    let entry = byPath.get(path);
    if (!entry) byPath.set(path, (entry = { path, pattern: new URLPattern({ pathname: path }), byMethod: new Map() }));
    for (const method of methods) entry.byMethod.set(method, handler);
  }
  return [...byPath.values()];
}

/** Whether every percent-escape of `pathname` decodes (`%E0%A4%A` does not). */
function wellFormed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The path without netlify-cli's replay suffix and trailing slashes. */
function normalise(pathname: string): string {
  return pathname.replace(LOCAL_REPLAY_SUFFIX, "").replace(/\/+$/, "") || "/";
}

function findPath<T extends { pattern: URLPattern }>(table: readonly T[], rawPathname: string) {
  const pathname = normalise(rawPathname);
  for (const entry of table) {
    const match = entry.pattern.exec({ pathname });
    if (match) return { ...entry, params: match.pathname.groups as Record<string, string> };
  }
  return undefined;
}

/**
 * The params of the first of `paths` (a function's `config.path`) that `pathname` matches, the
 * way the router matches; for tools that pick the function serving a path (tests, bench).
 */
export function matchConfigPath(paths: readonly string[], pathname: string): Record<string, string> | undefined {
  return findPath(
    paths.map((path) => ({ pattern: new URLPattern({ pathname: path }) })),
    pathname,
  )?.params;
}

/**
 * Runs `work` in one database scope. Work queued with `afterResponse` runs after `work` answers:
 * after the response is sent where the platform offers `waitUntil`, before answering otherwise.
 */
function inRequestScope(
  platform: PlatformContext,
  work: (db: Db, later: (task: () => Promise<unknown>) => void) => Promise<Response>,
): Promise<Response> {
  const waitUntil = typeof platform.waitUntil === "function" ? platform.waitUntil.bind(platform) : undefined;
  return new Promise<Response>((resolve, reject) => {
    const scope = withDb(async (db) => {
      const tasks: (() => Promise<unknown>)[] = [];
      const response = await work(db, (task) => tasks.push(task));
      if (waitUntil) resolve(response);
      for (const task of tasks) await task();
      resolve(response);
    });
    scope.catch(reject);
    waitUntil?.(scope.catch(() => undefined));
  });
}

/** A request path the route's pattern matches: each `:param` filled with a sample value. */
function samplePath(path: string): string {
  return path.replace(/:\w+/g, "sample");
}

/**
 * Every route of the table must be served: some `config.path` (literal, `:param` or wildcard)
 * routes its path to this function, and the table's matcher finds this route for it rather than
 * an earlier, wider one.
 */
function assertReachable(routes: RouteTable, table: readonly PathRoutes[], config: { path?: string | string[] }): void {
  const declared = [config.path ?? []].flat();
  const unrouted = routePaths(routes).filter((path) => !matchConfigPath(declared, samplePath(path)));
  if (unrouted.length > 0) {
    throw new Error(`config.path [${declared.join(", ")}] routes none of [${unrouted.join(", ")}] to this function`);
  }
  for (const path of routePaths(routes)) {
    const found = findPath(table, samplePath(path));
    if (found?.path !== path)
      throw new Error(`Route ${path} is shadowed by ${found?.path ?? "nothing"}: list it earlier`);
  }
}

/** The function's handler. Loading it checks `config.path` and, in production, the environment. */
export function router(routes: RouteTable, config: { path?: string | string[] }) {
  assertProductionConfig();
  const table = compile(routes);
  assertReachable(routes, table, config);
  return async (request: Request, context?: PlatformContext): Promise<Response> => {
    const platform = context ?? {};
    try {
      const pathname = new URL(request.url).pathname;
      // A path no decoder accepts is the client's mistake, answered here rather than by a stack trace.
      if (!wellFormed(pathname)) return errorResponse(400, MALFORMED_PATH);
      const found = findPath(table, pathname);
      if (!found) return errorResponse(404, "Not found");
      const handler = found.byMethod.get(request.method.toUpperCase());
      if (!handler) return methodNotAllowed([...found.byMethod.keys()]);
      const response = await inRequestScope(platform, async (db, afterResponse) =>
        handler({ request, params: found.params, platform, db, afterResponse }),
      );
      return withSecurityHeaders(response);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
