/**
 * Security: the automatic e-mail to a visitor (the quote's thank-you, the contact form's
 * confirmation) relays no stranger's text and cannot be multiplied (issue 26, item 2; issue 25,
 * item 4). Tried through the real functions: spellings of one mailbox, a flood at one domain,
 * hostile names and address lines, and both forms aimed at one person.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import {
  formTokenFor,
  postContact,
  postQuote,
  uniqueIp,
  useAutomaticMailTestEnvironment,
  validContact,
  validQuote,
} from "../support/leads";
import { CONTACT_CONFIRMATION_SUBJECT } from "../../src/server/contacts/contact-confirmation";
import { site } from "../../src/shared/site";

const AUTOMATIC_TAGS = ["quote-phase-1", "contact-confirmation"];

/** Automatic e-mails to any spelling in `addresses`, as stored in the outbox. */
const automaticMailTo = (...addresses: string[]) =>
  testDb()
    .selectFrom("emailOutbox")
    .selectAll()
    .where("tag", "in", AUTOMATIC_TAGS)
    .where(
      sql`lower(to_address)`,
      "in",
      addresses.map((address) => address.toLowerCase()),
    )
    .execute();

// Each test starts with no automatic mail in the last day, so the limits start from zero.
useAutomaticMailTestEnvironment();

describe("one automatic e-mail per mailbox per day, however it is spelt", () => {
  it("+tags, case and Gmail's dots are one recipient: one e-mail among them, every lead stored", async () => {
    const spellings = ["victim@gmail.com", "victim+1@gmail.com", "Victim+a@gmail.com", "v.ictim@googlemail.com"];
    for (const email of spellings) {
      expect((await postQuote(validQuote({ email }), { ip: uniqueIp() })).status).toBe(201);
    }
    expect(await automaticMailTo(...spellings)).toHaveLength(1);
    const stored = await testDb()
      .selectFrom("quotes")
      .select("id")
      .where(
        "email",
        "in",
        spellings.map((email) => email.toLowerCase()),
      )
      .execute();
    expect(stored).toHaveLength(spellings.length);
  });

  it("the contact form and the quote form share the rule: a confirmation, then no thank-you the same day", async () => {
    const contact = await postContact(validContact({ email: "both@example.net" }), { ip: uniqueIp() });
    expect(contact.status).toBe(201);
    await postQuote(validQuote({ email: "both+quote@example.net" }), { ip: uniqueIp() });
    const sent = await automaticMailTo("both@example.net", "both+quote@example.net");
    expect(sent.map((row) => row.tag)).toEqual(["contact-confirmation"]);
  });
});

describe("the per-domain hourly cap", () => {
  it("stops automatic mail to one domain past its cap while other domains still get theirs", async () => {
    process.env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT = "2";
    const targets = Array.from({ length: 4 }, (_, index) => `person${index}@targeted.example`);
    for (const email of targets) await postQuote(validQuote({ email }), { ip: uniqueIp() });
    expect(await automaticMailTo(...targets)).toHaveLength(2);

    await postQuote(validQuote({ email: "someone@elsewhere.example" }), { ip: uniqueIp() });
    expect(await automaticMailTo("someone@elsewhere.example")).toHaveLength(1);
  });
});

describe("no visitor text in mail to an unverified address", () => {
  const hostile = {
    firstName: "Claim your prize Now",
    lastName: "At Once",
    address: "Visit www.prize-claims.example/win",
    city: "Prizeville",
    state: "Win Big",
  };

  it("the quote's thank-you leaves out names and address lines, whatever the template says", async () => {
    const email = "relay-quote@stranger.example";
    await postQuote(validQuote({ ...hostile, email }), { ip: uniqueIp() });
    const [thankYou] = await automaticMailTo(email);
    expect(thankYou).toBeDefined();
    for (const part of [thankYou!.subject, thankYou!.htmlBody, thankYou!.textBody]) {
      expect(part).not.toMatch(/prize|claim|Win Big|At Once/i);
    }
    expect(thankYou!.textBody).toContain("Dear valued customer,");
    expect(thankYou!.textBody).toContain("request for restoration at your property, and it is now");
  });

  it("the contact confirmation carries only the service's label and the business's facts", async () => {
    const email = "relay-contact@stranger.example";
    const response = await postContact(
      validContact({
        email,
        firstName: hostile.firstName,
        lastName: hostile.lastName,
        message: "Visit www.prize-claims.example/win to claim your prize now.",
        serviceType: "Emergency Repair",
      }),
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(201);
    const [confirmation] = await automaticMailTo(email);
    expect(confirmation).toMatchObject({ subject: CONTACT_CONFIRMATION_SUBJECT, tag: "contact-confirmation" });
    for (const part of [confirmation!.htmlBody, confirmation!.textBody]) expect(part).not.toMatch(/prize|claim/i);
    expect(confirmation!.textBody).toContain("(Emergency Repair)");
    expect(confirmation!.textBody).toContain(`call our ${site.emergency.label} line at ${site.phone.display}`);
  });

  it("a contact sent 2.2 s after the form opened (autofill) is stored unflagged but gets no confirmation", async () => {
    const email = "autofill-contact@example.net";
    const formToken = await formTokenFor(Date.now() - 2200);
    expect((await postContact(validContact({ email }), { ip: uniqueIp(), formToken })).status).toBe(201);
    const contact = await testDb()
      .selectFrom("contactSubmissions")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ isSpam: false, spamReason: null });
    expect(await automaticMailTo(email)).toHaveLength(0);
  });
});
