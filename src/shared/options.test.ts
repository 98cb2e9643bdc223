import { describe, expect, it } from "vitest";
import {
  contactServiceTypes,
  deliveryStateOptions,
  displayLabel,
  optionOf,
  projectTypeOptions,
  quoteStatusLabels,
  quoteStatusOptions,
  quoteStatuses,
} from "./options";
import { quoteStatusLabels as legacyQuoteStatusLabels } from "./strings/admin";

describe("option lists", () => {
  it("derive the value arrays and labels from one list", () => {
    expect(quoteStatuses).toEqual(["new", "contacted", "quoted", "scheduled", "completed", "cancelled"]);
    expect(quoteStatusLabels.quoted).toBe("Quoted");
    expect(legacyQuoteStatusLabels).toBe(quoteStatusLabels);
    expect(contactServiceTypes).toContain("Repair & Maintenance");
  });

  it("give every status a badge tone", () => {
    for (const option of [...quoteStatusOptions, ...deliveryStateOptions]) expect(option.tone).toBeTruthy();
  });

  it("find an option for its tone, falling back to the first for an unknown value", () => {
    expect(optionOf(quoteStatusOptions, "cancelled").tone).toBe("red");
    expect(optionOf(deliveryStateOptions, "pending").value).toBe("queued");
  });

  it("show a stored value's label, the raw value when the list changed, or null", () => {
    expect(displayLabel(projectTypeOptions, "repair")).toBe("Repair");
    expect(displayLabel(projectTypeOptions, "re-roof")).toBe("re-roof");
    expect(displayLabel(projectTypeOptions, null)).toBeNull();
    expect(displayLabel(projectTypeOptions, "")).toBeNull();
  });
});
