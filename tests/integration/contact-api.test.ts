import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import { contactsByEmail, newKey, postContact, uniqueIp, useLeadTestEnvironment, validContact } from "../support/leads";
import { leadApiMessages, leadMessages } from "../../src/shared/strings/leads";
import { MAX_JSON_BODY_BYTES } from "../../src/server/http/validation";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../src/server/http/respond";
import { freePort } from "../../scripts/lib/ports";

const db = () => testDb();

useLeadTestEnvironment();

describe("POST /api/contact", () => {
  it("stores a valid request with normalised e-mail and phone, status new and its lead source, and answers 201 { id }", async () => {
    const response = await postContact(validContact({ email: "Store.Me@Example.COM", status: "completed", id: 9999 }), {
      ip: uniqueIp(),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row, ...others] = await contactsByEmail("store.me@example.com");
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id,
      firstName: "Eleanor",
      phone: "(973) 555-0142",
      serviceType: "Historic Restoration",
      status: "new",
      isSpam: false,
      spamReason: null,
      sourceLandingPage: "/blog/how-long-does-a-slate-roof-last?utm_source=newsletter",
      sourceReferrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-2026",
      utmTerm: null,
    });
    expect(id).not.toBe(9999);
  });

  it("keeps a phone number's extension, and the contact desk finds it by its digits", async () => {
    await postContact(validContact({ email: "ext@example.com", phone: "973-555-0142 x4021" }), { ip: uniqueIp() });
    const [row] = await contactsByEmail("ext@example.com");
    expect(row).toMatchObject({ phone: "(973) 555-0142 ext. 4021" });
    expect(row!.searchText).toContain("97355501424021");
  });

  it("queues the business notification with every field in the lead's transaction, left pending without a Postmark token", async () => {
    const response = await postContact(
      validContact({ email: "notify@example.com", message: "Copper <ridge> & snow guards, please." }),
      { ip: uniqueIp() },
    );
    const { id } = (await response.json()) as { id: number };
    const outbox = await db()
      .selectFrom("emailOutbox")
      .selectAll()
      .where("contactSubmissionId", "=", id)
      .where("tag", "=", "contact-notification")
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      toAddress: "office@slate.test",
      replyTo: "notify@example.com",
      status: "pending",
    });
    expect(outbox[0]!.subject).toContain("Eleanor Whitcombe");
    for (const value of [
      "Eleanor",
      "Whitcombe",
      "notify@example.com",
      "(973) 555-0142",
      "Historic Restoration",
      "newsletter",
    ]) {
      expect(outbox[0]!.htmlBody).toContain(value);
      expect(outbox[0]!.textBody).toContain(value);
    }
    expect(outbox[0]!.htmlBody).toContain("Copper &lt;ridge&gt; &amp; snow guards");
    expect(outbox[0]!.textBody).toContain("Copper <ridge> & snow guards");
  });

  it("answers 400 with every validation message on its field", async () => {
    const response = await postContact({ firstName: " ", lastName: "", email: "not-an-email", message: "too short" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({
      firstName: leadMessages.firstNameRequired,
      lastName: leadMessages.lastNameRequired,
      email: leadMessages.emailInvalid,
      message: leadMessages.messageTooShort,
    });
  });

  it("names missing fields, over-long fields, a bad phone and an unknown service", async () => {
    const response = await postContact({
      firstName: "x".repeat(101),
      lastName: "Ok",
      email: `${"a".repeat(250)}@example.com`,
      phone: "call me maybe",
      serviceType: "Gutter Cleaning",
      message: "A long enough message.",
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({
      firstName: leadMessages.firstNameTooLong,
      email: leadMessages.emailTooLong,
      phone: leadMessages.phoneInvalid,
      serviceType: leadMessages.serviceTypeInvalid,
    });
    const missing = await postContact({});
    expect(((await missing.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      firstName: leadMessages.firstNameRequired,
      email: leadMessages.emailInvalid,
      message: leadMessages.messageTooShort,
    });
  });

  it("refuses a body over 32 KB with 413, a non-JSON body with 415, broken JSON with 400 and GET with 405", async () => {
    const huge = validContact({ message: "x".repeat(MAX_JSON_BODY_BYTES) });
    expect((await postContact(huge)).status).toBe(413);
    expect((await postContact(null, { contentType: "text/plain", raw: "firstName=Eve" })).status).toBe(415);
    // A form-encoded body is a plain form post now (issue 14): answered as a form, not refused.
    expect(
      (await postContact(null, { contentType: "application/x-www-form-urlencoded", raw: "firstName=Eve" })).status,
    ).toBe(400);
    const broken = await postContact(null, { raw: '{"firstName": "Eve",' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toMatch(/not valid JSON/);
    expect((await postContact(null, { method: "GET" })).status).toBe(405);
  });

  it("replays the first 201 for a repeated Idempotency-Key and creates no second row", async () => {
    const key = newKey();
    const body = validContact({ email: "replay@example.com" });
    const first = await postContact(body, { idempotencyKey: key, ip: uniqueIp() });
    const second = await postContact(body, { idempotencyKey: key, ip: uniqueIp() });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await contactsByEmail("replay@example.com")).toHaveLength(1);
    const outbox = await db()
      .selectFrom("emailOutbox")
      .select("id")
      .where("replyTo", "=", "replay@example.com")
      .execute();
    expect(outbox).toHaveLength(1);
  });

  it("refuses the same key with a different body (422) and a malformed key (400)", async () => {
    const key = newKey();
    await postContact(validContact({ email: "first@example.com" }), { idempotencyKey: key, ip: uniqueIp() });
    const reused = await postContact(validContact({ email: "second@example.com" }), { idempotencyKey: key });
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: string }).error).toBe(leadApiMessages.idempotencyKeyReused);
    expect(await contactsByEmail("second@example.com")).toHaveLength(0);

    const malformed = await postContact(validContact(), { idempotencyKey: "bad key!" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toBe(leadApiMessages.idempotencyKeyInvalid);
  });

  it("stores one row when the same submission arrives twice at once", async () => {
    const key = newKey();
    const body = validContact({ email: "double-click@example.com" });
    const ip = uniqueIp();
    const responses = await Promise.all([
      postContact(body, { idempotencyKey: key, ip }),
      postContact(body, { idempotencyKey: key, ip }),
      postContact(body, { idempotencyKey: key, ip }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(1);
    expect(await contactsByEmail("double-click@example.com")).toHaveLength(1);
  });

  it("stores a filled honeypot as flagged spam, and a 0.9-second fill unflagged without the confirmation, answering like any other lead", async () => {
    const honeypot = await postContact(
      validContact({ email: "bot@example.com", website: "http://cheap-pills.example" }),
      {
        ip: uniqueIp(),
      },
    );
    expect(honeypot.status).toBe(201);
    const fast = await postContact(validContact({ email: "fast@example.com", formFillMs: 900 }), { ip: uniqueIp() });
    expect(fast.status).toBe(201);

    const [bot] = await contactsByEmail("bot@example.com");
    expect(bot).toMatchObject({ isSpam: true, status: "new" });
    expect(bot!.spamReason).toMatch(/honeypot/i);
    const [quick] = await contactsByEmail("fast@example.com");
    expect(quick).toMatchObject({ isSpam: false, spamReason: null });
    const toQuick = await db()
      .selectFrom("emailOutbox")
      .select("toAddress")
      .where("contactSubmissionId", "=", quick!.id)
      .execute();
    expect(toQuick.map((row) => row.toAddress)).toEqual(["office@slate.test"]);

    const notification = await db()
      .selectFrom("emailOutbox")
      .select("subject")
      .where("contactSubmissionId", "=", bot!.id)
      .executeTakeFirstOrThrow();
    expect(notification.subject).toMatch(/^\[Possible spam\]/);
  });

  it("answers 503 with a JSON message, and stores nothing, when the database is unreachable", async () => {
    const original = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/nowhere`;
    try {
      const response = await postContact(validContact(), { ip: uniqueIp(), idempotencyKey: newKey() });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      process.env.DATABASE_URL = original;
    }
  });
});
