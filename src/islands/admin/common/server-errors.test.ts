import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api";
import { showAllServerErrors, showServerErrors } from "./server-errors";

const answer400 = new ApiError(
  400,
  JSON.stringify({ error: "invalid", fields: { terms: "Too long", other: "No" } }),
  "",
);

const collect = (show: (set: (name: string, message: string) => void) => void) => {
  const shown: [string, string][] = [];
  show((name, message) => shown.push([name, message]));
  return shown;
};

describe("server field errors onto a form", () => {
  it("copies only the named fields the server has a message for", () => {
    expect(collect((set) => showServerErrors(answer400, ["terms", "warranty"], set))).toEqual([["terms", "Too long"]]);
  });

  it("copies every field message the server names", () => {
    expect(collect((set) => showAllServerErrors(answer400, set))).toEqual([
      ["terms", "Too long"],
      ["other", "No"],
    ]);
  });

  it("shows nothing for an error that is not an API answer with fields", () => {
    expect(collect((set) => showServerErrors(new Error("offline"), ["terms"], set))).toEqual([]);
    expect(collect((set) => showAllServerErrors(new ApiError(500, "", "Server Error"), set))).toEqual([]);
  });
});
