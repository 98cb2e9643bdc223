import { parsePhoneNumberFromString } from "libphonenumber-js";
import metadata from "libphonenumber-js/metadata.min.json";
import { describe, expect, it } from "vitest";
import { US_GEOGRAPHIC_NUMBER, usTextNumber } from "./us-phone";

/** Where a person answers texts: the types a US number of a home or a mobile has. */
const PERSONAL_TYPES: readonly (string | undefined)[] = ["FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE"];

/** What libphonenumber-js itself says: the E.164 form of a valid US geographic number, else null. */
function byLibrary(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, "US");
  return parsed?.isValid() && parsed.country === "US" && PERSONAL_TYPES.includes(parsed.getType())
    ? parsed.number
    : null;
}

describe("usTextNumber", () => {
  it("carries the installed libphonenumber-js's own US pattern", () => {
    const us = (metadata as unknown as { countries: Record<string, unknown[]> }).countries.US!;
    const [[fixedLine]] = us[11] as [[string]];
    expect(US_GEOGRAPHIC_NUMBER).toBe(fixedLine);
  });

  it.each([
    ["(973) 555-0142", "+19735550142"],
    ["973.555.0142", "+19735550142"],
    ["973-555-0142", "+19735550142"],
    ["1 973 555 0142", "+19735550142"],
    ["+1 (973) 555-0142", "+19735550142"],
    ["+19735550142", "+19735550142"],
    ["(212) 555-0199", "+12125550199"],
  ])("%s → %s", (phone, e164) => {
    expect(usTextNumber(phone)).toBe(e164);
    expect(byLibrary(phone)).toBe(e164);
  });

  it.each([
    ["Canada", "+1 416 555 0142"],
    ["Puerto Rico", "(787) 555-0123"],
    ["Jamaica", "876-555-0123"],
    ["the UK", "+44 20 7946 0958"],
    ["too short", "555-0142"],
    ["toll-free", "(888) 766-3257"],
    ["an extension", "(973) 555-0142 ext. 12"],
    ["letters", "1-888-ROOF-ALP"],
  ])("refuses %s (%s)", (_, phone) => {
    expect(usTextNumber(phone)).toBeNull();
  });

  it("agrees with libphonenumber-js on every area code", () => {
    const disagreements: string[] = [];
    for (let areaCode = 200; areaCode <= 999; areaCode++) {
      const phone = `(${areaCode}) 555-0142`;
      if (usTextNumber(phone) !== byLibrary(phone)) disagreements.push(phone);
    }
    expect(disagreements).toEqual([]);
  });
});
