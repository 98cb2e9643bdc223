import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./errors";

const withCode = (code: string, message = "driver error") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each(["57P01", "57P02", "57P03", "08006", "ECONNRESET", "EPIPE", "ECONNREFUSED"])(
    "recognises code %s (the server died, is restarting or refused us)",
    (code) => expect(isDatabaseUnavailable(withCode(code))).toBe(true),
  );

  it.each([
    "Connection terminated unexpectedly",
    "terminating connection due to unexpected postmaster exit",
    "terminating connection due to administrator command",
    "Client has encountered a connection error and is not queryable",
    "the database system is in recovery mode",
    "the database system is starting up",
  ])("recognises the message %j", (message) => expect(isDatabaseUnavailable(new Error(message))).toBe(true));

  it("looks through causes and aggregates", () => {
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: withCode("ECONNRESET") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], "all failed"))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(undefined))).toBe(true);
  });

  it("leaves query errors alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable("ECONNRESET")).toBe(false);
  });
});
