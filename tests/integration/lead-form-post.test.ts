/**
 * The lead endpoints posted as a plain HTML form (no JavaScript): a 303 to the thank-you page with
 * the lead stored once and its e-mail queued, the form page again with each field's message and
 * the typed values escaped, 413 and 415, and readable pages for 429 and 503.
 */
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import { postContact, postQuote, uniqueIp, useLeadTestEnvironment } from "../support/leads";
import { leadMessages, leadFormPostStrings } from "../../src/shared/strings/leads";
import { MAX_JSON_BODY_BYTES } from "../../src/server/http/validation";
import { FORM_PAGE_CSP } from "../../src/server/http/lead-form-html";
import { contactFormPage, quoteFormPage } from "../../src/server/http/lead-form-pages";
import { contactSchema } from "../../src/shared/schemas/contact";
import { quoteSchema } from "../../src/shared/schemas/quote";
import { leadExtrasShape } from "../../src/shared/schemas/lead-fields";
import { REQUIRED_SECURITY_HEADERS } from "../../src/server/http/security-headers";
import { freePort } from "../../scripts/lib/ports";

const db = () => testDb();
const FORM = "application/x-www-form-urlencoded";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (post: typeof postContact, fields: Record<string, string>, ip = uniqueIp()) =>
  post(null, { contentType: FORM, raw: form(fields), ip });

const contactFields = (email: string) => ({
  firstName: "Harriet",
  lastName: "Vane",
  email,
  phone: "",
  serviceType: "",
  message: "Three cracked slates above the dormer.",
  website: "",
});

const quoteFields = (email: string) => ({
  firstName: "Peter",
  lastName: "Wimsey",
  email,
  phone: "973 555 0142",
  address: "41 Ridgedale Avenue",
  city: "Morristown",
  state: "NJ",
  zipCode: "07960",
  projectType: "restoration",
  roofSize: "",
  urgency: "standard",
  budgetRange: "",
  preferredContactMethod: "email",
  bestTimeToContact: "",
  description: "",
  website: "",
});

useLeadTestEnvironment();

describe("form posts without JavaScript", () => {
  it("render exactly the schema's fields (besides the browser-only signals and photos)", () => {
    // Photos are uploaded by the island before the lead; without JavaScript they go by e-mail.
    const formKeys = (shape: object) =>
      Object.keys(shape).filter((key) => !(key in leadExtrasShape) && key !== "photos");
    expect(contactFormPage.fields.map((field) => field.name)).toEqual(formKeys(contactSchema.shape));
    expect(quoteFormPage.fields.map((field) => field.name).sort()).toEqual(formKeys(quoteSchema.shape).sort());
  });

  it("a contact: 303 to /contact/thanks, stored once with optional '' as null, notification queued; a double post is the same lead", async () => {
    const email = `form-contact-${Date.now()}@example.com`;
    const ip = uniqueIp();
    const first = await postForm(postContact, contactFields(email), ip);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/contact/thanks");
    const again = await postForm(postContact, contactFields(email), ip);
    expect(again.status).toBe(303);

    const rows = await db().selectFrom("contactSubmissions").selectAll().where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: null, serviceType: null, isSpam: false, spamReason: null, status: "new" });
    const outbox = await db()
      .selectFrom("emailOutbox")
      .selectAll()
      .where("contactSubmissionId", "=", rows[0]!.id)
      .execute();
    expect(outbox).toMatchObject([{ toAddress: "office@slate.test", status: "pending" }]);
  });

  it("a quote: 303 to /quote/thanks, stored once, the business notification queued", async () => {
    const email = `form-quote-${Date.now()}@example.com`;
    const response = await postForm(postQuote, quoteFields(email));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/quote/thanks");
    const rows = await db().selectFrom("quotes").selectAll().where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: "(973) 555-0142", roofSize: null, preferredContactMethod: "email" });
    const outbox = await db()
      .selectFrom("emailOutbox")
      .select("toAddress")
      .where("quoteId", "=", rows[0]!.id)
      .execute();
    expect(outbox.map((message) => message.toAddress)).toContain("office@slate.test");
  });

  it("a filled honeypot is stored as suspected spam, as for JSON", async () => {
    const email = `form-spam-${Date.now()}@example.com`;
    const response = await postForm(postContact, { ...contactFields(email), website: "http://spam.test" });
    expect(response.status).toBe(303);
    const [row] = await db().selectFrom("contactSubmissions").selectAll().where("email", "=", email).execute();
    expect(row).toMatchObject({ isSpam: true, spamReason: "Hidden honeypot field was filled in" });
  });

  it("invalid input: 400 HTML listing each field's message, the typed values escaped and kept", async () => {
    const typed = {
      ...contactFields("not-an-email"),
      firstName: `<script>alert("x")</script>`,
      message: "short <b>",
      serviceType: "Repair & Maintenance",
    };
    const response = await postForm(postContact, typed);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toBe(FORM_PAGE_CSP);
    for (const header of REQUIRED_SECURITY_HEADERS) expect(response.headers.has(header), header).toBe(true);
    const html = await response.text();
    expect(html).toContain(leadFormPostStrings.invalidTitle);
    expect(html).toContain(leadMessages.emailInvalid);
    expect(html).toContain(leadMessages.messageTooShort);
    expect(html).not.toContain(leadMessages.firstNameRequired);
    expect(html).not.toContain("<script>");
    expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(html).toContain(">short &lt;b&gt;</textarea>");
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('<option value="Repair &amp; Maintenance" selected>');
    expect(html).toContain('<form method="post" action="/api/contact"');
    expect(
      await db().selectFrom("contactSubmissions").select("id").where("email", "=", "not-an-email").execute(),
    ).toEqual([]);
  });

  it("a missing quote keeps the chosen radio and lists every required field", async () => {
    const response = await postForm(postQuote, { preferredContactMethod: "text", zipCode: "123" });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      leadMessages.firstNameRequired,
      leadMessages.addressRequired,
      leadMessages.zipCodeInvalid,
      leadMessages.projectTypeRequired,
    ])
      expect(html).toContain(message);
    expect(html).toMatch(/value="text" checked/);
    expect(html).toContain('value="123"');
  });

  it("refuses an oversize form with 413 (a page) and other body types with 415", async () => {
    const huge = await postForm(postContact, {
      ...contactFields("big@example.com"),
      message: "x".repeat(MAX_JSON_BODY_BYTES),
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain(contactFormPage.formPath);
    expect((await postContact(null, { contentType: "text/plain", raw: "firstName=Eve" })).status).toBe(415);
    expect((await postQuote(null, { contentType: "multipart/form-data; boundary=x", raw: "--x--" })).status).toBe(415);
  });

  it("over the per-person limit: 429 page with Retry-After and the typed values", async () => {
    process.env.LEAD_RATE_LIMIT = "1";
    const ip = uniqueIp();
    const person = `limit-${Date.now()}`;
    expect((await postForm(postContact, contactFields(`${person}@example.com`), ip)).status).toBe(303);
    const refused = await postForm(postContact, contactFields(`${person}+limit-b@example.com`), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(html).toContain(leadFormPostStrings.failedTitle);
    expect(html).toContain("Too many submissions");
    expect(html).toContain("+limit-b@example.com");
  });

  it("database down: 503 page with the typed values, nothing claimed as sent", async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`;
    try {
      const response = await postForm(postContact, contactFields("down@example.com"));
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(leadFormPostStrings.failedTitle);
      expect(html).toContain('value="down@example.com"');
    } finally {
      process.env.DATABASE_URL = saved;
    }
  });
});
