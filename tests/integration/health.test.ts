import { describe, expect, it } from "vitest";
import health from "../../functions/health.mts";
import { freePort } from "../../scripts/lib/ports";

const call = (method = "GET") => health(new Request("http://localhost/api/health", { method }), {} as never);

describe("GET /api/health", () => {
  it("answers 200 with the database round-trip time", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { roundTripMs: number } };
    expect(body.status).toBe("ok");
    expect(body.database.roundTripMs).toBeGreaterThan(0);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses other methods with 405", async () => {
    const response = await call("POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });

  it("answers 503 with a JSON message, not a stack trace, when the database is unreachable", async () => {
    const original = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/nowhere`;
    try {
      const response = await call();
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/temporarily unavailable/);
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);
    } finally {
      process.env.DATABASE_URL = original;
    }
  });
});
