import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
  ])("neutralises the formula %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Slate, "Vermont"\nroof')).toBe('"Slate, ""Vermont""\nroof"');
  });

  it("writes numbers, dates (business time, as spreadsheets read them) and empty values plainly", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(new Date("2026-11-23T10:00:00Z"))).toBe("2026-11-23 05:00");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and a header row, and ends each line with CRLF", () => {
    const csv = toCsv(["Name", "City"], [["José", "Montclair"]]);
    expect(csv).toBe("\uFEFFName,City\r\nJosé,Montclair\r\n");
  });
});
