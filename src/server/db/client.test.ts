import { describe, expect, it } from "vitest";
import { DEFAULT_EMBEDDED_PG_PORT, embeddedPgPort } from "./client";

describe("embeddedPgPort", () => {
  it("is 54329 unless EMBEDDED_PG_PORT names another port", () => {
    expect(embeddedPgPort(undefined)).toBe(DEFAULT_EMBEDDED_PG_PORT);
    expect(embeddedPgPort("")).toBe(54329);
    expect(embeddedPgPort("54400")).toBe(54400);
  });

  it("refuses a value that is not a port, naming the variable", () => {
    expect(() => embeddedPgPort("postgres")).toThrow(/EMBEDDED_PG_PORT must be a port number/);
    expect(() => embeddedPgPort("70000")).toThrow(/EMBEDDED_PG_PORT/);
  });
});
