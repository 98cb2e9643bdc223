/**
 * Calling Netlify function handlers in integration tests the way Netlify routes to them: the
 * request's path is matched against the function's own `config.path` by the router's matcher,
 * and the `:param` segments become `context.params`. A path the config does not route is a test
 * failure. The context has no `waitUntil`, so e-mail delivery has happened when a call returns.
 */
import type { Config, Context } from "@netlify/functions";
import {
  functionContext,
  resolveFunction,
  type FunctionModule as RoutedModule,
} from "../../scripts/lib/function-routes";
import { hashPassword } from "../../src/server/auth/password";
import { testDb } from "./db";

export const TEST_ORIGIN = "http://localhost:8888";

/**
 * The secret the integration tests' sessions, form tokens and customer links are signed with
 * (set for every file by database-per-file.ts; tests that forge tokens sign with it too).
 */
export const TEST_SESSION_SECRET = "integration-test-session-secret-0123456789abcdef";

export interface FunctionModule {
  default: (request: Request, context: Context) => Promise<Response> | Response;
  config: Config;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** JSON-encoded with a JSON content type unless `rawBody` is used. */
  body?: unknown;
  rawBody?: string;
  /** A multipart/form-data body (uploads); the boundary is set by the Request. */
  form?: FormData;
  cookie?: string;
  ip?: string;
  /** Defaults to this site's origin on state-changing methods; `null` sends none. */
  origin?: string | null;
}

function paramsFor(module: FunctionModule, url: URL): Record<string, string> {
  const resolved = resolveFunction({ function: module as unknown as RoutedModule }, url.pathname);
  if (resolved) return resolved.params;
  const paths = [module.config.path ?? []].flat();
  throw new Error(`${url.pathname} is not routed to this function (config.path: ${paths.join(", ")})`);
}

/**
 * A fresh client address on each call (`net.1`, `net.2`, … wrapping after 250), so a per-address or
 * per-network limit only bites where a test means it to. Each file makes its own.
 */
export function ipCounter(net: string): () => string {
  let count = 0;
  return () => `${net}.${(count++ % 250) + 1}`;
}

export async function callFunction(module: FunctionModule, path: string, options: CallOptions = {}) {
  const method = options.method ?? "GET";
  const url = new URL(path, TEST_ORIGIN);
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? (method === "GET" ? null : TEST_ORIGIN) : options.origin;
  if (origin) headers.set("origin", origin);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | FormData | undefined = options.form ?? options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(url, { method, headers, body });
  const params = paramsFor(module, url);
  const context = functionContext({ params, ip: options.ip ?? "203.0.113.10", request, waitUntil: null });
  return module.default(request, context as unknown as Context);
}

/** Call options for a plain HTML form post (form-encoded, as a browser without JavaScript sends it). */
export function formPost(fields: string | Record<string, string>): CallOptions {
  const rawBody = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return { body: undefined, rawBody, headers: { "content-type": "application/x-www-form-urlencoded" } };
}

/** A plain HTML form POST to a function, as a browser without JavaScript sends it. */
export const postForm = (
  module: FunctionModule,
  path: string,
  fields: Record<string, string>,
  options: CallOptions = {},
) => callFunction(module, path, { method: "POST", ...formPost(fields), ...options });

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The scrypt cost the integration project hashes and verifies at (database-per-file.ts); production's is 2^17. */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

/**
 * One hash per password in a test file: test users share a few passwords (hashed at the test cost
 * database-per-file.ts sets).
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createUser(user: { email: string; password: string; isAdmin: boolean }) {
  return testDb()
    .insertInto("users")
    .values({
      email: user.email,
      firstName: "Test",
      lastName: user.isAdmin ? "Admin" : "Visitor",
      isAdmin: user.isAdmin,
      passwordHash: await hashOnce(user.password),
    })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
}

/** Signs a user in through POST /api/login and returns the session as a Cookie header. */
export async function signInCookie(credentials: { email: string; password: string }, ip: string): Promise<string> {
  const adminApi = await import("../../functions/admin.mts");
  const response = await callFunction(adminApi, "/api/login", { method: "POST", body: credentials, ip });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return cookieHeader(response);
}
