/**
 * Consent to texts on both lead forms (issue 32, item 1; docs/product.md#texts-consent-on-the-forms): a ticked box is stored with
 * its proof (the words' version, time, IP, User-Agent) and the phone in E.164, from JSON and from a
 * plain form post; a ticked box with a non-US number or no number is refused naming `phone`; an
 * unticked box stores no consent, and the phone's E.164 form still.
 */
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import { postContact, postQuote, uniqueIp, useLeadTestEnvironment, validContact, validQuote } from "../support/leads";
import { leadMessages } from "../../src/shared/strings/leads";
import { TEXT_CONSENT_VERSION } from "../../src/shared/text-consent";
import { leadTextConsent } from "../../src/server/intake/text-consent.repository";

const db = () => testDb();
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) Mobile/15E148";
const consentOf = (table: "quotes" | "contactSubmissions", email: string) =>
  db()
    .selectFrom(table)
    .select([
      "phoneE164",
      "textConsent",
      "textConsentVersion",
      "textConsentAt",
      "textConsentIp",
      "textConsentUserAgent",
    ])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();

useLeadTestEnvironment();

describe.each([
  ["contact", postContact, validContact, "contactSubmissions"] as const,
  ["quote", postQuote, validQuote, "quotes"] as const,
])("the %s form's consent to texts", (kind, post, valid, table) => {
  it("a ticked box is stored with its words' version, the time, the IP and the User-Agent, the phone in E.164", async () => {
    const email = `consent-${kind}@example.com`;
    const ip = uniqueIp();
    const before = Date.now();
    const response = await post(
      valid({ email, phone: "(973) 555-0142", textConsent: true, textConsentVersion: TEXT_CONSENT_VERSION }),
      { ip, userAgent: UA },
    );
    expect(response.status).toBe(201);
    const row = await consentOf(table, email);
    expect(row).toMatchObject({
      phoneE164: "+19735550142",
      textConsent: true,
      textConsentVersion: TEXT_CONSENT_VERSION,
      textConsentIp: ip,
      textConsentUserAgent: UA,
    });
    expect(row.textConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // What the texting backend reads (smsConsentOf): the same consent, by the lead's kind and id.
    const { id } = (await response.json()) as { id: number };
    expect(await leadTextConsent(db(), kind, id)).toEqual({
      consent: true,
      phoneE164: "+19735550142",
      version: TEXT_CONSENT_VERSION,
      at: row.textConsentAt,
    });
  });

  it("a lead that does not exist has no consent to read", async () => {
    expect(await leadTextConsent(db(), kind, 987_654)).toBeUndefined();
  });

  it("an unticked box stores no consent and no proof, and the phone's E.164 form still", async () => {
    const email = `no-consent-${kind}@example.com`;
    expect((await post(valid({ email, phone: "973.555.0142" }), { ip: uniqueIp(), userAgent: UA })).status).toBe(201);
    expect(await consentOf(table, email)).toEqual({
      phoneE164: "+19735550142",
      textConsent: false,
      textConsentVersion: null,
      textConsentAt: null,
      textConsentIp: null,
      textConsentUserAgent: null,
    });
  });

  it.each([
    ["a Canadian number", "+1 416 555 0142", leadMessages.textConsentUsOnly],
    ["a UK number", "+44 20 7946 0958", leadMessages.textConsentUsOnly],
    ["no number", "", leadMessages.textConsentNeedsPhone],
  ])("a ticked box with %s is refused, naming phone, and nothing is stored", async (_, phone, message) => {
    const email = `refused-${kind}-${phone.length}@example.com`;
    const response = await post(valid({ email, phone, textConsent: true, preferredContactMethod: "email" }), {
      ip: uniqueIp(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { phone: message } });
    expect(await db().selectFrom(table).select("id").where("email", "=", email).execute()).toEqual([]);
  });

  it("an unticked box takes a non-US number as before (issue 25), with its E.164 form", async () => {
    const email = `uk-${kind}@example.com`;
    const response = await post(valid({ email, phone: "+44 20 7946 0958", preferredContactMethod: "email" }), {
      ip: uniqueIp(),
    });
    expect(response.status).toBe(201);
    expect(await consentOf(table, email)).toMatchObject({ phoneE164: "+442079460958", textConsent: false });
  });

  it("a box that is neither ticked nor unticked is refused, naming textConsent", async () => {
    const response = await post(valid({ email: `odd-${kind}@example.com`, textConsent: { yes: 1 } }), {
      ip: uniqueIp(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { textConsent: leadMessages.textConsentInvalid } });
  });
});

describe("consent to texts from a plain form post (no JavaScript)", () => {
  it("a quote posted with the box ticked ('on') is stored with the version the page showed", async () => {
    const email = "consent-form-post@example.com";
    const ip = uniqueIp();
    const fields = {
      ...Object.fromEntries(Object.entries(validQuote({ email })).map(([key, value]) => [key, String(value)])),
      phone: "973 555 0142",
      textConsent: "on",
      textConsentVersion: TEXT_CONSENT_VERSION,
    };
    const response = await postQuote(null, {
      contentType: "application/x-www-form-urlencoded",
      raw: new URLSearchParams(fields).toString(),
      ip,
      userAgent: UA,
    });
    expect(response.status).toBe(303);
    expect(await consentOf("quotes", email)).toMatchObject({
      phoneE164: "+19735550142",
      textConsent: true,
      textConsentVersion: TEXT_CONSENT_VERSION,
      textConsentIp: ip,
      textConsentUserAgent: UA,
    });
  });

  it("a contact posted with the box ticked and a Canadian number gets the form again, the box still ticked", async () => {
    const response = await postContact(null, {
      contentType: "application/x-www-form-urlencoded",
      raw: new URLSearchParams({
        firstName: "Harriet",
        lastName: "Vane",
        email: "consent-form-ca@example.com",
        phone: "416 555 0142",
        textConsent: "on",
        message: "Three cracked slates above the dormer.",
      }).toString(),
      ip: uniqueIp(),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(leadMessages.textConsentUsOnly.replaceAll('"', "&quot;"));
    expect(page).toMatch(/<input type="checkbox" id="field-textConsent" name="textConsent" checked/);
  });
});
