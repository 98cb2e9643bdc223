import { beforeAll, describe, expect, it, vi } from "vitest";
import { seedTestDatabase, testDb, withoutActiveTemplate } from "../support/db";
import { newKey, postQuote, uniqueIp, validQuote } from "../support/leads";
import { leadApiMessages, leadMessages } from "../../src/shared/strings/leads";
import { MAX_JSON_BODY_BYTES } from "../../src/server/http/validation";

const db = () => testDb();
const quotesByEmail = (email: string) => db().selectFrom("quotes").selectAll().where("email", "=", email).execute();
const json = async <T = { id: number }>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  process.env.BUSINESS_EMAIL = "office@slate.test";
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
});

describe("POST /api/quotes", () => {
  it("stores a valid quote as status new, phase-1, whatever the client claims, and answers 201 { id }", async () => {
    const response = await postQuote(
      validQuote({ email: "Quote.One@Example.org", status: "completed", phase: "phase-3", estimatedValue: 1 }),
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(201);
    const { id } = await json(response);
    const [quote] = await quotesByEmail("quote.one@example.org");
    expect(quote).toMatchObject({
      id,
      status: "new",
      phase: "phase-1",
      estimatedValue: null,
      phone: "(908) 555-0199",
      projectType: "restoration",
      roofSize: "medium",
      urgency: "urgent",
      budgetRange: "50k-100k",
      preferredContactMethod: "email",
      bestTimeToContact: "morning",
      zipCode: "07960",
      isSpam: false,
    });
  });

  it("applies the server defaults (urgency standard, contact by phone) when optional fields are left out", async () => {
    const minimal = {
      firstName: "Ada",
      lastName: "Marsh",
      email: "ada@example.org",
      address: "3 Mill Lane",
      city: "Chester",
      state: "NJ",
      zipCode: "07930-1234",
      projectType: "repair",
      urgency: "",
      roofSize: "",
      phone: "+1 (973) 555-0142 ext. 12",
    };
    const response = await postQuote(minimal, { ip: uniqueIp() });
    expect(response.status).toBe(201);
    const [quote] = await quotesByEmail("ada@example.org");
    expect(quote).toMatchObject({
      urgency: "standard",
      preferredContactMethod: "phone",
      roofSize: null,
      phone: "(973) 555-0142 ext. 12",
      description: null,
      zipCode: "07930-1234",
    });
  });

  it("asks for a phone number when the quote is to be answered by phone (the default) or text, not by e-mail", async () => {
    for (const method of [undefined, "phone", "text"]) {
      const response = await postQuote(
        validQuote({ email: "nophone@example.org", phone: "", preferredContactMethod: method }),
      );
      expect(response.status).toBe(400);
      await expect(json(response)).resolves.toMatchObject({ fields: { phone: leadMessages.phoneRequiredForMethod } });
    }
    await expect(quotesByEmail("nophone@example.org")).resolves.toEqual([]);
    const byEmail = await postQuote(
      validQuote({ email: "nophone@example.org", phone: "", preferredContactMethod: "email" }),
    );
    expect(byEmail.status).toBe(201);
    await expect(quotesByEmail("nophone@example.org")).resolves.toMatchObject([
      { phone: null, preferredContactMethod: "email" },
    ]);
  });

  it("queues, in the same transaction, the business notification and the customer's phase-1 thank-you as a follow-up", async () => {
    const response = await postQuote(validQuote({ email: "thanks@example.org" }), { ip: uniqueIp() });
    const { id } = await json(response);
    const outbox = await db().selectFrom("emailOutbox").selectAll().where("quoteId", "=", id).orderBy("id").execute();
    expect(outbox.map((message) => message.toAddress)).toEqual(["office@slate.test", "thanks@example.org"]);
    const [notification, thankYou] = outbox;
    for (const value of [
      "Thomas",
      "Ashby",
      "41 Ridgedale Avenue",
      "Morristown",
      "07960",
      "Restoration",
      "Medium",
      "Urgent",
    ]) {
      expect(notification!.textBody).toContain(value);
    }
    expect(notification!.replyTo).toBe("thanks@example.org");
    const followUps = await db().selectFrom("quoteFollowUps").selectAll().where("quoteId", "=", id).execute();
    expect(followUps).toEqual([expect.objectContaining({ phase: "phase-1", status: "pending", emailSent: false })]);
    expect(thankYou).toMatchObject({ quoteFollowUpId: followUps[0]!.id, status: "pending", tag: "quote-phase-1" });
    // To an address nobody has verified: no visitor text (issue 26, item 2), the template's sentences still read.
    expect(thankYou!.htmlBody).not.toContain("Thomas");
    expect(thankYou!.htmlBody).toContain("Dear valued customer,");
    expect(thankYou!.textBody.length).toBeGreaterThan(0);
  });

  it("keeps the quote when no phase-1 template is active (the business is still notified)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await withoutActiveTemplate("phase-1", async () => {
      const response = await postQuote(validQuote({ email: "no-template@example.org" }), { ip: uniqueIp() });
      expect(response.status).toBe(201);
      const { id } = await json(response);
      const outbox = await db().selectFrom("emailOutbox").select("toAddress").where("quoteId", "=", id).execute();
      expect(outbox).toEqual([{ toAddress: "office@slate.test" }]);
      expect(errors).toHaveBeenCalled();
    }).finally(() => errors.mockRestore());
  });

  it("answers 400 naming every required field with its message", async () => {
    const response = await postQuote({ firstName: "", email: "nope", zipCode: "7960", projectType: "gutters" });
    expect(response.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(response);
    expect(fields).toEqual({
      firstName: leadMessages.firstNameRequired,
      lastName: leadMessages.lastNameRequired,
      email: leadMessages.emailInvalid,
      phone: leadMessages.phoneRequiredForMethod,
      address: leadMessages.addressRequired,
      city: leadMessages.cityRequired,
      state: leadMessages.stateRequired,
      zipCode: leadMessages.zipCodeInvalid,
      projectType: leadMessages.projectTypeRequired,
    });
  });

  it("refuses values outside the option lists and over the column limits", async () => {
    const response = await postQuote(
      validQuote({
        roofSize: "huge",
        urgency: "yesterday",
        budgetRange: "priceless",
        preferredContactMethod: "pigeon",
        bestTimeToContact: "midnight",
        city: "c".repeat(101),
        state: "s".repeat(51),
        address: "a".repeat(256),
        description: "d".repeat(5001),
      }),
    );
    expect(response.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(response);
    expect(fields).toEqual({
      roofSize: leadMessages.roofSizeInvalid,
      urgency: leadMessages.urgencyInvalid,
      budgetRange: leadMessages.budgetRangeInvalid,
      preferredContactMethod: leadMessages.contactMethodInvalid,
      bestTimeToContact: leadMessages.bestTimeInvalid,
      city: leadMessages.cityTooLong,
      state: leadMessages.stateTooLong,
      address: leadMessages.addressTooLong,
      description: leadMessages.descriptionTooLong,
    });
  });

  it("refuses oversize (413) and non-JSON (415) bodies", async () => {
    expect((await postQuote(validQuote({ description: "x".repeat(MAX_JSON_BODY_BYTES) }))).status).toBe(413);
    expect((await postQuote(null, { contentType: "multipart/form-data; boundary=x", raw: "--x--" })).status).toBe(415);
  });

  it("replays a repeated key, refuses a reused key with another body, and stores one row under a concurrent double submit", async () => {
    const key = newKey();
    const body = validQuote({ email: "idem@example.org" });
    const ip = uniqueIp();
    const [a, b] = await Promise.all([
      postQuote(body, { idempotencyKey: key, ip }),
      postQuote(body, { idempotencyKey: key, ip }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const later = await postQuote(body, { idempotencyKey: key, ip });
    expect(later.status).toBe(201);
    const ids = new Set([(await json(a)).id, (await json(b)).id, (await json(later)).id]);
    expect(ids.size).toBe(1);
    expect(await quotesByEmail("idem@example.org")).toHaveLength(1);
    const [quote] = await quotesByEmail("idem@example.org");
    expect(
      await db().selectFrom("quoteFollowUps").select("id").where("quoteId", "=", quote!.id).execute(),
    ).toHaveLength(1);

    const conflict = await postQuote({ ...body, city: "Madison" }, { idempotencyKey: key, ip });
    expect(conflict.status).toBe(422);
    expect((await json<{ error: string }>(conflict)).error).toBe(leadApiMessages.idempotencyKeyReused);
  });

  it("stores a honeypot quote flagged and sends no thank-you to the address a bot typed", async () => {
    const response = await postQuote(validQuote({ email: "victim@example.org", website: "spam.example" }), {
      ip: uniqueIp(),
    });
    expect(response.status).toBe(201);
    const [quote] = await quotesByEmail("victim@example.org");
    expect(quote).toMatchObject({ isSpam: true, status: "new", phase: "phase-1" });
    const outbox = await db()
      .selectFrom("emailOutbox")
      .select(["toAddress", "subject"])
      .where("quoteId", "=", quote!.id)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.toAddress).toBe("office@slate.test");
    expect(outbox[0]!.subject).toMatch(/^\[Possible spam\]/);
  });

  it("answers 429 past the per-person limit", async () => {
    process.env.LEAD_RATE_LIMIT = "2";
    try {
      const ip = uniqueIp();
      expect((await postQuote(validQuote({ email: "r@example.org" }), { ip })).status).toBe(201);
      expect((await postQuote(validQuote({ email: "r+2@example.org" }), { ip })).status).toBe(201);
      const refused = await postQuote(validQuote({ email: "r+3@example.org" }), { ip });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await quotesByEmail("r+3@example.org")).toHaveLength(0);
    } finally {
      delete process.env.LEAD_RATE_LIMIT;
    }
  });
});
