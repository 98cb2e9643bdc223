import { describe, expect, it } from "vitest";
import { editDistance, suggestEmail } from "./email-typos";

describe("suggestEmail", () => {
  it.each([
    ["ann@gmial.con", "ann@gmail.com"],
    ["ann@yaho.com", "ann@yahoo.com"],
    ["ann@hotmial.com", "ann@hotmail.com"],
    ["ann@gmail", "ann@gmail.com"],
    ["ann@yahoo", "ann@yahoo.com"],
    ["Ann.Lee@Optonlin.net", "Ann.Lee@optonline.net"],
    ["ann@aol.co", "ann@aol.com"],
    ["ann@comcast.nte", "ann@comcast.net"],
    ["ann@slateroofing.con", "ann@slateroofing.com"],
  ])("suggests %s → %s", (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    "ann@gmail.com",
    "ann@mac.com",
    "ann@me.com",
    "ann@example.com",
    "ann@montclair.k12.nj.us",
    "ann@co.uk",
    "ann",
    "@gmail.con",
    "ann@",
  ])("leaves %s alone", (typed) => {
    expect(suggestEmail(typed)).toBeUndefined();
  });
});

describe("editDistance", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("gmial", "gmail")).toBe(1);
    expect(editDistance("gmial.con", "gmail.com")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });
});
