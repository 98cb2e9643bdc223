import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as siteApi from "../../functions/site-api.mts";
import type { PublicPost } from "../../src/shared/blog";
import { featuredImageOf, galleryOf, type PublicProject } from "../../src/shared/portfolio";
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_SIDE,
  UPLOAD_HEADER,
  variantWidths,
  type MediaItem,
  type MediaPage,
} from "../../src/shared/media";
import { mediaStrings } from "../../src/shared/strings/media";
import { useBlobsServer } from "../support/blobs-server";
import { HEVC_HEIC } from "../support/photos";
import { seedTestDatabase, testDb } from "../support/db";
import { adminSessions } from "../support/admin-session";
import { callFunction, type CallOptions } from "../support/functions";

useBlobsServer();

let adminCookie: string;
let visitorCookie: string;

/** A phone-like photo: 3000×2000 pixels stored sideways (EXIF orientation 6) with GPS data. */
async function phonePhoto(): Promise<Buffer> {
  const left = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: "#b03a2e" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#2e4053" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 0/1", GPSMapDatum: "GPSMARKER-WGS84" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const smallPng = () =>
  sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();

function uploadForm(bytes: Uint8Array, { type = "image/jpeg", name = "roof.jpg", alt = "Restored slate roof" } = {}) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) form.set("alt", alt);
  return form;
}

const upload = (form: FormData, options: CallOptions = {}) =>
  callFunction(adminApi, "/api/admin/media", {
    method: "POST",
    form,
    cookie: adminCookie,
    headers: { [UPLOAD_HEADER.name]: UPLOAD_HEADER.value },
    ...options,
  });

async function uploaded(bytes: Uint8Array, options?: Parameters<typeof uploadForm>[1]): Promise<MediaItem> {
  const response = await upload(uploadForm(bytes, options));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as MediaItem;
}

const served = (path: string) => callFunction(siteApi, path);

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie, visitorCookie } = await adminSessions("media"));
});

describe("guards", () => {
  const routes: [string, () => CallOptions & { path: string }][] = [
    ["list", () => ({ path: "/api/admin/media" })],
    ["upload", () => ({ path: "/api/admin/media", method: "POST", form: uploadForm(Buffer.from("x")) })],
    ["edit alt", () => ({ path: "/api/admin/media/1", method: "PUT", body: { alt: "x" } })],
    ["delete", () => ({ path: "/api/admin/media/1", method: "DELETE" })],
  ];
  const headers = { [UPLOAD_HEADER.name]: UPLOAD_HEADER.value };

  it.each(routes)("%s without a session: 401", async (_name, route) => {
    const { path, ...options } = route();
    expect((await callFunction(adminApi, path, { ...options, headers })).status).toBe(401);
  });

  it.each(routes)("%s for a non-admin: 403", async (_name, route) => {
    const { path, ...options } = route();
    expect((await callFunction(adminApi, path, { ...options, headers, cookie: visitorCookie })).status).toBe(403);
  });

  it.each(routes.slice(1))("%s from a cross-site Origin: 403", async (_name, route) => {
    const { path, ...options } = route();
    const response = await callFunction(adminApi, path, {
      ...options,
      headers,
      cookie: adminCookie,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("refuses an upload without the console's header (a cross-site form could post it): 403", async () => {
    const response = await upload(uploadForm(await smallPng(), { type: "image/png", name: "a.png" }), { headers: {} });
    expect(response.status).toBe(403);
  });

  it("refuses an upload that is not multipart: 415", async () => {
    const response = await callFunction(adminApi, "/api/admin/media", {
      method: "POST",
      body: { alt: "x" },
      cookie: adminCookie,
      headers,
    });
    expect(response.status).toBe(415);
  });
});

describe("bad input", () => {
  it("requires alt text: 400 naming the field", async () => {
    const response = await upload(uploadForm(await smallPng(), { type: "image/png", name: "a.png", alt: "   " }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.alt).toBe(mediaStrings.altRequired);
  });

  it("requires a file: 400", async () => {
    const form = new FormData();
    form.set("alt", "A roof");
    const response = await upload(form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.file).toBe(mediaStrings.fileRequired);
  });

  it("refuses a bad id and an empty alt edit: 400", async () => {
    const call = (path: string, alt: string) =>
      callFunction(adminApi, path, { method: "PUT", body: { alt }, cookie: adminCookie });
    expect((await call("/api/admin/media/abc", "A roof")).status).toBe(400);
    expect((await call("/api/admin/media/1", "")).status).toBe(400);
  });

  it("refuses a bad page number: 400", async () => {
    expect((await callFunction(adminApi, "/api/admin/media?page=0", { cookie: adminCookie })).status).toBe(400);
  });

  it("answers 404 for a missing photo", async () => {
    const put = await callFunction(adminApi, "/api/admin/media/999999", {
      method: "PUT",
      body: { alt: "A roof" },
      cookie: adminCookie,
    });
    expect(put.status).toBe(404);
    const remove = await callFunction(adminApi, "/api/admin/media/999999", { method: "DELETE", cookie: adminCookie });
    expect(remove.status).toBe(404);
    expect((await served("/media/abcdef0123456789abcd/480.webp")).status).toBe(404);
    expect((await served("/media/abcdef0123456789abcd/480.gif")).status).toBe(404);
  });
});

describe("what is refused as a file", () => {
  it("a PDF renamed .jpg: 415", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
    const response = await upload(uploadForm(pdf, { type: "image/jpeg", name: "invoice.jpg" }));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe(mediaStrings.notAnImage);
  });

  it("a PNG declared as a JPEG: 415", async () => {
    const response = await upload(uploadForm(await smallPng(), { type: "image/jpeg", name: "roof.jpg" }));
    expect(response.status).toBe(415);
  });

  it("a type that is not an accepted image (GIF, SVG): 415", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    expect((await upload(uploadForm(gif, { type: "image/gif", name: "a.gif" }))).status).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await upload(uploadForm(svg, { type: "image/svg+xml", name: "a.svg" }))).status).toBe(415);
  });

  it("JPEG magic bytes with nothing decodable after them: 415", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload(uploadForm(fake))).status).toBe(415);
  });

  it("a HEIC photo this sharp build cannot read: 415 with advice", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic"),
      Buffer.alloc(64),
    ]);
    const response = await upload(uploadForm(heic, { type: "image/heic", name: "IMG_0001.HEIC" }));
    expect(response.status).toBe(415);
    const { error } = (await response.json()) as { error: string };
    expect(error).toBe(mediaStrings.heicUnsupported);
  });

  it("a real iPhone-style HEIC (HEVC) gets the advice even where sharp lists .heic as readable", async () => {
    // Inside a bundled function sharp cannot find its versions file, so it does not narrow the
    // HEIF loader's suffixes to AVIF: the list says ".heic" although libheif has no HEVC decoder.
    const suffixes = sharp.format.heif.input.fileSuffix;
    sharp.format.heif.input.fileSuffix = [".heic", ".heif", ".avif"];
    try {
      const response = await upload(uploadForm(HEVC_HEIC, { type: "image/heic", name: "IMG_0002.HEIC" }));
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toBe(mediaStrings.heicUnsupported);
    } finally {
      sharp.format.heif.input.fileSuffix = suffixes;
    }
  });

  it("a file over the 4.4 MB request limit: 413, without reading it all", async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1024, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(uploadForm(big));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(mediaStrings.tooLarge);
  });
});

describe("an upload, end to end", () => {
  let photo: MediaItem;

  beforeAll(async () => {
    photo = await uploaded(await phonePhoto(), { name: "IMG_2041.jpg", alt: "North face after restoration" });
  });

  it("applies the EXIF orientation and scales the longest side to 2400 px", () => {
    expect(photo).toMatchObject({ width: 1600, height: MEDIA_MAX_SIDE, alt: "North face after restoration" });
    expect(photo.contentType).toBe("image/jpeg");
    expect(photo.src).toBe(`/media/${photo.key}/1600.jpg`);
  });

  it("stores every width as WebP and a JPEG fallback, none with EXIF or GPS, all upright", async () => {
    const files = [...variantWidths(photo.width).map((width) => `${width}.webp`), "1600.jpg"];
    expect(files).toEqual(["480.webp", "960.webp", "1600.webp", "1600.jpg"]);
    for (const file of files) {
      const response = await served(`/media/${photo.key}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe(file.endsWith("webp") ? "image/webp" : "image/jpeg");
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.orientation, file).toBeUndefined();
      expect(bytes.includes("GPSMARKER"), file).toBe(false);
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(MEDIA_MAX_SIDE);
      // Portrait after rotation: the stored sideways 3000×2000 is 2000×3000 upright.
      expect(metadata.height).toBeGreaterThan(metadata.width);
      // The left half of the original (red) is the top after a 90° clockwise turn.
      const [red = 0, , blue = 0] = await sharp(bytes)
        .extract({ left: 0, top: 0, width: 4, height: 4 })
        .raw()
        .toBuffer();
      expect(red, file).toBeGreaterThan(blue);
    }
  });

  it("lists uploads newest first, paged", async () => {
    const second = await uploaded(await smallPng(), { type: "image/png", name: "detail.png", alt: "Copper valley" });
    const response = await callFunction(adminApi, "/api/admin/media", { cookie: adminCookie });
    expect(response.status).toBe(200);
    const page = (await response.json()) as MediaPage;
    expect(page.items.slice(0, 2).map((item) => item.id)).toEqual([second.id, photo.id]);
    expect(page).toMatchObject({ page: 1, total: page.items.length });
    expect(second).toMatchObject({ width: 640, height: 480, src: `/media/${second.key}/640.jpg` });
  });

  it("looks photos up by the paths posts and projects store", async () => {
    const path = `/api/admin/media?src=${encodeURIComponent(photo.src)}&src=${encodeURIComponent("/images/x.jpg")}`;
    const response = await callFunction(adminApi, path, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as MediaPage).items.map((item) => item.id)).toEqual([photo.id]);
  });

  it("gives public projects the size and alt text of their library photos", async () => {
    const before = await testDb()
      .selectFrom("projects")
      .select(["id", "content"])
      .where("status", "=", "published")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const project = await testDb()
      .updateTable("projects")
      .set({
        featuredImage: photo.src,
        images: JSON.stringify(["/images/older.jpg", photo.src]),
        content: `<p>Done.</p><img src="${photo.src}" alt="The finished ridge">`,
      })
      .where("id", "=", (eb) =>
        eb
          .selectFrom("projects")
          .select((e) => e.fn.min("id").as("id"))
          .where("status", "=", "published"),
      )
      .returning("slug")
      .executeTakeFirstOrThrow();
    const response = await callFunction(siteApi, `/api/projects/${project.slug}`);
    const shown = (await response.json()) as PublicProject;
    expect(shown.photos).toEqual([{ key: photo.key, alt: photo.alt, width: photo.width, height: photo.height }]);
    expect(featuredImageOf(shown)).toMatchObject({ src: photo.src, alt: photo.alt, width: 1600, height: 2400 });
    expect(featuredImageOf(shown).srcSet).toContain(`/media/${photo.key}/480.webp 480w`);
    expect(galleryOf(shown).map((image) => image.alt)).toEqual([`${shown.title}, photo 1 of 2`, photo.alt]);
    // A photo inside the body gets its responsive files from the same lookup.
    expect(shown.content).toContain(`srcset="/media/${photo.key}/480.webp 480w,`);
    await testDb()
      .updateTable("projects")
      .set({ featuredImage: null, images: "[]", content: before.content })
      .where("slug", "=", project.slug)
      .execute();
  });

  it("makes library photos inside a published body responsive; other images stay as written", async () => {
    const body = `<p>Before and after.</p><img src="${photo.src}" alt="The ridge, restored"><img src="/images/older.jpg" alt="Older">`;
    const post = await testDb()
      .selectFrom("blogPosts")
      .select(["id", "slug", "content"])
      .where("status", "=", "published")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await testDb().updateTable("blogPosts").set({ content: body }).where("id", "=", post.id).execute();
    const response = await callFunction(siteApi, `/api/blog/posts/${post.slug}`);
    expect(response.status).toBe(200);
    const { content } = (await response.json()) as PublicPost;
    const [library, other] = content.match(/<img\b[^>]*>/g) ?? [];
    expect(library).toContain(`src="${photo.src}"`);
    expect(library).toContain(`srcset="/media/${photo.key}/480.webp 480w,`);
    expect(library).toContain(`width="${photo.width}" height="${photo.height}"`);
    expect(library).toContain('alt="The ridge, restored"');
    expect(other).toBe('<img src="/images/older.jpg" alt="Older" />');
    // The stored body is what the author wrote: the attributes are added on the way out.
    const stored = await testDb()
      .selectFrom("blogPosts")
      .select("content")
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(body);
    await testDb().updateTable("blogPosts").set({ content: post.content }).where("id", "=", post.id).execute();
  });

  it("edits the alt text", async () => {
    const response = await callFunction(adminApi, `/api/admin/media/${photo.id}`, {
      method: "PUT",
      body: { alt: "  North face, restored in Buckingham slate " },
      cookie: adminCookie,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as MediaItem).alt).toBe("North face, restored in Buckingham slate");
  });

  it("refuses to delete a photo a post uses, naming the post; deletes it once unused", async () => {
    const post = await testDb()
      .updateTable("blogPosts")
      .set({ featuredImage: photo.src })
      .where("id", "=", (eb) => eb.selectFrom("blogPosts").select((e) => e.fn.min("id").as("id")))
      .returning(["id", "title"])
      .executeTakeFirstOrThrow();
    const refused = await callFunction(adminApi, `/api/admin/media/${photo.id}`, {
      method: "DELETE",
      cookie: adminCookie,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain(post.title);

    await testDb().updateTable("blogPosts").set({ featuredImage: null }).where("id", "=", post.id).execute();
    const deleted = await callFunction(adminApi, `/api/admin/media/${photo.id}`, {
      method: "DELETE",
      cookie: adminCookie,
    });
    expect(deleted.status).toBe(200);
    expect((await served(`/media/${photo.key}/480.webp`)).status).toBe(404);
    expect(
      await testDb().selectFrom("media").where("id", "=", photo.id).select("id").executeTakeFirst(),
    ).toBeUndefined();
  });
});
