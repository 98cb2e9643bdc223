/**
 * Admin API tests' shared steps: signing in through the real sign-in route, an admin and a
 * non-admin signed in (401 without a cookie, 403 for the non-admin, the admin's cookie for the
 * rest), and a quote or a contact to work on.
 */
import { expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { NewContactSubmission } from "../../src/server/db/schema";
import { testDb } from "./db";
import { callFunction, cookieHeader, createUser } from "./functions";
import { SAMPLE_QUOTE } from "../../scripts/lib/sample-quote";

let signIns = 0;

/** Signs in (each time from a new IP, so sign-in throttling never bites) and returns the Cookie header. */
export async function signIn(credentials: { email: string; password: string }): Promise<string> {
  signIns += 1;
  const ip = `10.0.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`;
  const response = await callFunction(adminApi, "/api/login", { method: "POST", body: credentials, ip });
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

export interface TestCredentials {
  email: string;
  password: string;
  isAdmin: boolean;
}

export interface AdminSessions {
  adminCookie: string;
  visitorCookie: string;
  /** The admin's credentials (to sign in again, or to find the admin's e-mail in a row) and id. */
  admin: TestCredentials;
  adminId: string;
  visitor: TestCredentials;
}

/** Creates both users under `tag` (unique per file) and signs each in. */
export async function adminSessions(tag: string): Promise<AdminSessions> {
  const admin = { email: `${tag}-admin@alpine.test`, password: "a long admin passphrase", isAdmin: true };
  const visitor = { email: `${tag}-visitor@alpine.test`, password: "a long visitor passphrase", isAdmin: false };
  const adminId = (await createUser(admin)).id;
  await createUser(visitor);
  return { adminCookie: await signIn(admin), visitorCookie: await signIn(visitor), admin, adminId, visitor };
}

/** A quote as the quote form would store it, with any column overridden. */
export async function insertQuote(overrides: Record<string, unknown> = {}) {
  return testDb()
    .insertInto("quotes")
    .values({
      ...SAMPLE_QUOTE,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A contact submission as the contact form would store it, with any column overridden. */
export async function insertContact(overrides: Partial<NewContactSubmission> = {}) {
  return testDb()
    .insertInto("contactSubmissions")
    .values({ firstName: "Ada", lastName: "Bell", email: "ada@example.com", message: "A plain enquiry.", ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Every route answers 401 (`{ error: "Unauthorized" }`) without a session and 403 to a signed-in
 * non-admin, and changes nothing that `snapshot` reads. `visitorCookie` is read when the test runs.
 */
export function itRefusesOutsiders<Route extends { name: string }>(
  routes: readonly Route[],
  call: (route: Route, options?: { cookie?: string }) => Promise<Response>,
  visitorCookie: () => string,
  snapshot: () => Promise<unknown>,
): void {
  const cases = routes.map((route) => [route.name, route] as const);
  it.each(cases)("%s without a session: 401", async (_name, route) => {
    const before = await snapshot();
    const response = await call(route);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
    expect(await snapshot()).toEqual(before);
  });
  it.each(cases)("%s for a non-admin: 403", async (_name, route) => {
    const before = await snapshot();
    expect((await call(route, { cookie: visitorCookie() })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
}
