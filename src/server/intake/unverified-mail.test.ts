import { describe, expect, it } from "vitest";
import { subjectWithoutVisitorText } from "./unverified-mail";

const values = {
  firstName: "Claim your gift card",
  lastName: "At evil",
  address: "1 Main St",
  city: "Visit evil",
  state: "NJ",
  customMessage: "Buy now",
  projectType: "Restoration",
  businessName: "Alpine Slate Roofing",
  businessPhone: "1-888-ROOF-ALP",
};

describe("subjectWithoutVisitorText", () => {
  it.each([
    [
      "Thank you, {{firstName}}: we received your {{projectType}} request",
      "Thank you: we received your Restoration request",
    ],
    ["Scheduling your on-site consultation, {{firstName}}", "Scheduling your on-site consultation"],
    [
      "{{firstName}} {{lastName}}, your {{projectType}} quote from {{businessName}}",
      "your Restoration quote from Alpine Slate Roofing",
    ],
    ["Your roof at {{address}}, {{city}} {{state}}!", "Your roof at!"],
    ["Call {{businessPhone}} about {{customMessage}}", "Call 1-888-ROOF-ALP about"],
  ])("%s → %s", (template, expected) => {
    expect(subjectWithoutVisitorText(template, values)).toBe(expected);
  });
});
