import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLUG_PATTERN } from "../blog";
import { slugFromTitle } from "./blog-post";

describe("slugFromTitle", () => {
  it.each([
    ["Slate Roof Maintenance: A Seasonal Guide", "slate-roof-maintenance-a-seasonal-guide"],
    ["  Welsh vs. Vermont -- which lasts?  ", "welsh-vs-vermont-which-lasts"],
    ["100+ Year Roofs", "100-year-roofs"],
    ["Copper & Flashing", "copper-flashing"],
  ])("%j → %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("always yields a valid slug or an empty string", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const slug = slugFromTitle(title);
        expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
      }),
    );
  });
});
