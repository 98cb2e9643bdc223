/**
 * Photos in the console, end to end in Chromium against the production build: upload a phone
 * photo with alt text in the media library dialog, choose it as a post's featured image, save,
 * and fetch what the site serves for it from /media/… (immutable, no EXIF/GPS, WebP srcset).
 * axe runs on the open dialog at 375 and 1280 px.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { DEV_ADMIN } from "../../src/server/seed/seed";
import { adminStrings } from "../../src/shared/strings/admin";
import { mediaStrings } from "../../src/shared/strings/media";
import { photoUploadStrings } from "../../src/shared/strings/photos";
import { HEVC_HEIC } from "../support/photos";
import { axeViolations, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { signInAsDevAdmin } from "./support/admin";
import { closeSuite, openE2eDatabase } from "./support/suite";
import { cspViolations, watchCsp } from "./support/security";

const ALT = "Restored north face in Buckingham slate with copper valleys";
let db: Db;
let session: TestPage;
let page: Page;
let folder: string;
let photoPath: string;
let postId: number;

beforeAll(async () => {
  db = openE2eDatabase();
  folder = await mkdtemp(path.join(tmpdir(), "e2e-media-"));
  photoPath = path.join(folder, "IMG_3120.jpg");
  const photo = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: "#4a5a6a" } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "TestPhone" }, IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "GPSMARKER-WGS84" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await writeFile(photoPath, photo);
  const admin = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", DEV_ADMIN.email)
    .executeTakeFirstOrThrow();
  postId = (
    await db
      .insertInto("blogPosts")
      .values({
        title: "Photographing a Finished Slate Roof",
        slug: "photographing-a-finished-slate-roof",
        excerpt: null,
        content: "<p>Good light, a long lens and a clear day.</p>",
        metaDescription: null,
        metaKeywords: null,
        featuredImage: null,
        categoryId: null,
        status: "draft",
        authorId: admin.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  session = await openPage();
  page = session.page;
  await watchCsp(page);
});

afterAll(async () => {
  await closeSuite({ session, db });
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("photos in the console", () => {
  it("signs in and opens the post's Publish Settings", async () => {
    await page.goto(`/login?next=${encodeURIComponent(`/admin/blog/${postId}/edit`)}`);
    await signInAsDevAdmin(page);
    await page.getByRole("heading", { name: adminStrings.editor.editTitle }).waitFor({ timeout: 30_000 });
    await page.getByRole("tab", { name: adminStrings.editor.tabs.publish }).click();
    await page.getByText(mediaStrings.noImage).waitFor();
  });

  it("opens the media library dialog, accessible at 375 and 1280 px", async () => {
    await page.getByRole("button", { name: mediaStrings.chooseImage }).click();
    const dialog = page.getByRole("dialog", { name: mediaStrings.libraryTitle });
    await dialog.waitFor();
    await dialog.getByText(mediaStrings.empty).or(dialog.getByRole("list")).first().waitFor();
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${viewport.width}px`).toEqual([]);
    }
    // The page behind stays still, by the static rules of global.css: the scroll lock's injected
    // <style> is gone, so the CSP refuses nothing (src/islands/ui/style-singleton.ts).
    const lock = await page.evaluate(() => ({
      locked: document.body.hasAttribute("data-scroll-locked"),
      overflow: getComputedStyle(document.body).overflow,
      injected: [...document.querySelectorAll("style")].some((style) => style.textContent?.includes("scroll-locked")),
    }));
    expect(lock).toEqual({ locked: true, overflow: "hidden", injected: false });
    expect(await cspViolations(session)).toEqual([]);
  });

  it("refuses a PDF renamed .jpg and an iPhone HEIC this browser cannot read, saying why on the photo", async () => {
    const dialog = page.getByRole("dialog", { name: mediaStrings.libraryTitle });
    for (const [upload, message] of [
      [
        { name: "invoice.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") },
        mediaStrings.notAnImage,
      ],
      // Chromium cannot decode it, so it goes as it is; the function is bundled as in production,
      // where sharp lists .heic as readable.
      [{ name: "IMG_0002.HEIC", mimeType: "image/heic", buffer: HEVC_HEIC }, mediaStrings.heicUnsupported],
    ] as const) {
      await dialog.getByLabel(mediaStrings.fileLabel, { exact: true }).setInputFiles(upload);
      await dialog.getByLabel(mediaStrings.altFor(upload.name)).fill("Not a photo");
      const refused = page.waitForResponse((response) => response.url().endsWith("/api/admin/media"));
      await dialog.getByRole("button", { name: mediaStrings.upload, exact: true }).click();
      expect((await refused).status(), upload.name).toBe(415);
      await dialog.getByRole("alert").filter({ hasText: message }).waitFor();
      await dialog.getByRole("button", { name: `${photoUploadStrings.remove}: ${upload.name}` }).click();
    }
  });

  it("requires alt text, then uploads the photo and chooses it as the featured image", async () => {
    const dialog = page.getByRole("dialog", { name: mediaStrings.libraryTitle });
    await dialog.getByLabel(mediaStrings.fileLabel, { exact: true }).setInputFiles(photoPath);
    await dialog.getByRole("button", { name: mediaStrings.upload, exact: true }).click();
    await dialog.getByText(mediaStrings.altRequired).waitFor();

    await dialog.getByLabel(mediaStrings.altLabel).fill(ALT);
    await dialog.getByRole("button", { name: mediaStrings.upload, exact: true }).click();
    await page.getByRole("status").filter({ hasText: mediaStrings.uploaded }).first().waitFor({ timeout: 30_000 });
    await dialog.getByRole("button", { name: `${mediaStrings.choose}: ${ALT}` }).click();
    await dialog.waitFor({ state: "detached" });

    const chosen = page.getByRole("img", { name: ALT });
    await chosen.waitFor();
    expect(await chosen.getAttribute("srcset")).toMatch(/^\/media\/[a-z0-9]+\/480\.webp 480w, /);
  });

  it("saves the post with the photo, served from /media/ with srcset, immutable, without EXIF or GPS", async () => {
    await page.getByRole("button", { name: adminStrings.editor.saveDraft }).click();
    await page.waitForURL(/\/admin$/, { timeout: 30_000 });

    const post = await db
      .selectFrom("blogPosts")
      .select("featuredImage")
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    const photo = await db.selectFrom("media").selectAll().where("alt", "=", ALT).executeTakeFirstOrThrow();
    // 3200×2400 stored sideways: upright it is 2400 wide scaled to 1800×2400.
    expect(photo).toMatchObject({ width: 1800, height: 2400 });
    expect(post.featuredImage).toBe(`/media/${photo.key}/1600.jpg`);

    await page.goto(`/admin/blog/${postId}/edit`);
    await page.getByRole("tab", { name: adminStrings.editor.tabs.publish }).click();
    const image = page.getByRole("img", { name: ALT });
    await image.waitFor();
    const srcset = (await image.getAttribute("srcset")) ?? "";
    const urls = [post.featuredImage!, ...srcset.split(", ").map((candidate) => candidate.split(" ")[0]!)];
    expect(urls).toHaveLength(5);
    for (const url of urls) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-type"]).toBe(url.endsWith(".jpg") ? "image/jpeg" : "image/webp");
      const bytes = await response.body();
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(bytes.includes("GPSMARKER"), url).toBe(false);
    }
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    // The photos load under `img-src 'self'`, and the dialogs opened on the way broke no rule either.
    expect(await cspViolations(session)).toEqual([]);
    // A save, a reload and five image downloads decoded by sharp: slow on a loaded machine.
  }, 180_000);
});
