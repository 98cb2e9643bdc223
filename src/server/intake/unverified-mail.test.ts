import { describe, expect, it } from "vitest";
import { subjectWithoutVisitorText, templateForUnverifiedAddress, valuesWithoutVisitorText } from "./unverified-mail";

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

describe("templateForUnverifiedAddress", () => {
  const template = {
    subject: "Thank you, {{firstName}}",
    htmlContent:
      '<p>Dear {{ firstName }} {{lastName}},</p><p>Your {{projectType}} at {{address}}, {{city}}, {{state}}.</p><p><a href="{{city}}">{{customMessage}}</a></p>',
    textContent: "Dear {{firstName}} {{lastName}},\n\nYour {{projectType}} at {{address}}, {{city}}, {{state}}.",
  };

  it("replaces visitor placeholders in the body with stand-ins or nothing, keeps the safe ones to fill", () => {
    const safe = templateForUnverifiedAddress(template);
    expect(safe.subject).toBe(template.subject);
    expect(safe.htmlContent).toBe(
      '<p>Dear valued customer,</p><p>Your {{projectType}} at your property.</p><p><a href=""></a></p>',
    );
    expect(safe.textContent).toBe("Dear valued customer,\n\nYour {{projectType}} at your property.");
    expect(templateForUnverifiedAddress({ ...template, textContent: null }).textContent).toBeNull();
  });

  it("fills nothing a visitor typed", () => {
    expect(valuesWithoutVisitorText(values)).toEqual({
      projectType: "Restoration",
      businessName: "Alpine Slate Roofing",
      businessPhone: "1-888-ROOF-ALP",
    });
  });
});
