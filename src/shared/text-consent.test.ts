import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./schemas/contact-form";
import { quoteFormSchema } from "./schemas/quote-form";
import { site } from "./site";
import { leadMessages } from "./strings/leads";
import {
  TEXT_CONSENT_VERSION,
  textConsentLinks,
  textConsentParts,
  textConsentVersions,
  textConsentWordings,
} from "./text-consent";

/** Every published version's words, pinned: a lead's stored version must keep meaning these words. */
const PUBLISHED: Record<string, string> = {
  "2026-11-28":
    "By ticking this box, you agree to receive text messages (SMS) from Alpine Slate Roofing about your request and " +
    "quote. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is " +
    "not a condition of purchase. See our Privacy Policy and Terms.",
};

describe("the consent wording", () => {
  it("keeps every published version word for word, and only those", () => {
    expect(textConsentWordings).toEqual(PUBLISHED);
    expect(textConsentVersions).toContain(TEXT_CONSENT_VERSION);
  });

  it("the current words carry what the carriers require", () => {
    const words = textConsentWordings[TEXT_CONSENT_VERSION];
    expect(words).toContain(site.name);
    for (const part of [
      "text messages (SMS)",
      "Message frequency varies",
      "Msg & data rates may apply",
      "Reply STOP to opt out, HELP for help",
      "not a condition of purchase",
    ])
      expect(words).toContain(part);
  });

  it("draws the privacy policy and terms as links, the rest as text", () => {
    const parts = textConsentParts(textConsentWordings[TEXT_CONSENT_VERSION]);
    expect(parts.filter((part) => part.href)).toEqual([
      { text: "Privacy Policy", href: textConsentLinks["Privacy Policy"] },
      { text: "Terms", href: textConsentLinks.Terms },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe(textConsentWordings[TEXT_CONSENT_VERSION]);
  });
});

const contact = {
  firstName: "Ada",
  lastName: "Bell",
  email: "ada@example.com",
  message: "Slipped slates over the porch.",
};
const quote = {
  ...contact,
  address: "41 Ridgedale Avenue",
  city: "Morristown",
  state: "NJ",
  zipCode: "07960",
  projectType: "repair",
  preferredContactMethod: "text",
};

describe.each([
  ["contact", contactFormSchema, contact],
  ["quote", quoteFormSchema, quote],
] as const)("the %s schema's consent to texts", (_, schema, lead) => {
  const phoneMessage = (input: object) =>
    schema.safeParse({ ...lead, ...input }).error?.issues.find((issue) => issue.path[0] === "phone")?.message;

  it.each([
    [true, true],
    ["on", true],
    [undefined, false],
    ["", false],
    [false, false],
  ])("reads the box %s as %s", (textConsent, ticked) => {
    expect(schema.parse({ ...lead, phone: "973-555-0142", textConsent }).textConsent).toBe(ticked);
  });

  it("ticked: a US number passes, a Canadian or UK one and a missing one are refused on the phone field", () => {
    expect(phoneMessage({ phone: "(973) 555-0142", textConsent: true })).toBeUndefined();
    expect(phoneMessage({ phone: "+1 416 555 0142", textConsent: true })).toBe(leadMessages.textConsentUsOnly);
    expect(phoneMessage({ phone: "+44 20 7946 0958", textConsent: true })).toBe(leadMessages.textConsentUsOnly);
    expect(phoneMessage({ phone: "", textConsent: true, preferredContactMethod: "email" })).toBe(
      leadMessages.textConsentNeedsPhone,
    );
  });

  it("unticked: any valid number passes, as before", () => {
    expect(phoneMessage({ phone: "+44 20 7946 0958", textConsent: false })).toBeUndefined();
  });

  it("an unknown wording version is read as none (the server stores the current one)", () => {
    expect(schema.parse({ ...lead, phone: "973-555-0142", textConsentVersion: "1999-01-01" }).textConsentVersion).toBe(
      undefined,
    );
  });
});
