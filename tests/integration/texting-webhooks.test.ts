/**
 * Issue 32, items 3, 4, 5, 7 and 10: Twilio's webhooks through the real function, signed as Twilio signs
 * (scripts/lib/twilio-payloads.ts, the documented parameters); answers to keywords go through the real twilio
 * library to the Messages API stand-in.
 */
import { describe, expect, it } from "vitest";
import { processPendingTwilioEvents } from "../../src/server/flows/sms/twilio-events.service";
import { smsStrings } from "../../src/shared/strings/sms";
import { inboundFields, newMessageSid, statusFields } from "../../scripts/lib/twilio-payloads";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { insertContact, insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { postTwilio, useTextingSuite } from "../support/texting";

const standIn = new TwilioStandIn();
const db = () => testDb();
useTextingSuite(standIn);

const eventsOf = (sid: string) => db().selectFrom("twilioEvents").selectAll().where("messageSid", "=", sid).execute();
const textsFrom = (number: string) =>
  db().selectFrom("smsMessages").selectAll().where("fromNumber", "=", number).orderBy("id").execute();
const suppressionsOf = (number: string) =>
  db().selectFrom("smsSuppressions").selectAll().where("phoneNumber", "=", number).execute();
let numberCounter = 10;
/** A fresh fictional number per test: "(973) 555-01NN" and its E.164. */
const freshNumber = () => {
  const tail = String(numberCounter++).padStart(2, "0");
  return { written: `(973) 555-01${tail}`, e164: `+197355501${tail}` };
};

describe("the webhook door", () => {
  it("refuses an unsigned, wrongly signed or re-addressed request with 403 and stores nothing", async () => {
    const fields = inboundFields({ from: "+19735550142", body: "Tuesday works" });
    expect((await postTwilio("inbound", fields, null)).status).toBe(403);
    expect((await postTwilio("inbound", fields, "bm90IGEgc2lnbmF0dXJl")).status).toBe(403);
    // Signed for the status URL, posted to the inbound one.
    const status = statusFields({ sid: fields.MessageSid!, to: "+19735550142", state: "delivered" });
    const forStatus = await postTwilio("status", status);
    expect(forStatus.status).toBe(200);
    const tampered = { ...fields, Body: "Tuesday works. Send the money." };
    const { signedTwilioRequest, TEST_AUTH_TOKEN } = await import("../../scripts/lib/twilio-payloads");
    const honest = await signedTwilioRequest(
      "http://localhost:8888/api/webhooks/twilio/inbound",
      fields,
      TEST_AUTH_TOKEN,
    );
    expect((await postTwilio("inbound", tampered, honest.headers["x-twilio-signature"])).status).toBe(403);
    expect((await eventsOf(fields.MessageSid!)).filter((event) => event.kind === "inbound")).toHaveLength(0);
  });

  it("answers 503 while texting is off, and stores nothing", async () => {
    const token = process.env.TWILIO_AUTH_TOKEN;
    delete process.env.TWILIO_AUTH_TOKEN;
    const fields = inboundFields({ from: "+19735550142", body: "hello" });
    const response = await postTwilio("inbound", fields);
    process.env.TWILIO_AUTH_TOKEN = token;
    expect(response.status).toBe(503);
    expect(await eventsOf(fields.MessageSid!)).toHaveLength(0);
  });

  it("names a missing MessageSid or MessageStatus with 422", async () => {
    const inbound = inboundFields({ from: "+19735550142", body: "x" });
    for (const name of ["MessageSid", "SmsSid", "SmsMessageSid"]) delete inbound[name];
    const missingSid = await postTwilio("inbound", inbound);
    expect(missingSid.status).toBe(422);
    expect(((await missingSid.json()) as { fields: Record<string, string> }).fields).toHaveProperty("MessageSid");
    const status = statusFields({ sid: newMessageSid(), to: "+19735550142", state: "sent" });
    delete status.MessageStatus;
    delete status.SmsStatus;
    expect((await postTwilio("status", status)).status).toBe(422);
  });

  it("stores a replayed request once and processes it once", async () => {
    const number = freshNumber();
    await insertQuote({ phone: number.written, email: "replay@example.org" });
    const fields = inboundFields({ from: number.e164, body: "Is Tuesday still good?" });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postTwilio("inbound", fields)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.headers.get("content-type")).toMatch(/text\/xml/);
    expect(await eventsOf(fields.MessageSid!)).toHaveLength(1);
    expect(await textsFrom(number.e164)).toHaveLength(1);
  });
});

describe("a customer's text", () => {
  it("lands on the lead matched by its number, unread and waiting, its body intact (5,000 characters, emoji, other scripts)", async () => {
    const number = freshNumber();
    const quote = await insertQuote({ phone: number.written, email: "match@example.org" });
    const long = `${"Slate ".repeat(830)}🏠👍🏽 Привет 你好 مرحبا`.slice(0, 5000);
    for (const body of ["Tuesday works 👍🏽", "Привет, 你好, مرحبا — שלום", long]) {
      expect((await postTwilio("inbound", inboundFields({ from: number.e164, body }))).status).toBe(200);
    }
    const messages = await db()
      .selectFrom("leadMessages")
      .selectAll()
      .where("quoteId", "=", quote.id)
      .orderBy("id")
      .execute();
    expect(messages.map((message) => message.textBody)).toEqual([
      "Tuesday works 👍🏽",
      "Привет, 你好, مرحبا — שלום",
      long,
    ]);
    expect(messages.every((message) => message.channel === "text" && message.direction === "in")).toBe(true);
    expect(messages.every((message) => message.readAt === null && message.answeredAt === null)).toBe(true);
    expect(long.length).toBe(5000);
  });

  it("from an unknown number goes to Unmatched, like mail", async () => {
    const fields = inboundFields({ from: "+12015550199", body: "Who is this?" });
    expect((await postTwilio("inbound", fields)).status).toBe(200);
    const [text] = await textsFrom("+12015550199");
    expect(text).toMatchObject({ quoteId: null, contactSubmissionId: null, body: "Who is this?" });
    const message = await db()
      .selectFrom("leadMessages")
      .selectAll()
      .where("id", "=", text!.leadMessageId!)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ quoteId: null, contactSubmissionId: null, channel: "text" });
  });

  it("matches a contact enquiry too, whatever way its number was written", async () => {
    const contact = await insertContact({ phone: "973.555.0177", email: "contact-text@example.org" });
    expect(
      (await postTwilio("inbound", inboundFields({ from: "+19735550177", body: "About my chimney" }))).status,
    ).toBe(200);
    const [text] = await textsFrom("+19735550177");
    expect(text).toMatchObject({ contactSubmissionId: contact.id });
  });
});

describe("keywords (Advanced Opt-Out words)", () => {
  it("STOP suppresses at once and sends the one confirmation; START lifts it; HELP answers with name and phone", async () => {
    const number = freshNumber();
    await insertQuote({ phone: number.written, email: "stop@example.org" });
    await postTwilio("inbound", inboundFields({ from: number.e164, body: " stop " }));
    expect(await suppressionsOf(number.e164)).toMatchObject([{ reason: "opted-out", keyword: "STOP" }]);
    await postTwilio("inbound", inboundFields({ from: number.e164, body: "QUIT" }));
    expect(standIn.texts.filter((text) => text.to === number.e164).map((text) => text.body)).toEqual([
      smsStrings.optOutConfirmation,
    ]);
    await postTwilio("inbound", inboundFields({ from: number.e164, body: "HELP" }));
    await postTwilio("inbound", inboundFields({ from: number.e164, body: "Start" }));
    expect(await suppressionsOf(number.e164)).toEqual([]);
    expect(standIn.texts.filter((text) => text.to === number.e164).map((text) => text.body)).toEqual([
      smsStrings.optOutConfirmation,
      smsStrings.help,
      smsStrings.optInConfirmation,
    ]);
    expect(smsStrings.help).toContain("1-888-ROOF-ALP");
    // Keywords are not conversation: the lead does not wait for an answer to "STOP".
    const onConversation = await db()
      .selectFrom("leadMessages")
      .select("id")
      .where("fromAddress", "=", number.e164)
      .execute();
    expect(onConversation).toHaveLength(0);
  });

  it("each stop word works, any case, alone; a sentence with 'stop' in it is a message", async () => {
    for (const word of ["STOPALL", "unsubscribe", "Cancel", "END", "quit"]) {
      const number = freshNumber();
      await postTwilio("inbound", inboundFields({ from: number.e164, body: word }));
      expect(await suppressionsOf(number.e164), word).toHaveLength(1);
    }
    const number = freshNumber();
    await postTwilio("inbound", inboundFields({ from: number.e164, body: "Please stop by on Tuesday" }));
    expect(await suppressionsOf(number.e164)).toHaveLength(0);
  });

  it("sends no confirmation of its own when Twilio's Advanced Opt-Out answered (OptOutType)", async () => {
    const number = freshNumber();
    await postTwilio("inbound", inboundFields({ from: number.e164, body: "STOP", optOutType: "STOP" }));
    expect(await suppressionsOf(number.e164)).toHaveLength(1);
    expect(standIn.texts.filter((text) => text.to === number.e164)).toHaveLength(0);
  });
});

describe("status callbacks", () => {
  async function sentText(number: string) {
    const [row] = await db()
      .insertInto("smsMessages")
      .values({
        direction: "out",
        fromNumber: "",
        toNumber: number,
        body: "Hi",
        purpose: "reply",
        status: "sent",
        providerSid: newMessageSid(),
      })
      .returningAll()
      .execute();
    return row!;
  }

  it("records queued → sent → delivered, and never moves a final state back", async () => {
    const text = await sentText("+19735550142");
    for (const state of ["queued", "sent", "delivered", "sent"]) {
      expect(
        (await postTwilio("status", statusFields({ sid: text.providerSid!, to: text.toNumber, state }))).status,
      ).toBe(200);
    }
    const row = await db().selectFrom("smsMessages").selectAll().where("id", "=", text.id).executeTakeFirstOrThrow();
    expect(row.delivery).toBe("delivered");
  });

  it("30003, 30005, 30006, 30007, 21614: the number cannot take texts; other codes do not mark it", async () => {
    for (const code of [30003, 30005, 30006, 30007, 21614]) {
      const number = freshNumber();
      const text = await sentText(number.e164);
      await postTwilio(
        "status",
        statusFields({ sid: text.providerSid!, to: number.e164, state: "undelivered", errorCode: code }),
      );
      expect(await suppressionsOf(number.e164), String(code)).toMatchObject([
        { reason: "cannot-receive", errorCode: code },
      ]);
      const row = await db().selectFrom("smsMessages").selectAll().where("id", "=", text.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ delivery: "undelivered", errorCode: code });
    }
    const number = freshNumber();
    const text = await sentText(number.e164);
    await postTwilio(
      "status",
      statusFields({ sid: text.providerSid!, to: number.e164, state: "failed", errorCode: 30001 }),
    );
    expect(await suppressionsOf(number.e164)).toHaveLength(0);
  });

  it("a failed processing is retried by the job", async () => {
    const number = freshNumber();
    const text = await sentText(number.e164);
    await db().updateTable("twilioEvents").set({ attempts: 0 }).execute();
    const fields = statusFields({ sid: text.providerSid!, to: number.e164, state: "delivered" });
    await db()
      .insertInto("twilioEvents")
      .values({
        kind: "status",
        messageSid: text.providerSid!,
        messageStatus: "delivered",
        payload: JSON.stringify(fields),
      })
      .execute();
    const report = await processPendingTwilioEvents(db());
    expect(report.twilioEventsProcessed).toBeGreaterThanOrEqual(1);
    const row = await db().selectFrom("smsMessages").selectAll().where("id", "=", text.id).executeTakeFirstOrThrow();
    expect(row.delivery).toBe("delivered");
  });
});
