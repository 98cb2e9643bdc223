/**
 * Postmark's webhooks end to end (issue 21): documented payloads (tests/fixtures/postmark) posted to
 * the real function with Basic credentials; sends go through the real Postmark client to the local
 * stub; attachments go to a real local Blobs server.
 */
import sharp from "sharp";
import { getStore } from "@netlify/blobs";
import { describe, expect, it } from "vitest";
import * as postmarkWebhook from "../../functions/webhooks.mts";
import { deliverDueMessages } from "../../src/server/email/outbox.job";
import { postmarkEventsJob } from "../../src/server/jobs/postmark-events.job";
import { jobs as outboxRetryJobs } from "../../functions/outbox-retry.mts";
import { isSuppressed, suppressionsOf } from "../../src/server/email/suppressions.repository";
import { MAIL_ATTACHMENT_STORE } from "../../src/server/conversation/attachments";
import { mailboxHashOf } from "../../src/server/conversation/mailboxes.repository";
import { basicAuthorization } from "../../src/server/conversation/webhook-auth";
import {
  bouncePayload,
  deliveryPayload,
  inboundPayload,
  leadReplyPayload,
  openPayload,
  postmarkFixture,
  spamComplaintPayload,
} from "../../scripts/lib/postmark-payloads";
import { insertContact, insertQuote } from "../support/admin-session";
import { useBlobsServer } from "../support/blobs-server";
import { testDb } from "../support/db";
import { callFunction, type FunctionModule } from "../support/functions";
import { postQuote, uniqueIp, validQuote } from "../support/leads";
import { quoteWithSentThankYou, useMailEnvironment } from "../support/mail-environment";
import { PostmarkStub } from "../support/postmark-stub";

const SECRET = "postmark:test-webhook-secret";
const AUTH = { authorization: basicAuthorization(SECRET) };
const stub = new PostmarkStub();
const db = () => testDb();
const fn: FunctionModule = postmarkWebhook;

useBlobsServer();
useMailEnvironment(stub, SECRET);

function post(body: unknown, headers: Record<string, string> = AUTH) {
  return callFunction(fn, "/api/webhooks/postmark", { method: "POST", body, headers, origin: null });
}

const outboxRow = (id: string) =>
  db().selectFrom("emailOutbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const eventsOf = (messageId: string) =>
  db().selectFrom("postmarkEvents").selectAll().where("messageId", "=", messageId).execute();
const messagesOfEvent = (eventId: string) =>
  db().selectFrom("leadMessages").selectAll().where("postmarkEventId", "=", eventId).execute();

describe("the webhook door", () => {
  it("refuses every webhook while POSTMARK_WEBHOOK_SECRET is unset (503, Postmark retries) and without the right credentials (401)", async () => {
    delete process.env.POSTMARK_WEBHOOK_SECRET;
    const unset = await post(deliveryPayload({ messageId: "door-1" }));
    expect(unset.status).toBe(503);
    expect(((await unset.json()) as { error: string }).error).toMatch(/POSTMARK_WEBHOOK_SECRET/);
    process.env.POSTMARK_WEBHOOK_SECRET = SECRET;

    const attempts: Record<string, string>[] = [
      {},
      { authorization: basicAuthorization("postmark:wrong") },
      { authorization: "Bearer x" },
    ];
    for (const headers of attempts) {
      const response = await post(deliveryPayload({ messageId: "door-1" }), headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Basic/);
    }
    expect(await eventsOf("door-1")).toHaveLength(0);
  });

  it("answers bad bodies with a clear 4xx naming the problem, never 5xx", async () => {
    const malformed = await callFunction(fn, "/api/webhooks/postmark", {
      method: "POST",
      rawBody: '{"RecordType": "Delivery", ',
      headers: { ...AUTH, "content-type": "application/json" },
      origin: null,
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Request body is not valid JSON." });

    const noId = await post({ ...postmarkFixture("delivery"), MessageID: undefined });
    expect(noId.status).toBe(422);
    expect(((await noId.json()) as { fields: Record<string, string> }).fields.MessageID).toMatch(
      /MessageID is missing/,
    );

    const notObject = await post([1, 2, 3]);
    expect(notObject.status).toBe(422);

    const noType = await post({ MessageID: "x-1", Hello: "there" });
    expect(noType.status).toBe(422);
    expect(((await noType.json()) as { fields: Record<string, string> }).fields.RecordType).toBeTruthy();

    const text = await callFunction(fn, "/api/webhooks/postmark", {
      method: "POST",
      rawBody: "hello",
      headers: { ...AUTH, "content-type": "text/plain" },
      origin: null,
    });
    expect(text.status).toBe(415);
  });
});

describe("sending: Metadata, message stream and Reply-To", () => {
  it("sends customer mail about a lead with Metadata naming the outbox row and lead, on the outbound stream, Reply-To the lead's mailbox", async () => {
    const { quoteId, outbox } = await quoteWithSentThankYou("meta@example.org");
    const sent = stub.accepted.find((email) => email.body.To === "meta@example.org")!;
    expect(sent.body.Metadata).toEqual({ outboxId: String(outbox.id), leadKind: "quote", leadId: String(quoteId) });
    expect(sent.body.MessageStream).toBe("outbound");
    const hash = await mailboxHashOf(db(), { kind: "quote", id: quoteId });
    expect(hash).toMatch(/^[a-z2-7]{26}$/);
    expect(sent.body.ReplyTo).toBe(`reply+${hash}@inbound.slate.test`);
    // The owner's own notification is not about replying to a customer.
    const owner = stub.accepted.find((email) => email.body.To === "office@slate.test")!;
    expect(owner.body.ReplyTo).not.toContain("inbound.slate.test");
  });

  it("keeps Reply-To on the business's inbox when INBOUND_DOMAIN is unset", async () => {
    delete process.env.INBOUND_DOMAIN;
    try {
      await quoteWithSentThankYou("no-inbound@example.org");
      expect(stub.accepted.find((email) => email.body.To === "no-inbound@example.org")!.body.ReplyTo).toBe(
        "office@slate.test",
      );
    } finally {
      process.env.INBOUND_DOMAIN = "inbound.slate.test";
    }
  });

  it("gives every lead its own random hash, not its id", async () => {
    const a = await insertQuote();
    const b = await insertContact();
    const [ha, hb] = await Promise.all([
      mailboxHashOf(db(), { kind: "quote", id: a.id }),
      mailboxHashOf(db(), { kind: "contact", id: b.id }),
    ]);
    expect(ha).not.toBe(hb);
    // 26 base32 characters: 128 random bits, nothing derived from the id.
    expect([ha, hb].every((hash) => /^[a-z2-7]{26}$/.test(hash))).toBe(true);
    // Concurrent first uses agree on one hash.
    const c = await insertQuote();
    const hashes = await Promise.all(Array.from({ length: 8 }, () => mailboxHashOf(db(), { kind: "quote", id: c.id })));
    expect(new Set(hashes).size).toBe(1);
  });
});

describe("delivery events update the outbox row", () => {
  it("Delivery sets delivered_at, Open the first open", async () => {
    const { outbox } = await quoteWithSentThankYou("delivered@example.org");
    const messageId = outbox.providerMessageId!;
    expect((await post(deliveryPayload({ messageId, outboxId: outbox.id }))).status).toBe(200);
    expect((await outboxRow(outbox.id)).deliveredAt).toBeInstanceOf(Date);

    expect((await post(openPayload({ messageId, outboxId: outbox.id }))).status).toBe(200);
    const opened = (await outboxRow(outbox.id)).openedAt;
    expect(opened).toBeInstanceOf(Date);
    const [event] = await eventsOf(messageId).then((rows) => rows.filter((row) => row.recordType === "Open"));
    expect(event!.processedAt).toBeInstanceOf(Date);
  });

  it("finds the row by Postmark's MessageID when Metadata is missing", async () => {
    const { outbox } = await quoteWithSentThankYou("by-message-id@example.org");
    await post(deliveryPayload({ messageId: outbox.providerMessageId! }));
    expect((await outboxRow(outbox.id)).deliveredAt).toBeInstanceOf(Date);
  });

  it("a hard bounce records type and description, suppresses the address and stops automatic mail to it", async () => {
    const { outbox } = await quoteWithSentThankYou("bounced@example.org");
    const response = await post(
      bouncePayload({ messageId: outbox.providerMessageId!, outboxId: outbox.id, email: "bounced@example.org" }),
    );
    expect(response.status).toBe(200);
    expect(await outboxRow(outbox.id)).toMatchObject({
      bounceType: "HardBounce",
      bounceDescription: expect.stringMatching(/unable to deliver/),
      bounceInactive: true,
      bounceCanActivate: true,
    });
    expect((await suppressionsOf(db(), "bounced@example.org")).map((s) => s.reason)).toEqual(["hard-bounce"]);

    // A new quote from the same address: stored, the owner told, no automatic thank-you queued.
    stub.reset();
    const again = await postQuote(validQuote({ email: "bounced@example.org" }), { ip: uniqueIp() });
    expect(again.status).toBe(201);
    expect(stub.accepted.map((email) => email.body.To)).toEqual(["office@slate.test"]);
  });

  it("a soft bounce is recorded without suppressing the address", async () => {
    const { outbox } = await quoteWithSentThankYou("soft@example.org");
    await post(
      bouncePayload({
        messageId: outbox.providerMessageId!,
        outboxId: outbox.id,
        email: "soft@example.org",
        type: "SoftBounce",
      }),
    );
    expect((await outboxRow(outbox.id)).bounceType).toBe("SoftBounce");
    expect(await isSuppressed(db(), "soft@example.org")).toBe(false);
  });

  it("a spam complaint records it and suppresses all automatic mail; a queued automatic message is then not sent", async () => {
    // Queue (without sending) a thank-you, then the complaint about an earlier message arrives.
    const { outbox } = await quoteWithSentThankYou("complainer@example.org");
    await post(
      spamComplaintPayload({
        messageId: outbox.providerMessageId!,
        outboxId: outbox.id,
        email: "complainer@example.org",
      }),
    );
    expect((await outboxRow(outbox.id)).complainedAt).toBeInstanceOf(Date);
    expect((await suppressionsOf(db(), "complainer@example.org")).map((s) => s.reason)).toEqual(["spam-complaint"]);

    const automatic = await db()
      .selectFrom("automaticMail")
      .select("outboxId")
      .where("outboxId", "=", outbox.id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("emailOutbox")
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(Date.now() - 1000) })
      .where("id", "=", automatic.outboxId)
      .execute();
    stub.reset();
    await deliverDueMessages();
    expect(stub.accepted).toHaveLength(0);
    expect(await outboxRow(outbox.id)).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/suppression list \(spam-complaint\)/),
    });
  });

  it("an event about no message of ours is stored and done", async () => {
    expect((await post(deliveryPayload({ messageId: "not-ours-1" }))).status).toBe(200);
    const [event] = await eventsOf("not-ours-1");
    expect(event!.processedAt).toBeInstanceOf(Date);
  });
});

describe("inbound replies", () => {
  it("attaches a reply to its lead by MailboxHash, strips the quoted history and keeps the threading header", async () => {
    const quote = await insertQuote({ email: "customer-a@example.org" });
    const body = await leadReplyPayload(
      db(),
      { kind: "quote", id: quote.id },
      {
        from: "customer-a@example.org",
        fromName: "Eleanor Vance",
        text: "Tuesday works for us.",
        headerMessageId: "<reply-a@mail.example.org>",
      },
    );
    expect((await post(body)).status).toBe(200);
    const [event] = await eventsOf(body.MessageID as string);
    expect(event).toMatchObject({ recordType: "Inbound" });
    const [message] = await messagesOfEvent(event!.id);
    expect(message).toMatchObject({
      direction: "in",
      quoteId: quote.id,
      contactSubmissionId: null,
      fromAddress: "customer-a@example.org",
      fromName: "Eleanor Vance",
      strippedText: "Tuesday works for us.",
      headerMessageId: "<reply-a@mail.example.org>",
      readAt: null,
    });
    expect(message!.textBody).toContain("> Our earlier message");
  });

  it("accepts the documented inbound example as posted (no RecordType field)", async () => {
    const body = postmarkFixture("inbound");
    expect(body.RecordType).toBeUndefined();
    expect((await post(body)).status).toBe(200);
    const [event] = await eventsOf(body.MessageID as string);
    const [message] = await messagesOfEvent(event!.id);
    expect(message).toMatchObject({ fromAddress: "support@postmarkapp.com", quoteId: null, contactSubmissionId: null });
    expect(message!.attachments).toEqual([{ name: "test.txt", contentType: "text/plain", size: 45, dropped: "type" }]);
  });

  it("falls back to the newest open lead of the sender, then to the Unmatched list for a hash that matches nothing", async () => {
    await insertQuote({ email: "two-leads@example.org", status: "completed" });
    const open = await insertContact({ email: "Two-Leads@example.org" });
    const bySender = inboundPayload({
      from: "two-leads@example.org",
      mailboxHash: "aaaaaaaaaaaaaaaaaaaaaaaaaa",
      text: "Hello",
    });
    await post(bySender);
    const [e1] = await eventsOf(bySender.MessageID as string);
    expect((await messagesOfEvent(e1!.id))[0]).toMatchObject({ contactSubmissionId: open.id, quoteId: null });

    const stranger = inboundPayload({
      from: "stranger@example.org",
      mailboxHash: "no-such-hash",
      text: "Who is this?",
    });
    await post(stranger);
    const [e2] = await eventsOf(stranger.MessageID as string);
    expect((await messagesOfEvent(e2!.id))[0]).toMatchObject({
      contactSubmissionId: null,
      quoteId: null,
      discardedAt: null,
    });
  });

  it("cleans a From with CR/LF and sanitises scripts, handlers and keeps tracking pixels out of the way", async () => {
    const body = inboundPayload({
      from: "evil@example.org\r\nBcc: victim@example.org",
      text: "hi",
      html: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="https://tracker.example/pixel.gif" width="1" height="1"><a href="javascript:alert(1)">x</a>',
    });
    (body.FromFull as { Email: string }).Email = "evil@example.org\r\nBcc: victim@example.org";
    expect((await post(body)).status).toBe(200);
    const [event] = await eventsOf(body.MessageID as string);
    const [message] = await messagesOfEvent(event!.id);
    expect(message!.fromAddress).toBe("evil@example.org");
    expect(message!.htmlBody).not.toMatch(/script|onclick|javascript:/i);
    expect(message!.htmlBody).toContain("<p>Hi</p>");
  });

  it("keeps images (re-encoded, EXIF gone) and PDFs in Blobs, lists other files by a safe name, drops a file over 4 MB", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a0522d" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "GPS secret" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    // Over the 4 MB cap, yet inside a 6 MB body once base64-encoded (issue 33: what can arrive at all).
    const big = Buffer.alloc(4.2 * 1024 * 1024, 1);
    const body = inboundPayload({
      from: "files@example.org",
      text: "Photos attached",
      attachments: [
        { Name: "roof.jpg", Content: photo.toString("base64"), ContentType: "image/jpeg", ContentLength: photo.length },
        {
          Name: "estimate.pdf",
          Content: pdf.toString("base64"),
          ContentType: "application/pdf",
          ContentLength: pdf.length,
        },
        {
          Name: "../../x.php",
          Content: Buffer.from("<?php echo 1;").toString("base64"),
          ContentType: "application/x-php",
        },
        { Name: "huge.jpg", Content: big.toString("base64"), ContentType: "image/jpeg", ContentLength: big.length },
        { Name: "fake.jpg", Content: Buffer.from("not an image").toString("base64"), ContentType: "image/jpeg" },
      ],
    });
    const response = await post(body);
    expect(response.status).toBe(200);
    const [event] = await eventsOf(body.MessageID as string);
    const [message] = await messagesOfEvent(event!.id);
    const [image, kept, php, huge, fake] = message!.attachments;
    expect(image).toMatchObject({ name: "roof.webp", contentType: "image/webp", key: `event-${event!.id}/0` });
    expect(kept).toMatchObject({ name: "estimate.pdf", contentType: "application/pdf", key: `event-${event!.id}/1` });
    expect(php).toMatchObject({ name: "x.php", dropped: "type" });
    expect(php!.key).toBeUndefined();
    expect(huge).toMatchObject({ name: "huge.jpg", dropped: "size" });
    expect(fake).toMatchObject({ name: "fake.jpg", dropped: "unreadable" });

    const storedImage = await getStore(MAIL_ATTACHMENT_STORE).get(image!.key!, { type: "arrayBuffer" });
    const meta = await sharp(Buffer.from(storedImage!)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    // The stored event keeps the body minus the attachment bytes (the kept ones live in Blobs).
    const lean = (await eventsOf(body.MessageID as string))[0]!.payload as { Attachments: { Content: string }[] };
    expect(lean.Attachments.every((attachment) => attachment.Content === "")).toBe(true);
  });
});

describe("never lost, never twice", () => {
  it("stores 20 concurrent copies of one event once and makes one message", async () => {
    const body = inboundPayload({ from: "dup@example.org", text: "Only once" });
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(responses.map((r) => r.status).every((status) => status === 200)).toBe(true);
    const answers = (await Promise.all(responses.map((r) => r.json()))) as { duplicate: boolean }[];
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    const events = await eventsOf(body.MessageID as string);
    expect(events).toHaveLength(1);
    expect(await messagesOfEvent(events[0]!.id)).toHaveLength(1);
  });

  it("leaves an event whose processing fails for the job, which processes it once the fault is gone", async () => {
    const saved = process.env.NETLIFY_BLOBS_CONTEXT;
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const body = inboundPayload({
      from: "later@example.org",
      text: "Photo",
      attachments: [{ Name: "p.png", Content: photo.toString("base64"), ContentType: "image/png" }],
    });
    // Blobs unreachable: the processing step fails after the body is stored.
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL: "http://127.0.0.1:9", token: "t", siteID: "s" }),
    ).toString("base64");
    try {
      expect((await post(body)).status).toBe(200);
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = saved;
    }
    const [stuck] = await eventsOf(body.MessageID as string);
    expect(stuck).toMatchObject({ processedAt: null, attempts: 1 });
    expect(stuck!.lastError).toBeTruthy();
    expect(await messagesOfEvent(stuck!.id)).toHaveLength(0);

    expect(outboxRetryJobs).toContain(postmarkEventsJob);
    const report = await postmarkEventsJob.run(db());
    expect(report.webhookEventsProcessed).toBeGreaterThanOrEqual(1);
    const [done] = await eventsOf(body.MessageID as string);
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done!.processedAt).toBeInstanceOf(Date);
    expect(await messagesOfEvent(done!.id)).toHaveLength(1);
  });

  it("takes 200 webhooks in one burst: no 5xx, every one stored and processed", async () => {
    const bodies = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0
        ? deliveryPayload({ messageId: `burst-${index}` })
        : inboundPayload({ from: `burst${index}@example.org`, text: `Burst ${index}`, messageId: `burst-${index}` }),
    );
    const started = performance.now();
    const responses = await Promise.all(bodies.map((body) => post(body)));
    const elapsed = performance.now() - started;
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const stored = await db()
      .selectFrom("postmarkEvents")
      .select(["processedAt"])
      .where("messageId", "like", "burst-%")
      .execute();
    expect(stored).toHaveLength(200);
    expect(stored.every((row) => row.processedAt !== null)).toBe(true);
    console.log(`[bench] 200 webhooks answered in ${Math.round(elapsed)} ms`);
  });
});
