/**
 * Issue 33, finding 10 (the parts about the customer's links): the booking, proposal and
 * unsubscribe limits count the IPv6 /48 as the lead forms do; the booking cookie is `__Host-`
 * prefixed; a malformed percent-escape in `/proposal/…` or `/book/…` is a 400 from our own code
 * (the functions' router, and the guard loaded into netlify-cli), never a 500 or a stack trace.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as customerLinks from "../../functions/customer.mts";
import { enforceBookingRateLimit } from "../../src/server/booking/booking-rate-limit";
import { BOOKING_COOKIE } from "../../src/server/booking/booking-token";
import { enforceUnsubscribeRateLimit } from "../../src/server/follow-ups/unsubscribe-page";
import { enforceProposalRateLimit } from "../../src/server/proposals/proposal-rate-limit";
import { RATE_LIMITS } from "../../src/server/rate-limits/rate-limits";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, cookieHeader, type FunctionModule } from "../support/functions";
import { postContact, validContact } from "../support/leads";

const customerFn = customerLinks as unknown as FunctionModule;
const MALFORMED = ["%E0%A4%A", "%", "%ZZ", "abc%C3%28", "%ED%A0%80"];

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
});

afterAll(() => vi.restoreAllMocks());

/** Counts `hits` requests of one page limit, each from its own /64 of the /48 `site`. */
async function spreadOver64s(
  enforce: (db: ReturnType<typeof testDb>, ip: string) => Promise<void>,
  site: string,
  hits: number,
) {
  const refused: number[] = [];
  for (let start = 0; start < hits; start += 40) {
    const batch = Array.from({ length: Math.min(40, hits - start) }, (_, offset) => start + offset);
    const results = await Promise.allSettled(batch.map((n) => enforce(testDb(), `${site}:${(n + 1).toString(16)}::1`)));
    results.forEach((result, index) => result.status === "rejected" && refused.push(batch[index]!));
  }
  return refused;
}

describe("the customer pages' limits", () => {
  it.each([
    ["booking", enforceBookingRateLimit, RATE_LIMITS.bookingPages, "/book/q1.x", "2001:db8:a1"],
    ["proposal", enforceProposalRateLimit, RATE_LIMITS.proposalPages, "/proposal/not-a-token", "2001:db8:a2"],
    [
      "unsubscribe",
      enforceUnsubscribeRateLimit,
      RATE_LIMITS.unsubscribePages,
      "/unsubscribe/not-a-token",
      "2001:db8:a3",
    ],
  ] as const)(
    "count the IPv6 /48 of the %s page, so hopping /64s stops at its limit",
    async (_, enforce, limit, path, site) => {
      const wide = limit.max.wideNetwork();
      expect(wide).toBeGreaterThan(limit.max.network());
      // Every /64 stays far under its own limit; together they use up the /48's.
      expect(await spreadOver64s(enforce, site, wide)).toEqual([]);
      const next = await callFunction(customerFn, path, { ip: `${site}:ffff::1` });
      expect(next.status).toBe(429);
      expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(0);
      const elsewhere = await callFunction(customerFn, path, { ip: `${site.replace("db8", "db9")}:ffff::1` });
      expect(elsewhere.status).not.toBe(429);
    },
  );
});

describe("the booking cookie", () => {
  it("is __Host- prefixed: Secure, Path=/, no Domain, HttpOnly", async () => {
    const response = await postContact(validContact({ email: "cookie-prefix@example.com" }), {
      userAgent: "Mozilla/5.0 (cookie test)",
    });
    expect(response.status).toBe(201);
    expect(BOOKING_COOKIE.startsWith("__Host-")).toBe(true);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__Host-"))!;
    expect(cookie).toBeDefined();
    const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["secure", "path=/", "httponly"]));
    expect(attributes.some((part) => part.startsWith("domain="))).toBe(false);
    expect(cookieHeader(response)).toContain("__Host-");
  });
});

describe("a malformed percent-escape", () => {
  it.each(MALFORMED)("in /proposal/… and /book/… (%s) is a 400 from our router", async (escape) => {
    for (const path of [
      `/proposal/${escape}`,
      `/book/${escape}`,
      `/book/${escape}/cancel`,
      `/proposal/${escape}/accept`,
    ]) {
      const method = path.endsWith("/cancel") || path.endsWith("/accept") ? "POST" : "GET";
      const response = await callFunction(customerFn, path, { method, ip: "192.0.2.200" });
      expect(response.status, path).toBe(400);
      const body = await response.text();
      expect(body).toContain("malformed percent-escape");
      expect(body).not.toMatch(/node_modules|\/work\/|at .+:\d+:\d+/);
    }
  });

  it("is a 400 from the guard netlify-cli loads, before its own router sees it", async () => {
    const seen: string[] = [];
    await import("../../scripts/lib/netlify-body-guard.mjs");
    // The guard wraps netlify-cli's proxy listener, which is passed as a bound `onRequest`.
    function onRequest(request: http.IncomingMessage, response: http.ServerResponse) {
      seen.push(request.url ?? "");
      response.end("proxied");
    }
    const server = http.createServer(onRequest.bind({}));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const escape of MALFORMED) {
        const response = await fetch(`http://127.0.0.1:${port}/book/${escape}`);
        expect(response.status).toBe(400);
        expect(await response.text()).toContain("malformed percent-escape");
      }
      expect((await fetch(`http://127.0.0.1:${port}/book/q1.ok`)).status).toBe(200);
      expect(seen).toEqual(["/book/q1.ok"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
