/**
 * Issue 32, items 3, 4, 7 and 10: texting a lead from the console (POST /api/admin/leads/:kind/:id/texts) through
 * queueText, the texting outbox and the real twilio library to the Messages API stand-in.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { queueText } from "../../src/server/flows/sms/queue-text";
import { deliverTexts } from "../../src/server/sms/sms-delivery.job";
import { setSmsConsentForTests } from "../../src/server/sms/consent";
import { smsStrings } from "../../src/shared/strings/sms";
import type { TextView } from "../../src/shared/texts";
import type { LeadTimeline } from "../../src/shared/conversation";
import { inboundFields } from "../../scripts/lib/twilio-payloads";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { postTwilio, useTextingAdminSuite } from "../support/texting";

const { standIn, admin } = useTextingAdminSuite("texting-send");
const db = () => testDb();

const send = (id: number, body: unknown, key: string = randomUUID()) =>
  callFunction(adminApi, `/api/admin/leads/quote/${id}/texts`, {
    method: "POST",
    cookie: admin.cookie,
    body,
    headers: { "Idempotency-Key": key },
  });
const sentTo = (number: string) => standIn.texts.filter((text) => text.to === number);
/** Waits for the after-response delivery (the test context has no waitUntil, but be sure). */
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe("texting a lead from the console", () => {
  it("queues, sends once to the E.164 number, and answers 202 with the text", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0142 ext. 12", email: "send@example.org" });
    const response = await send(quote.id, { body: "Hi Greta, Tuesday 9 am works. 👍" });
    expect(response.status).toBe(202);
    const text = (await response.json()) as TextView;
    expect(text).toMatchObject({
      channel: "text",
      direction: "out",
      customerNumber: "+19735550142",
      body: "Hi Greta, Tuesday 9 am works. 👍",
    });
    await until(() => sentTo("+19735550142").length > 0);
    expect(sentTo("+19735550142")).toHaveLength(1);
    expect(sentTo("+19735550142")[0]).toMatchObject({
      messagingServiceSid: expect.stringMatching(/^MG/),
      statusCallback: "http://localhost:8888/api/webhooks/twilio/status",
    });
    const row = await db().selectFrom("smsMessages").selectAll().where("id", "=", text.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", providerSid: sentTo("+19735550142")[0]!.sid });
  });

  it("20 concurrent taps with one Idempotency-Key send one text", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0143", email: "taps@example.org" });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(quote.id, { body: "One text only" }, key)));
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as TextView).id)));
    expect(ids.size).toBe(1);
    await until(() => sentTo("+19735550143").length > 0);
    await deliverTexts(db());
    expect(sentTo("+19735550143")).toHaveLength(1);
    expect(
      await db().selectFrom("smsMessages").select("id").where("toNumber", "=", "+19735550143").execute(),
    ).toHaveLength(1);
  });

  it("names the body (422) when empty or longer than 1,600 characters", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0144", email: "body@example.org" });
    for (const body of [{}, { body: "   " }, { body: "x".repeat(1601) }]) {
      const response = await send(quote.id, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty("body");
    }
  });

  it("refuses with the reason: no consent (409), no US mobile number (422 naming phone), texting off (503)", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0145", email: "refuse@example.org" });
    setSmsConsentForTests(() => false);
    const noConsent = await send(quote.id, { body: "Hello" });
    setSmsConsentForTests(() => true);
    expect(noConsent.status).toBe(409);
    expect(await noConsent.json()).toMatchObject({ reason: "no-consent", error: smsStrings.refused["no-consent"] });

    const abroad = await insertQuote({ phone: "+44 20 7946 0958", email: "abroad@example.org" });
    const nonUs = await send(abroad.id, { body: "Hello" });
    expect(nonUs.status).toBe(422);
    expect(await nonUs.json()).toMatchObject({ reason: "non-us", fields: { phone: smsStrings.refused["non-us"] } });

    const sid = process.env.TWILIO_ACCOUNT_SID;
    delete process.env.TWILIO_ACCOUNT_SID;
    const off = await send(quote.id, { body: "Hello" });
    process.env.TWILIO_ACCOUNT_SID = sid;
    expect(off.status).toBe(503);
    expect(await off.json()).toMatchObject({ reason: "off", error: smsStrings.off });
    expect(sentTo("+19735550145")).toHaveLength(0);
  });
});

describe("suppression on every send path", () => {
  it("a number that texted STOP gets nothing typed (409) or automatic, and a text queued before the STOP is not sent", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0146", email: "stopped@example.org" });
    // Queued (not yet delivered) before the customer's STOP.
    const early = await db()
      .transaction()
      .execute((trx) =>
        queueText(trx, {
          leadKind: "quote",
          leadId: quote.id,
          to: "973-555-0146",
          body: "Reminder",
          purpose: "follow-up",
          automatic: true,
        }),
      );
    expect(early.queued).toBe(true);
    await postTwilio("inbound", inboundFields({ from: "+19735550146", body: "STOP" }));
    const typed = await send(quote.id, { body: "Are you there?" });
    expect(typed.status).toBe(409);
    expect(await typed.json()).toMatchObject({ reason: "opted-out" });
    const automatic = await db()
      .transaction()
      .execute((trx) =>
        queueText(trx, {
          leadKind: "quote",
          leadId: quote.id,
          to: "+19735550146",
          body: "Step 2",
          purpose: "follow-up",
          automatic: true,
        }),
      );
    expect(automatic).toEqual({ queued: false, reason: "opted-out" });
    await deliverTexts(db());
    expect(sentTo("+19735550146").map((text) => text.body)).toEqual([smsStrings.optOutConfirmation]);
    const held = await db()
      .selectFrom("smsMessages")
      .selectAll()
      .where("body", "=", "Reminder")
      .executeTakeFirstOrThrow();
    expect(held.status).toBe("failed");
    // The timeline shows the text with its state, and the STOP as a marker on the lead.
    const timeline = (await (
      await callFunction(adminApi, `/api/admin/leads/quote/${quote.id}/timeline`, { cookie: admin.cookie })
    ).json()) as LeadTimeline;
    const texts = timeline.entries.flatMap((entry) => (entry.type === "message" ? [entry.message] : []));
    expect(texts.find((message) => message.text === "Reminder")).toMatchObject({
      channel: "text",
      direction: "out",
      textDelivery: { status: "failed", errorCode: null },
    });
    const labels = timeline.entries.flatMap((entry) => (entry.type === "status" ? [entry.label] : []));
    expect(labels.some((label) => label.startsWith("Texts stopped by the customer on "))).toBe(true);
    expect(timeline.texting).toEqual({ available: false, reason: smsStrings.refused["opted-out"] });
  });

  it("a number that cannot take texts is refused with 'Can't be texted: call instead'", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0147", email: "landline@example.org" });
    await db()
      .insertInto("smsSuppressions")
      .values({ phoneNumber: "+19735550147", reason: "cannot-receive", errorCode: 30006 })
      .execute();
    const response = await send(quote.id, { body: "Hello" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      reason: "cannot-receive",
      error: smsStrings.refused["cannot-receive"],
    });
  });

  it("Twilio's 21610 (unsubscribed) and 21614 (not a mobile number) refusals mark the number", async () => {
    for (const [code, number, reason] of [
      [21610, "+19735550148", "opted-out"],
      [21614, "+19735550149", "cannot-receive"],
    ] as const) {
      const quote = await insertQuote({ phone: number, email: `refused-${code}@example.org` });
      standIn.mode = { refuse: code };
      const response = await send(quote.id, { body: "Hello" });
      expect(response.status).toBe(202);
      await until(
        async () =>
          (await db().selectFrom("smsSuppressions").select("reason").where("phoneNumber", "=", number).execute())
            .length > 0,
      );
      standIn.mode = "ok";
      const suppressions = await db()
        .selectFrom("smsSuppressions")
        .selectAll()
        .where("phoneNumber", "=", number)
        .execute();
      expect(suppressions).toMatchObject([{ reason, errorCode: code }]);
    }
  });
});

describe("answering by text", () => {
  it("clears the customer's unanswered text (Waiting) like an e-mail reply", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0150", email: "waiting@example.org" });
    await postTwilio("inbound", inboundFields({ from: "+19735550150", body: "When can you come?" }));
    const unanswered = () =>
      db()
        .selectFrom("leadMessages")
        .select("id")
        .where("quoteId", "=", quote.id)
        .where("direction", "=", "in")
        .where("answeredAt", "is", null)
        .execute();
    expect(await unanswered()).toHaveLength(1);
    expect((await send(quote.id, { body: "Thursday at 10." })).status).toBe(202);
    expect(await unanswered()).toHaveLength(0);
  });
});
