import { describe, expect, it } from "vitest";
import { smsSegments } from "./sms-segments";

describe("smsSegments", () => {
  it.each([
    ["", "GSM-7", 0, 160],
    ["Tuesday works", "GSM-7", 1, 147],
    ["a".repeat(160), "GSM-7", 1, 0],
    ["a".repeat(161), "GSM-7", 2, 145],
    ["a".repeat(306), "GSM-7", 2, 0],
    ["a".repeat(307), "GSM-7", 3, 152],
    ["€".repeat(80), "GSM-7", 1, 0],
    ["€".repeat(81), "GSM-7", 2, 143],
    ["Café à 8h", "GSM-7", 1, 151],
    ["See you Tuesday 👍", "UCS-2", 1, 70 - 18],
    ["It’s done", "UCS-2", 1, 61],
    ["é".repeat(70).replace(/é/g, "ł"), "UCS-2", 1, 0],
    ["ł".repeat(71), "UCS-2", 2, 63],
    ["屋根".repeat(67), "UCS-2", 2, 0],
  ] as const)("%j: %s, %i segments, %i left", (text, encoding, segments, remaining) => {
    expect(smsSegments(text)).toEqual({ encoding, segments, remaining });
  });

  it("never splits an emoji (two UTF-16 units) between parts", () => {
    // 66 units then an emoji: the emoji does not fit the first part's last unit.
    expect(smsSegments(`${"ł".repeat(66)}👍${"ł".repeat(10)}`)).toEqual({
      encoding: "UCS-2",
      segments: 2,
      remaining: 55,
    });
  });

  it("never splits a two-septet character between parts", () => {
    expect(smsSegments(`${"a".repeat(152)}€${"a".repeat(10)}`)).toEqual({
      encoding: "GSM-7",
      segments: 2,
      remaining: 141,
    });
  });
});
