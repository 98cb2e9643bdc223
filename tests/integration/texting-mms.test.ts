/**
 * Issue 32, items 3 and 11: photos a customer texts (MMS). Inbound webhooks in Twilio's documented shape with
 * NumMedia, MediaUrl{N} and MediaContentType{N} (twilio.com/docs/messaging/guides/webhook-request), the files
 * served by the Messages API stand-in behind the account's Basic credentials as Twilio serves media
 * (twilio.com/docs/messaging/api/media-resource). A photo becomes the lead's photo, re-encoded without metadata and
 * shown on the timeline entry; anything else is refused there with its reason, never a 500.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { inboundFields } from "../../scripts/lib/twilio-payloads";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { processPendingTwilioEvents } from "../../src/server/flows/sms/twilio-events.service";
import { adminSessions, insertContact, insertQuote, type AdminSessions } from "../support/admin-session";
import { useBlobsServer } from "../support/blobs-server";
import { testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { postTwilio, useTextingSuite } from "../support/texting";
import type { LeadTimeline, MessageView } from "../../src/shared/conversation";

const standIn = new TwilioStandIn();
useBlobsServer();
useTextingSuite(standIn);
const db = () => testDb();
let sessions: AdminSessions;
beforeAll(async () => {
  sessions = await adminSessions("texting-mms");
});

let numberCounter = 40;
const freshNumber = () => {
  const tail = String(numberCounter++).padStart(2, "0");
  return { written: `(862) 555-01${tail}`, e164: `+186255501${tail}` };
};

const gpsJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6a5a4a" } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 0/1", GPSMapDatum: "GPSMARKER-WGS84" } })
    .toBuffer();

async function textPhotos(from: string, files: { body: Buffer; type: string }[], sid?: string) {
  const media = files.map((file) => ({ url: standIn.serveMedia(file.body, file.type), contentType: file.type }));
  const fields = inboundFields({ from, body: "Here's the roof", media, sid });
  const response = await postTwilio("inbound", fields);
  expect(response.status).toBe(200);
  return fields;
}

const photosOf = (quoteId: number) =>
  db().selectFrom("leadPhotos").selectAll().where("quoteId", "=", quoteId).orderBy("id").execute();

async function timelineMessage(kind: "quote" | "contact", id: number): Promise<MessageView> {
  const response = await callFunction(adminApi, `/api/admin/leads/${kind}/${id}/timeline`, {
    cookie: sessions.adminCookie,
  });
  expect(response.status).toBe(200);
  const timeline = (await response.json()) as LeadTimeline;
  const entry = timeline.entries.findLast((item) => item.type === "message");
  return (entry as { message: MessageView }).message;
}

describe("a customer's texted photos (MMS)", () => {
  it("a JPEG with EXIF GPS becomes the quote's photo without any metadata, shown on the timeline entry", async () => {
    const number = freshNumber();
    const quote = await insertQuote({ phone: number.written, email: "mms-jpeg@example.org" });
    const original = await gpsJpeg();
    expect(original.includes("GPSMARKER")).toBe(true);
    await textPhotos(number.e164, [{ body: original, type: "image/jpeg" }]);
    expect(standIn.mediaRequests).toBe(1);
    const [photo] = await photosOf(quote.id);
    expect(photo).toMatchObject({ width: 1200, height: 900, tokenHash: null });
    const message = await timelineMessage("quote", quote.id);
    expect(message.text).toBe("Here's the roof");
    const [attachment] = message.attachments;
    expect(attachment).toMatchObject({ contentType: "image/webp", dropped: null });
    for (const url of [attachment!.url!, attachment!.thumbnail!.src]) {
      const file = await callFunction(adminApi, url, { cookie: sessions.adminCookie });
      expect(file.status, url).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("GPSMARKER")).toBe(false);
    }
    const list = await callFunction(adminApi, `/api/admin/quote-photos?quote=${quote.id}`, {
      cookie: sessions.adminCookie,
    });
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it("keeps a PNG (on a contact enquiry too), refuses a PDF and a 20 MB photo with their reasons on the timeline", async () => {
    const number = freshNumber();
    const contact = await insertContact({ phone: number.written, email: "mms-mixed@example.org" });
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: "#336699" } })
      .png()
      .toBuffer();
    const pdf = Buffer.from("%PDF-1.7\n%%EOF\n");
    const huge = Buffer.alloc(20 * 1024 * 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    await textPhotos(number.e164, [
      { body: png, type: "image/png" },
      { body: pdf, type: "application/pdf" },
      { body: huge, type: "image/jpeg" },
    ]);
    const photos = await db()
      .selectFrom("leadPhotos")
      .selectAll()
      .where("contactSubmissionId", "=", contact.id)
      .execute();
    expect(photos).toMatchObject([{ width: 640, height: 480 }]);
    const message = await timelineMessage("contact", contact.id);
    expect(message.attachments.map((attachment) => attachment.dropped)).toEqual([null, "not-photo", "photo-size"]);
    expect(message.attachments[0]!.thumbnail).toBeDefined();
    // The PDF is never fetched: only the PNG and the large one were asked for.
    expect(standIn.mediaRequests).toBe(2);
  });

  it("a replayed MMS gives one photo; a URL off Twilio is never fetched", async () => {
    const number = freshNumber();
    const quote = await insertQuote({ phone: number.written, email: "mms-replay@example.org" });
    const fields = await textPhotos(number.e164, [{ body: await gpsJpeg(), type: "image/jpeg" }]);
    await Promise.all(Array.from({ length: 4 }, () => postTwilio("inbound", fields)));
    await processPendingTwilioEvents(db());
    expect(await photosOf(quote.id)).toHaveLength(1);
    expect(standIn.mediaRequests).toBe(1);

    const elsewhere = inboundFields({
      from: number.e164,
      body: "and this",
      media: [{ url: "http://169.254.169.254/latest/meta-data/", contentType: "image/jpeg" }],
    });
    expect((await postTwilio("inbound", elsewhere)).status).toBe(200);
    const message = await timelineMessage("quote", quote.id);
    expect(message.attachments.map((attachment) => attachment.dropped)).toEqual(["source"]);
    expect(await photosOf(quote.id)).toHaveLength(1);
  });

  it("a media host that cannot be reached leaves the text for the job, which keeps the photo once it can", async () => {
    const number = freshNumber();
    const quote = await insertQuote({ phone: number.written, email: "mms-retry@example.org" });
    await standIn.stop();
    const media = [{ url: standIn.serveMedia(await gpsJpeg(), "image/jpeg"), contentType: "image/jpeg" }];
    const fields = inboundFields({ from: number.e164, body: "roof photo", media });
    expect((await postTwilio("inbound", fields)).status).toBe(200);
    const [event] = await db()
      .selectFrom("twilioEvents")
      .selectAll()
      .where("messageSid", "=", fields.MessageSid!)
      .execute();
    expect(event).toMatchObject({ processedAt: null, attempts: 1 });
    expect(await photosOf(quote.id)).toHaveLength(0);
    await standIn.start();
    expect((await processPendingTwilioEvents(db())).twilioEventsProcessed).toBeGreaterThanOrEqual(1);
    expect(await photosOf(quote.id)).toHaveLength(1);
  });
});
