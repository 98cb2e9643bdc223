import { describe, expect, it } from "vitest";
import { areaKey, nyLicensingAreasOf } from "./ny-licensing-areas";
import { missingContractTerms, nyLicencesFor } from "./contract-terms";
import { EMPTY_CONTRACT_SETTINGS } from "../schemas/contract-settings";

describe("New York licensing jurisdictions by ZIP", () => {
  it("finds the county or New York City a ZIP is in, both for a ZIP on a county line, none elsewhere", () => {
    expect(nyLicensingAreasOf("10601")).toEqual(["Westchester"]);
    expect(nyLicensingAreasOf(" 11501-2203")).toEqual(["Nassau"]);
    expect(nyLicensingAreasOf("11215")).toEqual(["New York City"]);
    expect(nyLicensingAreasOf("10960")).toEqual(["Rockland"]);
    expect(nyLicensingAreasOf("11001").sort()).toEqual(["Nassau", "New York City"]);
    expect(nyLicensingAreasOf("12207")).toEqual([]); // Albany: no local licence
    expect(nyLicensingAreasOf("07960")).toEqual([]);
    expect(nyLicensingAreasOf("")).toEqual([]);
    expect(nyLicensingAreasOf(null)).toEqual([]);
  });

  it("matches a licence to its place however the county is written", () => {
    expect(areaKey("Westchester County")).toBe(areaKey("Westchester"));
    expect(areaKey("NYC")).toBe(areaKey("New York City"));
    expect(areaKey("New York City (DCWP)")).toBe(areaKey("New York City"));
    const settings = { nyLicences: [{ county: "nassau county", number: "H1" }] };
    expect(nyLicencesFor(settings, "11001")).toEqual({
      licences: [{ county: "nassau county", number: "H1" }],
      missing: ["New York City"],
    });
  });

  it("names each missing licence as its own field, for New York jobs only", () => {
    const settings = { ...EMPTY_CONTRACT_SETTINGS, legalName: "L", address: "A", phone: "P" };
    const content = { startDate: "s", completionDate: "c", warranty: "w" };
    expect(Object.keys(missingContractTerms("NY", settings, content, "11001")).sort()).toEqual([
      "settings.nyLicences.Nassau",
      "settings.nyLicences.New York City",
    ]);
    expect(missingContractTerms("NY", settings, content, "12207")).toEqual({});
    expect(Object.keys(missingContractTerms("NJ", settings, content, "10601"))).not.toContain(
      "settings.nyLicences.Westchester",
    );
  });
});
