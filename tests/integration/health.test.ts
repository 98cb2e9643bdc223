import { describe, expect, it } from "vitest";
import siteApi from "../../functions/site-api.mts";
import { freePort } from "../../scripts/lib/ports";
import { forgetDatabaseCheck } from "../../src/server/health/health.service";

const call = (path = "/api/health", method = "GET") =>
  siteApi(new Request(`http://localhost${path}`, { method }), {} as never);

async function withUnreachableDatabase<T>(work: () => Promise<T>): Promise<T> {
  const original = process.env.DATABASE_URL;
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/nowhere`;
  try {
    return await work();
  } finally {
    process.env.DATABASE_URL = original;
  }
}

// Deliberate change (issue 11): /api/health is liveness only; the database round trip moved to
// /api/health/db, whose success is cached for DATABASE_CHECK_CACHE_MS.
describe("GET /api/health (liveness)", () => {
  it("answers 200 without touching the database, even when it is unreachable", async () => {
    const response = await withUnreachableDatabase(() => call());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses other methods with 405", async () => {
    const response = await call("/api/health", "POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});

describe("GET /api/health/db", () => {
  it("answers 200 with the database round-trip time", async () => {
    const response = await call("/api/health/db");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { roundTripMs: number } };
    expect(body.status).toBe("ok");
    expect(body.database.roundTripMs).toBeGreaterThan(0);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("reuses a recent success instead of querying again", async () => {
    const first = (await (await call("/api/health/db")).json()) as { database: { checkedAt: string } };
    const second = (await (await call("/api/health/db")).json()) as { database: { checkedAt: string } };
    expect(second.database.checkedAt).toBe(first.database.checkedAt);
  });

  it("answers 503 with a JSON message, not a stack trace, when the database is unreachable", async () => {
    // As if DATABASE_CHECK_CACHE_MS had passed since the success above (the expiry: health.service.test.ts).
    forgetDatabaseCheck();
    const response = await withUnreachableDatabase(() => call("/api/health/db"));
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/temporarily unavailable/);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);
  });
});
