import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { contactSchema } from "./contact";
import { contactFormSchema } from "./contact-form";
import { cleanLine, normalisePhone, MAX_PHONE_LENGTH, phoneHref } from "./lead-fields";
import { quoteSchema } from "./quote";
import { leadMessages } from "../strings/leads";

describe("normalisePhone", () => {
  it.each([
    ["973-555-0142", "(973) 555-0142"],
    ["(973) 555 0142", "(973) 555-0142"],
    ["973.555.0142", "(973) 555-0142"],
    ["1 973 555 0142", "(973) 555-0142"],
    ["+1 (973) 555-0142", "(973) 555-0142"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (973) 555-0142 ext. 12", "(973) 555-0142 ext. 12"],
    ["973-555-0142 x12", "(973) 555-0142 ext. 12"],
    ["973 555 0142 Extension 4021", "(973) 555-0142 ext. 4021"],
    ["+44 20 7946 0958 #7", "+442079460958 ext. 7"],
  ])("%s → %s", (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it.each([
    "555-0142",
    "1-888-ROOF-ALP",
    "073-555-0142",
    "+1 555 0142",
    "12345678901234567",
    "+12",
    "tel",
    "ext. 12",
    "973-555-0142 ext. 1234567",
  ])("refuses %s", (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });

  it("never produces more than the column's 30 characters", () => {
    expect(normalisePhone("+123456789012345")?.length ?? 0).toBeLessThanOrEqual(MAX_PHONE_LENGTH);
    expect(normalisePhone("+999999999999999 ext. 999999")!.length).toBeLessThanOrEqual(MAX_PHONE_LENGTH);
  });

  it.each([
    ["(973) 555-0142", "tel:+19735550142"],
    ["(973) 555-0142 ext. 12", "tel:+19735550142,12"],
    ["+442079460958 ext. 7", "tel:+442079460958,7"],
  ])("dials %s as %s", (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
});

describe("contactSchema", () => {
  const valid = {
    firstName: "  Ruth ",
    lastName: "Penn\u0000",
    email: " RUTH@Example.COM ",
    phone: "",
    serviceType: "",
    message: "Slipped slates over the bay window.",
  };

  it("trims, lower-cases the e-mail, strips control characters and turns empty optionals into undefined", () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed).toMatchObject({ firstName: "Ruth", lastName: "Penn", email: "ruth@example.com", website: "" });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.serviceType).toBeUndefined();
  });

  it("counts the message after trimming", () => {
    const result = contactSchema.safeParse({ ...valid, message: "   123456789   " });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([leadMessages.messageTooShort]);
  });

  it("ignores a malformed lead source or fill time instead of refusing the lead", () => {
    const parsed = contactSchema.parse({ ...valid, leadSource: "nonsense", formFillMs: "fast" });
    expect(parsed.leadSource).toBeUndefined();
    expect(parsed.formFillMs).toBeUndefined();
  });

  it("gives the server the island's rules and messages, as the full zod build's ZodError", () => {
    const input = { ...valid, firstName: " ", email: "nope", phone: "555", serviceType: "Roofing" };
    const server = contactSchema.safeParse(input);
    const island = contactFormSchema.safeParse(input);
    // The endpoints map a thrown ZodError of the full build to a 400 (src/server/http/respond.ts).
    expect(server.error).toBeInstanceOf(ZodError);
    expect(server.error?.issues).toEqual(island.error?.issues);
    expect(server.error?.issues.map((issue) => issue.message)).toEqual([
      leadMessages.firstNameRequired,
      leadMessages.emailInvalid,
      leadMessages.phoneInvalid,
      leadMessages.serviceTypeInvalid,
    ]);
  });

  it("cuts over-long tracking values to their column length", () => {
    const parsed = contactSchema.parse({ ...valid, leadSource: { utmSource: "u".repeat(400), landingPage: 7 } });
    expect(parsed.leadSource?.utmSource).toHaveLength(255);
    expect(parsed.leadSource?.landingPage).toBeUndefined();
  });
});

describe("quoteSchema", () => {
  it("accepts ZIP and ZIP+4 only", () => {
    const base = {
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      address: "1 Main St",
      city: "Chester",
      state: "NJ",
      projectType: "repair",
      phone: "908 555 0101",
    };
    expect(quoteSchema.safeParse({ ...base, zipCode: "07930" }).success).toBe(true);
    expect(quoteSchema.safeParse({ ...base, zipCode: " 07930-1234 " }).success).toBe(true);
    for (const zipCode of ["7930", "07930-12", "ABCDE", "079301234"]) {
      expect(quoteSchema.safeParse({ ...base, zipCode }).error?.issues[0]?.message).toBe(leadMessages.zipCodeInvalid);
    }
  });

  it("needs a phone number to call or text (phone is the default), and none for e-mail", () => {
    const base = { firstName: "A", lastName: "B", email: "a@b.co", address: "1 Main St", city: "Chester" };
    const lead = { ...base, state: "NJ", zipCode: "07930", projectType: "repair" };
    const phoneMessages = (input: object) =>
      quoteSchema
        .safeParse(input)
        .error?.issues.filter((issue) => issue.path[0] === "phone")
        .map((issue) => issue.message);
    for (const method of [undefined, "", "phone", "text"]) {
      expect(phoneMessages({ ...lead, preferredContactMethod: method })).toEqual([leadMessages.phoneRequiredForMethod]);
      expect(phoneMessages({ ...lead, preferredContactMethod: method, phone: "908 555 0101 x12" })).toBeUndefined();
    }
    expect(phoneMessages({ ...lead, preferredContactMethod: "email" })).toBeUndefined();
    // Shown together with the other fields' messages, not only once they are fixed.
    expect(phoneMessages({ ...lead, city: "", preferredContactMethod: "text" })).toEqual([
      leadMessages.phoneRequiredForMethod,
    ]);
    // An invalid number keeps its own message.
    expect(phoneMessages({ ...lead, phone: "555" })).toEqual([leadMessages.phoneInvalid]);
  });
});

describe("cleanLine", () => {
  it.each([
    ["Ann\r\nBcc: x", "Ann Bcc: x"],
    ["Morris\ntown", "Morris town"],
    ["a\u2028b\u2029c\u0085d\te", "a b c d e"],
    ["\u202Eevil\u202C\u200B\u200D\uFEFF\u2066x\u2069", "evilx"],
    ["  spaced   out  ", "spaced out"],
  ])("%j → %j", (raw, expected) => {
    expect(cleanLine(raw)).toBe(expected);
  });
});
