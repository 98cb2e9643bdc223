import { describe, expect, it } from "vitest";
import { apiView, iso } from "./api-view";

describe("apiView", () => {
  it("answers the named columns in their order, dates as ISO text and null as null", () => {
    const row = { id: 7, at: new Date("2026-03-08T07:30:00Z"), gone: null as Date | null, secret: "x" };
    const view = apiView(row, ["at", "id", "gone"]);
    expect(JSON.stringify(view)).toBe('{"at":"2026-03-08T07:30:00.000Z","id":7,"gone":null}');
  });

  it("iso keeps a missing date null", () => {
    expect(iso(null)).toBeNull();
    expect(iso(new Date(0))).toBe("1970-01-01T00:00:00.000Z");
  });
});
