/**
 * The database check's reuse of a success (issue 11), on a controlled clock: reused for
 * DATABASE_CHECK_CACHE_MS and no longer, failures never reused, concurrent checks share one query.
 * The integration tests (health.test.ts, faults.test.ts) forget the success instead of waiting
 * the interval out.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
} from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/schema";
import { checkDatabase, DATABASE_CHECK_CACHE_MS, forgetDatabaseCheck } from "./health.service";

/** A database that answers every query with no rows, counts them, and can refuse the next one. */
class CountingDriver extends DummyDriver {
  queries = 0;
  refuseNext: Error | undefined;

  override acquireConnection(): Promise<DatabaseConnection> {
    const connection: DatabaseConnection = {
      executeQuery: () => {
        this.queries += 1;
        const refusal = this.refuseNext;
        this.refuseNext = undefined;
        return refusal ? Promise.reject(refusal) : Promise.resolve({ rows: [] });
      },
      streamQuery: () => {
        throw new Error("not used");
      },
    };
    return Promise.resolve(connection);
  }
}

const driver = new CountingDriver();
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
let now = 1_000;

beforeEach(() => {
  forgetDatabaseCheck();
  driver.queries = 0;
  now = 1_000;
  vi.spyOn(performance, "now").mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

describe("the database check", () => {
  it("reuses a success for DATABASE_CHECK_CACHE_MS, then asks the database again", async () => {
    const first = await checkDatabase(db);
    now += DATABASE_CHECK_CACHE_MS - 1;
    expect(await checkDatabase(db)).toBe(first);
    expect(driver.queries).toBe(1);
    now += 1;
    expect(await checkDatabase(db)).not.toBe(first);
    expect(driver.queries).toBe(2);
  });

  it("never reuses a failure: the next check asks again", async () => {
    driver.refuseNext = new Error("connection refused");
    await expect(checkDatabase(db)).rejects.toThrow("connection refused");
    await expect(checkDatabase(db)).resolves.toMatchObject({ status: "ok" });
    expect(driver.queries).toBe(2);
  });

  it("lets concurrent checks share one query, and forgets a success when told", async () => {
    const [a, b] = await Promise.all([checkDatabase(db), checkDatabase(db)]);
    expect(a).toBe(b);
    expect(driver.queries).toBe(1);
    forgetDatabaseCheck();
    await checkDatabase(db);
    expect(driver.queries).toBe(2);
  });
});
