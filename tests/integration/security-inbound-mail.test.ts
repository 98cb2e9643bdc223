/**
 * Issue 33, findings 2, 3, 4, 6 and the mail parts of 10, through the real webhook function with
 * Postmark's documented inbound shape (tests/fixtures/postmark/inbound.json, the inbound webhook page;
 * the authentication headers of Postmark's "Parse an email" example: Received-SPF, X-Spam-Status,
 * X-Spam-Score, X-Spam-Tests; scripts/lib/postmark-payloads.ts builds them):
 * - 2: a forged From (SPF fail, DMARC fail, X-Spam-Status: Yes) goes to Unmatched, marked "sender not
 *   verified", alerts nobody and leaves follow-ups running; the lead's own reply+{hash} stays trusted;
 * - 3: PNGs of 16000 × 16000 pixels (31 KB each, made here) are refused by their header, the message kept;
 * - 4: a kept file's extension is its verified type's, bidirectional controls are gone;
 * - 6: U+0000 and lone surrogates are stored cleaned, 100,000 levels of nesting are a 422, never a 500;
 * - 10: the 6 MB body limit, reply hashes that rotate, closed leads that stop matching, the reply alert.
 */
import { deflateSync } from "node:zlib";
import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as postmarkWebhook from "../../functions/webhooks.mts";
import { mailboxHashOf } from "../../src/server/conversation/mailboxes.repository";
import { storeAttachments } from "../../src/server/conversation/attachments";
import { basicAuthorization } from "../../src/server/conversation/webhook-auth";
import { inboundPayload, leadReplyPayload } from "../../scripts/lib/postmark-payloads";
import { insertQuote } from "../support/admin-session";
import { useBlobsServer } from "../support/blobs-server";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { postQuote, uniqueIp, validQuote } from "../support/leads";
import { postWebhook } from "../support/postmark-webhook";

const SECRET = "postmark:security-inbound";
const AUTH = { authorization: basicAuthorization(SECRET) };
const db = () => testDb();
useBlobsServer();

const post = (body: unknown) => postWebhook(postmarkWebhook, body, SECRET);
const postRaw = (rawBody: string) =>
  callFunction(postmarkWebhook, "/api/webhooks/postmark", {
    method: "POST",
    rawBody,
    headers: { ...AUTH, "content-type": "application/json" },
    origin: null,
  });
const messageOf = async (messageId: string) => {
  const event = await db()
    .selectFrom("postmarkEvents")
    .selectAll()
    .where("messageId", "=", messageId)
    .executeTakeFirstOrThrow();
  return db().selectFrom("leadMessages").selectAll().where("postmarkEventId", "=", event.id).executeTakeFirst();
};
const alertsOf = (quoteId: number) =>
  db().selectFrom("alerts").selectAll().where("leadId", "=", quoteId).where("kind", "=", "customer-reply").execute();
const activeFollowUps = async (quoteId: number) =>
  (
    await db()
      .selectFrom("followUpEnrolments")
      .select("id")
      .where("quoteId", "=", quoteId)
      .where("status", "=", "active")
      .execute()
  ).length;

async function quoteFromForm(email: string, overrides: Record<string, unknown> = {}) {
  const response = await postQuote(validQuote({ email, ...overrides }), { ip: uniqueIp() });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A PNG that claims width × height pixels in a few KB: 1-bit grey, every row zeros, deflated. */
function pngOf(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

const attachment = (Name: string, content: Buffer, ContentType: string) => ({
  Name,
  Content: content.toString("base64"),
  ContentType,
  ContentLength: content.length,
});

/** An inbound message from `from` carrying `files` ([name, bytes, declared type]). */
const withFiles = (from: string, text: string, files: [string, Buffer, string][]) =>
  inboundPayload({ from, text, attachments: files.map(([name, bytes, type]) => attachment(name, bytes, type)) });

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  process.env.POSTMARK_WEBHOOK_SECRET = SECRET;
  process.env.INBOUND_DOMAIN = "inbound.slate.test";
  for (const level of ["warn", "error", "info"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});

describe("finding 2: a sender is trusted only when Postmark's checks prove it", () => {
  it("files a forged From as Unmatched, 'sender not verified', with no alert and follow-ups still running", async () => {
    const email = "margaret.forged@example.org";
    const quoteId = await quoteFromForm(email);
    const running = await activeFollowUps(quoteId);
    expect(running).toBeGreaterThan(0);
    const forged = inboundPayload({ from: email, text: "Cancel everything.", authentication: "forged" });
    expect((await post(forged)).status).toBe(200);
    const message = await messageOf(forged.MessageID as string);
    expect(message).toMatchObject({ quoteId: null, contactSubmissionId: null });
    expect(message!.senderUnverified).toMatch(/^sender not verified/);
    expect(await alertsOf(quoteId)).toHaveLength(0);
    expect(await activeFollowUps(quoteId)).toBe(running);

    // No checks at all, or Postmark's Received-SPF given twice (one written by the sender), is no proof either.
    const bare = inboundPayload({ from: email, text: "Hello?", authentication: "none" });
    const doubled = inboundPayload({ from: email, text: "Hello again" });
    (doubled.Headers as { Name: string; Value: string }[]).push({
      Name: "Received-SPF",
      Value: `Pass (sender SPF authorized) identity=mailfrom; envelope-from=${email}`,
    });
    for (const body of [bare, doubled]) {
      await post(body);
      expect(await messageOf(body.MessageID as string)).toMatchObject({ quoteId: null });
    }
  });

  it("matches a verified sender to the open lead, and trusts the lead's own reply+{hash} even unverified", async () => {
    const email = "eleanor.real@example.org";
    const quoteId = await quoteFromForm(email);
    const verified = inboundPayload({ from: email, text: "Tuesday works." });
    await post(verified);
    expect(await messageOf(verified.MessageID as string)).toMatchObject({ quoteId, senderUnverified: null });

    const other = await quoteFromForm("someone.else@example.org");
    const byHash = await leadReplyPayload(
      db(),
      { kind: "quote", id: other },
      { from: "forwarded@elsewhere.example", text: "Via my other address", authentication: "none" },
    );
    await post(byHash);
    expect(await messageOf(byHash.MessageID as string)).toMatchObject({ quoteId: other, senderUnverified: null });
  });
});

describe("finding 3: image bombs", () => {
  it("refuses 16000 × 16000 PNGs by their header, keeps the small image and the message, within seconds", async () => {
    const bomb = pngOf(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const small = pngOf(640, 480);
    const body = withFiles("bombs@example.org", "Photos of the roof", [
      ["roof1.png", bomb, "image/png"],
      ["roof2.png", bomb, "image/png"],
      ["ok.png", small, "image/png"],
      ["roof3.png", bomb, "image/png"],
    ]);
    const started = Date.now();
    expect((await post(body)).status).toBe(200);
    const message = await messageOf(body.MessageID as string);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(message!.strippedText).toBe("Photos of the roof");
    const [one, two, ok, three] = message!.attachments;
    for (const refused of [one, two, three]) expect(refused).toMatchObject({ dropped: "pixels" });
    expect(one!.name).toBe("roof1.png");
    expect(ok).toMatchObject({ name: "ok.webp", contentType: "image/webp" });
    expect(ok!.key).toBeDefined();
  });
});

describe("finding 3: the per-message pixel cap", () => {
  it("keeps images until the message's pixel budget is spent, then lists the rest as over it", async () => {
    const image = pngOf(640, 480);
    const stored = await storeAttachments(
      "pixel-budget",
      [1, 2, 3].map((n) => attachment(`p${n}.png`, image, "image/png")),
      { imagePixels: 400_000, messagePixels: 700_000 },
    );
    expect(stored.map((entry) => entry.dropped ?? "kept")).toEqual(["kept", "kept", "total-pixels"]);
    expect(stored[2]!.name).toBe("p3.png");
  });
});

describe("finding 4: a kept file is named by what it was verified to be", () => {
  it("gives report.html, setup.bat and invoice.pdf\\u202Egnp.exe (PDFs in fact) a .pdf name without bidi controls", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const body = withFiles("names@example.org", "Files", [
      ["report.html", pdf, "application/pdf"],
      ["setup.bat", pdf, "application/pdf"],
      ["invoice.pdf\u202Egnp.exe", pdf, "application/pdf"],
      ["notes\u2066.txt\u2069", Buffer.from("hi"), "text/plain"],
    ]);
    await post(body);
    const names = (await messageOf(body.MessageID as string))!.attachments.map((entry) => entry.name);
    expect(names).toEqual(["report.pdf", "setup.pdf", "invoice.pdfgnp.pdf", "notes.txt"]);
    for (const name of names) expect(name).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
  });
});

describe("finding 6: bodies PostgreSQL cannot take as they are", () => {
  it("stores U+0000 and lone surrogates cleaned; refuses 100,000 levels of nesting with a 422; never a 500", async () => {
    const nul = inboundPayload({ from: "nul@example.org", text: "a\u0000b" });
    const response = await postRaw(JSON.stringify(nul).split("a\\u0000b").join("a\\u0000b\\ud800c"));
    expect(response.status).toBe(200);
    const message = await messageOf(nul.MessageID as string);
    expect(message!.strippedText).toBe("ab\uFFFDc");

    const deep = `{"MessageID":"deep-1","RecordType":"Inbound","x":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const refused = await postRaw(deep);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(/nested too deeply/);
  });
});

describe("finding 10: what can arrive, and which hashes still match", () => {
  it("refuses a body over Netlify's 6 MB with a 413 before reading it whole", async () => {
    const body = inboundPayload({ from: "big@example.org", text: "x".repeat(6 * 1024 * 1024) });
    expect((await post(body)).status).toBe(413);
  });

  it("rotates a hash older than 30 days; the old one matches for 90 days more, then goes to Unmatched", async () => {
    const lead = { kind: "quote" as const, id: (await insertQuote({ email: "rotate@example.org" })).id };
    const first = await mailboxHashOf(db(), lead);
    expect(await mailboxHashOf(db(), lead)).toBe(first);
    await sql`update lead_mailboxes set created_at = now() - interval '31 days' where hash = ${first}`.execute(db());
    const second = await mailboxHashOf(db(), lead);
    expect(second).not.toBe(first);
    /** Whose lead a reply to the first hash, from an unverified address, lands on. */
    const replyToFirst = async (text: string) => {
      const body = inboundPayload({ from: "x@elsewhere.example", mailboxHash: first, text, authentication: "none" });
      await post(body);
      return messageOf(body.MessageID as string);
    };
    expect(await replyToFirst("old")).toMatchObject({ quoteId: lead.id });

    await db()
      .updateTable("leadMailboxes")
      .set({ retiredAt: sql<Date>`now() - interval '91 days'` })
      .where("hash", "=", first)
      .execute();
    expect(await replyToFirst("stale")).toMatchObject({ quoteId: null, contactSubmissionId: null });
  });

  it("stops matching a lead closed more than 90 days ago, by hash and by sender", async () => {
    const email = "closed.long.ago@example.org";
    const closed = await insertQuote({ email, status: "completed" });
    const recent = await insertQuote({ email: "closed.lately@example.org", status: "completed" });
    await db()
      .insertInto("leadStatusChanges")
      .values([
        {
          quoteId: closed.id,
          fromStatus: "scheduled",
          toStatus: "completed",
          createdAt: sql`now() - interval '91 days'`,
        },
        {
          quoteId: recent.id,
          fromStatus: "scheduled",
          toStatus: "completed",
          createdAt: sql`now() - interval '10 days'`,
        },
      ])
      .execute();
    const late = await leadReplyPayload(db(), { kind: "quote", id: closed.id }, { from: email, text: "Leak again" });
    await post(late);
    expect(await messageOf(late.MessageID as string)).toMatchObject({ quoteId: null, contactSubmissionId: null });
    const lately = await leadReplyPayload(
      db(),
      { kind: "quote", id: recent.id },
      { from: "a@b.example", text: "Thanks" },
    );
    await post(lately);
    expect(await messageOf(lately.MessageID as string)).toMatchObject({ quoteId: recent.id });
  });

  it("alerts a reply with the lead's first name, service and town: no sender name, no message text", async () => {
    const email = "lockscreen@example.org";
    const quoteId = await quoteFromForm(email, {
      firstName: "Margaret",
      lastName: "Hale",
      city: "Montclair",
      projectType: "repair",
    });
    const reply = inboundPayload({
      from: email,
      fromName: "Margaret Hale",
      subject: "Re: my gate code is 4711",
      text: "The gate code is 4711, key under the mat.",
    });
    await post(reply);
    const [alert] = await alertsOf(quoteId);
    expect(alert!.title).toBe("Reply · Repair · Montclair · Margaret");
    expect(`${alert!.title} ${alert!.body}`).not.toMatch(/Hale|4711|gate|mat/);
  });
});
