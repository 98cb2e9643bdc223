import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  badgeColors,
  categoryBadgeLook,
  contrastRatio,
  formatPublishedDate,
  isSearchableTerm,
  readingTimeFromLength,
} from "./blog";
import { DEFAULT_CATEGORY_COLOR } from "./site";

describe("badgeColors", () => {
  it("uses the default colour when a category has none or an invalid one", () => {
    expect(badgeColors(null).background).toBe(DEFAULT_CATEGORY_COLOR);
    expect(badgeColors("red").background).toBe(DEFAULT_CATEGORY_COLOR);
  });

  it("picks the text colour with the higher contrast, ≥4.5:1 for the seeded and default colours", () => {
    for (const color of ["#1d4ed8", "#9a3412", "#047857", "#6d28d9", "#0f766e", DEFAULT_CATEGORY_COLOR]) {
      const { background, text } = badgeColors(color);
      expect(contrastRatio(background, text), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("always picks the better of white and ink text, for any colour", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const color = `#${n.toString(16).padStart(6, "0")}`;
        const { background, text } = badgeColors(color);
        const other = text === "#ffffff" ? "#111827" : "#ffffff";
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(contrastRatio(background, other));
        // The better of white and near-black always clears 4.2:1 (the worst case is a mid grey).
        expect(contrastRatio(background, text)).toBeGreaterThan(4.2);
      }),
    );
  });
});

describe("blog helpers", () => {
  it("computes reading time as content length / 1000, rounded up, at least 1", () => {
    expect(readingTimeFromLength(0)).toBe(1);
    expect(readingTimeFromLength(1000)).toBe(1);
    expect(readingTimeFromLength(1001)).toBe(2);
  });

  it("formats dates in long US form, or 'Draft' when there is none", () => {
    expect(formatPublishedDate("2024-02-14T14:00:00Z")).toBe("February 14, 2024");
    expect(formatPublishedDate(null)).toBe("Draft");
  });

  it("asks the server only for terms longer than 2 characters", () => {
    expect(isSearchableTerm("ab")).toBe(false);
    expect(isSearchableTerm("  ab  ")).toBe(false);
    expect(isSearchableTerm("abc")).toBe(true);
    expect(isSearchableTerm("x".repeat(101))).toBe(false);
  });
});

describe("categoryBadgeLook", () => {
  it("puts the category colour behind the higher-contrast text", () => {
    expect(categoryBadgeLook("#fef3c7")).toMatchObject({ background: "#fef3c7" });
    expect(categoryBadgeLook("#fef3c7").className).toContain("text-[#111827]");
    expect(categoryBadgeLook("#1e3a8a").className).toContain("text-white");
    expect(categoryBadgeLook(null).background).toBe("#3b82f6");
  });
});
