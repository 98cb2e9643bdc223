/**
 * The database check's reuse of a success (issue 11), on a controlled clock: reused for
 * DATABASE_CHECK_CACHE_MS and no longer, failures never reused, concurrent checks share one query.
 * The integration tests (health.test.ts, faults.test.ts) forget the success instead of waiting
 * the interval out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/schema";
import { pingDatabase } from "./health.repository";
import { checkDatabase, DATABASE_CHECK_CACHE_MS, forgetDatabaseCheck } from "./health.service";

vi.mock("./health.repository", () => ({ pingDatabase: vi.fn(async () => undefined) }));

const db = {} as Db;
const ping = vi.mocked(pingDatabase);
let now = 1_000;

beforeEach(() => {
  forgetDatabaseCheck();
  ping.mockClear();
  now = 1_000;
  vi.spyOn(performance, "now").mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

describe("the database check", () => {
  it("reuses a success for DATABASE_CHECK_CACHE_MS, then asks the database again", async () => {
    const first = await checkDatabase(db);
    now += DATABASE_CHECK_CACHE_MS - 1;
    expect(await checkDatabase(db)).toBe(first);
    expect(ping).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await checkDatabase(db)).not.toBe(first);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it("never reuses a failure: the next check asks again", async () => {
    ping.mockRejectedValueOnce(new Error("connection refused"));
    await expect(checkDatabase(db)).rejects.toThrow("connection refused");
    await expect(checkDatabase(db)).resolves.toMatchObject({ status: "ok" });
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it("lets concurrent checks share one query, and forgets a success when told", async () => {
    const [a, b] = await Promise.all([checkDatabase(db), checkDatabase(db)]);
    expect(a).toBe(b);
    expect(ping).toHaveBeenCalledTimes(1);
    forgetDatabaseCheck();
    await checkDatabase(db);
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
