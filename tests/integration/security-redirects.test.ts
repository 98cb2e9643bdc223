/**
 * Security: the return path after sign-in never leaves the site nor /admin, whatever `next` says.
 * Tried both ways an attacker can hand one to an admin: GET /api/login with a live session, and
 * the sign-in page's plain form post.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { callFunction, cookieHeader, createUser, formPost, TEST_ORIGIN } from "../support/functions";

const admin = { email: "redirects@alpine.test", password: "correct horse battery staple", isAdmin: true };
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter % 250}`;
let session = "";

beforeAll(async () => {
  await createUser(admin);
  const response = await callFunction(adminApi, "/api/login", { method: "POST", body: admin, ip: freshIp() });
  expect(response.status).toBe(200);
  session = cookieHeader(response);
});

const signedInGet = (next: string) =>
  callFunction(adminApi, `/api/login?${new URLSearchParams({ next }).toString()}`, { cookie: session });

const signInByForm = (next: string) =>
  callFunction(adminApi, "/api/login", {
    method: "POST",
    ...formPost({ email: admin.email, password: admin.password, next }),
    ip: freshIp(),
  });

/** What a browser does with the Location: strip TAB/CR/LF (the URL parser does), then resolve it. */
function expectStaysInAdmin(location: string | null) {
  expect(location).not.toBeNull();
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  expect(location).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
  const target = new URL(location!, TEST_ORIGIN);
  expect(target.origin).toBe(TEST_ORIGIN);
  expect(target.pathname === "/admin" || target.pathname.startsWith("/admin/")).toBe(true);
}

const hostile: [string, string][] = [
  ["TAB", "/\t/evil.example/x"],
  ["CR", "/\r/evil.example/x"],
  ["LF", "/\n/evil.example/x"],
  ["TAB inside /admin", "/admin/\t/x"],
  ["a C1 control", "/admin/\u0085x"],
  ["backslash", "/\\evil.example"],
  ["backslash after /admin", "/admin\\..\\..\\\\evil.example"],
  ["encoded slash", "/%2Fevil.example"],
  ["encoded slash in /admin", "/admin/..%2F..%2F%2Fevil.example"],
  ["encoded backslash", "/admin/%5C%5Cevil.example"],
  ["encoded TAB", "/admin/%09/evil.example"],
  ["dot segments", "/admin/../..//evil.example"],
  ["encoded dot segments", "/admin/%2e%2e/%2e%2e//evil.example"],
  ["absolute URL", "https://evil.example/admin"],
  ["scheme-only URL", "https:evil.example/admin"],
  ["javascript URL", "javascript:alert(1)"],
  ["protocol-relative", "//evil.example/admin"],
  ["a path outside /admin", "/blog"],
  ["a lookalike prefix", "/administrator"],
  ["credentials trick", "/admin@evil.example"],
];

const ways = [
  { name: "GET /api/login with an admin session", call: signedInGet, status: 302, runs: 300 },
  // Each form post checks the password (scrypt), so fewer random runs.
  { name: "the sign-in form post", call: signInByForm, status: 303, runs: 15 },
];

const piece = fc.constantFrom(
  ..."/ \\ \t \r \n \u0000 \u0085 . .. %2f %5C %2e %09 admin evil.example : @ ? # http: https:// % é".split(" "),
  " ",
);
const randomNext = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
);

describe.each(ways)("$name", ({ call, status, runs }) => {
  it.each(hostile)("refuses %s and goes to /admin", async (_name, next) => {
    const response = await call(next);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("keeps a genuine admin path, query and fragment", async () => {
    const response = await call("/admin/quotes?status=new#top");
    expect(response.headers.get("location")).toBe("/admin/quotes?status=new#top");
  });

  it("property: no random next produces a Location off the site or outside /admin", async () => {
    await fc.assert(
      fc.asyncProperty(randomNext, async (value) => {
        expectStaysInAdmin((await call(value)).headers.get("location"));
      }),
      { numRuns: runs },
    );
  }, 120_000);
});
