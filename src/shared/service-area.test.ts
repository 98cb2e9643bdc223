import { describe, expect, it } from "vitest";
import { serviceAreaAnswer } from "./service-area";

describe("the service-area answer", () => {
  it("says yes to a listed town by name (any case, with or without the state) or ZIP", () => {
    for (const asked of ["Montclair", "  montclair ", "Montclair, NJ", "07042", "07043", "07042-1234"]) {
      expect(serviceAreaAnswer(asked), asked).toEqual({
        kind: "served",
        place: "Montclair",
        county: "Essex",
        state: "NJ",
      });
    }
    expect(serviceAreaAnswer("short hills")).toMatchObject({ kind: "served", place: "Short Hills" });
  });

  it("says yes to a county of either state", () => {
    expect(serviceAreaAnswer("Westchester County")).toMatchObject({
      kind: "served",
      county: "Westchester",
      state: "NY",
    });
    expect(serviceAreaAnswer("morris")).toMatchObject({ kind: "served", county: "Morris", state: "NJ" });
  });

  it("asks rather than refuses for anything else, and waits for input when empty", () => {
    expect(serviceAreaAnswer("Cape May")).toEqual({ kind: "ask", asked: "Cape May" });
    expect(serviceAreaAnswer("10001")).toEqual({ kind: "ask", asked: "10001" });
    expect(serviceAreaAnswer("   ")).toEqual({ kind: "empty" });
  });
});
