/**
 * Photos on the quote form (decision 036c), through the real functions: uploaded one by one with
 * the form token before the lead, refused without a valid token, past eight per token, when not an
 * image, and past the per-IP limit; removed by their uploader; claimed by the quote sent with the
 * same token (and only those it names); shown to admins only, without EXIF or GPS; purged after a
 * day when never attached or when their quote is deleted.
 */
import { sql } from "kysely";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as siteApi from "../../functions/site-api.mts";
import { purgeUnattachedLeadPhotos } from "../../src/server/lead-photos/lead-photos.job";
import { LEAD_PHOTO_RATE_LIMIT } from "../../src/server/lead-photos/lead-photos.service";
import type { AttachedPhoto } from "../../src/shared/schemas/lead-photos";
import { LEAD_PHOTO_MAX } from "../../src/shared/media";
import { mediaStrings } from "../../src/shared/strings/media";
import { quotePhotoStrings } from "../../src/shared/strings/photos";
import { adminSessions, type AdminSessions } from "../support/admin-session";
import { useBlobsServer } from "../support/blobs-server";
import { testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { formTokenFor, postQuote, uniqueIp, useLeadTestEnvironment, validQuote } from "../support/leads";

useBlobsServer();
useLeadTestEnvironment();

let sessions: AdminSessions;
let photo: Buffer;

beforeAll(async () => {
  sessions = await adminSessions("quote-photos");
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6a5a4a" } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "GPSMARKER-WGS84" } })
    .toBuffer();
});

function uploadPhoto(
  token: string | undefined,
  { bytes = photo, name = "roof.jpg", ip = uniqueIp(), userAgent = "" } = {},
) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  if (token) form.set("formToken", token);
  const headers = userAgent ? { "user-agent": userAgent } : undefined;
  return callFunction(siteApi, "/api/quote-photos", { method: "POST", form, ip, headers });
}

async function uploadedId(token: string, options?: Parameters<typeof uploadPhoto>[1]): Promise<number> {
  const response = await uploadPhoto(token, options);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A token of its own per form (tokens issued in the same second for the same time are identical). */
let forms = 0;
const freshToken = () => formTokenFor(Date.now() - 60_000 - ++forms * 1000);
const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe("uploading a photo for a quote", () => {
  it("needs a form token of ours", async () => {
    for (const token of [undefined, "not-a-token"]) {
      const response = await uploadPhoto(token);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(quotePhotoStrings.tokenMissing);
    }
  });

  it("takes the token from the browser it was issued to, and refuses it from another", async () => {
    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148";
    const token = await formTokenFor(Date.now() - 60_000, phone);
    expect((await uploadPhoto(token, { userAgent: phone })).status).toBe(201);
    const elsewhere = await uploadPhoto(token, { userAgent: "curl/8.5.0" });
    expect(elsewhere.status).toBe(400);
    expect(await errorOf(elsewhere)).toBe(quotePhotoStrings.tokenMissing);
  });

  it("refuses what is not an image (415) and a missing file (400)", async () => {
    const token = await freshToken();
    const pdf = await uploadPhoto(token, { bytes: PDF, name: "roof.jpg" });
    expect(pdf.status).toBe(415);
    expect(await errorOf(pdf)).toBe(mediaStrings.notAnImage);
    const form = new FormData();
    form.set("formToken", token);
    const empty = await callFunction(siteApi, "/api/quote-photos", { method: "POST", form });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.file).toBe(mediaStrings.fileRequired);
  });

  it("refuses a body over the request limit with 413 from its Content-Length, before reading it", async () => {
    const response = await siteApi.default(
      new Request("http://localhost/api/quote-photos", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "21000000" },
        body: "--x--",
      }),
      {} as never,
    );
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe(mediaStrings.tooLarge);
  });

  it("takes at most eight photos per form token (409)", async () => {
    const token = await freshToken();
    for (let n = 0; n < LEAD_PHOTO_MAX; n++) await uploadedId(token);
    const ninth = await uploadPhoto(token);
    expect(ninth.status).toBe(409);
    expect(await errorOf(ninth)).toBe(quotePhotoStrings.tooMany);
  });

  it("limits uploads per IP (429 with Retry-After)", async () => {
    const ip = "198.51.100.77";
    const token = await freshToken();
    for (let n = 0; n < LEAD_PHOTO_RATE_LIMIT.max.network(); n++) {
      expect((await uploadPhoto(token, { ip, bytes: PDF })).status).toBe(415);
    }
    const response = await uploadPhoto(token, { ip });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("lets its uploader remove it before sending, nobody else", async () => {
    const token = await freshToken();
    const id = await uploadedId(token);
    const remove = (formToken: string) =>
      callFunction(siteApi, `/api/quote-photos/${id}`, { method: "DELETE", body: { formToken } });
    expect((await remove(await freshToken())).status).toBe(404);
    expect((await remove(token)).status).toBe(200);
    expect((await remove(token)).status).toBe(404);
  });
});

describe("a quote with photos", () => {
  let quoteId: number;
  let photos: AttachedPhoto[];
  let strayId: number;

  beforeAll(async () => {
    const token = await freshToken();
    const ids = [await uploadedId(token), await uploadedId(token, { name: "IMG_0042.jpg" })];
    const otherToken = await freshToken();
    strayId = await uploadedId(otherToken);
    const response = await postQuote(validQuote({ formToken: token, photos: [...ids, strayId] }), { ip: uniqueIp() });
    expect(response.status).toBe(201);
    quoteId = ((await response.json()) as { id: number }).id;
    const listed = await callFunction(adminApi, `/api/admin/quote-photos?quote=${quoteId}`, {
      cookie: sessions.adminCookie,
    });
    expect(listed.status).toBe(200);
    photos = ((await listed.json()) as { items: AttachedPhoto[] }).items;
  });

  it("holds the photos its token uploaded, not another token's", async () => {
    expect(photos.map((item) => item.filename)).toEqual(["roof.jpg", "IMG_0042.jpg"]);
    const stray = await testDb()
      .selectFrom("leadPhotos")
      .select("quoteId")
      .where("id", "=", strayId)
      .executeTakeFirst();
    expect(stray?.quoteId).toBeNull();
  });

  it("serves them to admins only, re-encoded without EXIF or GPS", async () => {
    const { thumbnail, full } = photos[0]!;
    for (const cookie of [undefined, sessions.visitorCookie]) {
      expect([401, 403]).toContain((await callFunction(adminApi, full, { cookie })).status);
    }
    for (const url of [thumbnail, full]) {
      const response = await callFunction(adminApi, url, { cookie: sessions.adminCookie });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("GPSMARKER")).toBe(false);
    }
    const [stray] = await testDb().selectFrom("leadPhotos").select("key").where("id", "=", strayId).execute();
    const unattached = await callFunction(adminApi, `/api/admin/quote-photos/${stray!.key}/480.webp`, {
      cookie: sessions.adminCookie,
    });
    expect(unattached.status).toBe(404);
  });

  it("purges photos never attached after a day, and those of a deleted quote", async () => {
    await sql`update lead_photos set created_at = now() - interval '25 hours'
      where id = ${strayId} or quote_id = ${quoteId}`.execute(testDb());
    const before = await testDb().selectFrom("leadPhotos").select("id").where("quoteId", "=", quoteId).execute();
    await purgeUnattachedLeadPhotos.run(testDb());
    expect(await testDb().selectFrom("leadPhotos").where("id", "=", strayId).select("id").execute()).toEqual([]);
    const kept = await testDb().selectFrom("leadPhotos").select("id").where("quoteId", "=", quoteId).execute();
    expect(kept).toEqual(before);

    await testDb().deleteFrom("quotes").where("id", "=", quoteId).execute();
    await purgeUnattachedLeadPhotos.run(testDb());
    const ids = before.map((row) => row.id);
    expect(await testDb().selectFrom("leadPhotos").select("id").where("id", "in", ids).execute()).toEqual([]);
  });
});
