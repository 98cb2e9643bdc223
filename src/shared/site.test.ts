import { describe, expect, it } from "vitest";
import { addressLine, countiesLine, registrationLine, serviceAreas, site } from "./site";

const newJersey = serviceAreas.find((area) => area.code === "NJ")!;

describe("service areas", () => {
  it("serve Essex County, with Montclair and Short Hills, in New Jersey (issue 25)", () => {
    expect(newJersey.counties).toContain("Essex");
    const essexTowns = newJersey.towns.filter((town) => town.county === "Essex").map((town) => town.name);
    expect(essexTowns).toEqual(expect.arrayContaining(["Montclair", "Short Hills"]));
    expect(countiesLine(newJersey)).toMatch(/^Morris, Essex, .* counties$/);
  });

  it("name no town whose county is not served, and no county or town twice", () => {
    for (const area of serviceAreas) {
      for (const town of area.towns) expect(area.counties, `${town.name}, ${area.code}`).toContain(town.county);
      expect(new Set(area.counties).size).toBe(area.counties.length);
      expect(new Set(area.towns.map((town) => town.name)).size).toBe(area.towns.length);
    }
  });
});

describe("facts the owner sets", () => {
  it("the NJ contractor registration has the state's form, and the stand-in number says it is one", () => {
    expect(site.registration.number).toMatch(/^13VH\d{8}$/);
    expect(site.registration.placeholder).toBe(site.registration.number === "13VH00000000");
    expect(registrationLine).toBe(`NJ Home Improvement Contractor Reg. No. ${site.registration.number}`);
  });

  it("the street address reads as one line, and a stand-in street says it is one", () => {
    expect(addressLine).toBe(`${site.address.street}, Morristown, NJ 07960`);
    expect(site.address.placeholder).toBe(site.address.street.startsWith("["));
  });

  it("the reviews behind the rating have a public https address", () => {
    expect(new URL(site.reviews.url).protocol).toBe("https:");
    expect(site.reviews.url).toContain(encodeURIComponent(site.name));
  });
});
