/**
 * Projects in the console and links that survive edits, end to end in Chromium against the
 * production build: a project created with a gallery and published shows at /portfolio/{slug}
 * through the not-found fallback (no rebuild has run), a published post renamed in the editor is
 * reached from its old link, and the filled project form is axe-clean at 375 and 1280 px (the
 * list: axe-sweep-*.test.ts).
 * The project's photos come from the media library and its content from the rich-text editor.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { slugFromTitle } from "../../src/shared/schemas/blog-post";
import { adminStrings } from "../../src/shared/strings/admin";
import { editorStrings } from "../../src/shared/strings/editor";
import { mediaStrings } from "../../src/shared/strings/media";
import { projectStrings } from "../../src/shared/strings/projects";
import { axeViolations, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { signInAsDevAdmin } from "./support/admin";
import { IN_RUN_SLUG_PREFIX, inRunTitle } from "./support/published-in-run";
import { closeSuite, openE2eDatabase } from "./support/suite";

let db: Db;
let session: TestPage;
let page: Page;
const stamp = Date.now();
// Published during the run: named so the files comparing the build with the API leave them out.
const projectTitle = inRunTitle(`Stone Chapel Restoration ${stamp}`);
const projectSlug = slugFromTitle(projectTitle);
const oldPostSlug = `${IN_RUN_SLUG_PREFIX}valley-flashing-${stamp}`;
const newPostSlug = `${IN_RUN_SLUG_PREFIX}copper-valley-flashing-${stamp}`;
let folder: string;
let photoPath: string;

beforeAll(async () => {
  db = openE2eDatabase();
  folder = await mkdtemp(path.join(tmpdir(), "e2e-projects-"));
  photoPath = path.join(folder, "chapel.jpg");
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4a5a6a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await writeFile(photoPath, photo);
  session = await openPage();
  page = session.page;
});

afterAll(async () => {
  await db.deleteFrom("projects").where("slug", "=", projectSlug).execute();
  await db.deleteFrom("blogPosts").where("slug", "in", [oldPostSlug, newPostSlug]).execute();
  await db.deleteFrom("slugRedirects").where("fromSlug", "in", [oldPostSlug, newPostSlug]).execute();
  await closeSuite({ session, db });
  if (folder) await rm(folder, { recursive: true, force: true });
});

const toast = (title: string) => page.getByRole("status").filter({ hasText: title }).first();

/** Opens the library with `button`, uploads the test photo as `alt` and chooses it. */
async function uploadAndChoose(button: string, alt: string, { checkAltRequired = false } = {}) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: mediaStrings.libraryTitle });
  await dialog.getByLabel(mediaStrings.fileLabel).setInputFiles(photoPath);
  if (checkAltRequired) {
    // A photo without alt text is refused: every project photo has one.
    await dialog.getByRole("button", { name: mediaStrings.upload, exact: true }).click();
    await dialog.getByText(mediaStrings.altRequired).waitFor();
  }
  await dialog.getByLabel(mediaStrings.altLabel).fill(alt);
  await dialog.getByRole("button", { name: mediaStrings.upload, exact: true }).click();
  await dialog.getByRole("button", { name: `${mediaStrings.choose}: ${alt}` }).click({ timeout: 60_000 });
  await dialog.waitFor({ state: "detached" });
}

/** axe at both widths, and nothing wider than a phone's screen. */
async function expectAxeCleanAtBothSizes(label: string) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${label} at ${viewport.width}px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} at ${viewport.width}px`).toBeLessThanOrEqual(0);
  }
}

describe("projects in the console", () => {
  it("signs the dev admin in", async () => {
    await page.goto("/admin");
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await signInAsDevAdmin(page);
    await page.waitForURL(/\/admin$/);
  });

  it("lists the projects with their status, searchable", { timeout: 120_000 }, async () => {
    await page.getByRole("link", { name: projectStrings.nav, exact: true }).click();
    await page.waitForURL(/\/admin\/projects$/);
    await page.getByRole("heading", { level: 1, name: projectStrings.list.title }).waitFor();
    // The seed's published projects are listed with their status.
    await page.getByRole("row").filter({ hasText: "Published" }).first().waitFor();
    await page.getByRole("searchbox", { name: projectStrings.list.searchLabel }).fill("no project is called this");
    await page.getByText(projectStrings.list.noProjects).waitFor();
    await page.getByRole("searchbox", { name: projectStrings.list.searchLabel }).fill("");
    await page.getByRole("row").filter({ hasText: "Published" }).first().waitFor();
  });

  it(
    "creates a project with a featured image and an ordered gallery, and publishes it",
    { timeout: 300_000 },
    async () => {
      await page.getByRole("link", { name: projectStrings.list.newProject }).click();
      await page.waitForURL(/\/admin\/projects\/new$/);
      const text = projectStrings.form.fields;
      await page.getByRole("textbox", { name: new RegExp(`^${text.title}`) }).fill(projectTitle);
      expect(await page.getByRole("textbox", { name: new RegExp(`^${text.slug}`) }).inputValue()).toBe(projectSlug);
      await page.getByRole("textbox", { name: new RegExp(`^${text.description}`) }).fill("A stone chapel re-slated.");
      await page.getByRole("textbox", { name: new RegExp(`^${text.location}`) }).fill("Bernardsville, NJ");
      // The type is chosen from the list (issue 25).
      await page.getByRole("combobox", { name: new RegExp(`^${text.projectType}`) }).click();
      await page.getByRole("option", { name: "Historic Restoration", exact: true }).click();
      await page.getByLabel(text.completedAt).fill("2025-10-03");
      // Rich content goes in through the editor's source view.
      await page.getByRole("button", { name: editorStrings.source }).click();
      await page
        .getByRole("textbox", { name: new RegExp(`^${text.content}`) })
        .fill(
          "<h2>Slate</h2><p>Every Buckingham slate was sorted, holed and hung on <strong>copper</strong> nails.</p>",
        );

      await uploadAndChoose(mediaStrings.chooseImage, "The chapel's finished roof", { checkAltRequired: true });
      await page.getByRole("img", { name: "The chapel's finished roof" }).first().waitFor();

      await uploadAndChoose(mediaStrings.addToGallery, "North slope before");
      await uploadAndChoose(mediaStrings.addToGallery, "North slope after");
      await page.getByRole("button", { name: mediaStrings.moveUp("North slope after") }).click();
      const gallery = page.getByRole("group", { name: projectStrings.images.galleryHeading }).getByRole("listitem");
      await expect
        .poll(() => gallery.allInnerTexts())
        .toEqual([expect.stringContaining("North slope after"), expect.stringContaining("North slope before")]);

      await page.getByRole("combobox", { name: text.status }).click();
      await page.getByRole("option", { name: "Published", exact: true }).click();
      await expectAxeCleanAtBothSizes("the project form");

      await page.getByRole("button", { name: projectStrings.form.save }).click();
      await toast(projectStrings.toasts.saved).waitFor({ state: "visible", timeout: 15_000 });
      await page.waitForURL(/\/admin\/projects$/);
      await page.getByRole("row").filter({ hasText: projectTitle }).getByText("Published").waitFor();

      const stored = await db
        .selectFrom("projects")
        .selectAll()
        .where("slug", "=", projectSlug)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        status: "published",
        location: "Bernardsville, NJ",
        featuredImage: expect.stringMatching(/^\/media\//),
        featuredImageAlt: "The chapel's finished roof",
      });
      expect(stored.content).toBe(
        "<h2>Slate</h2><p>Every Buckingham slate was sorted, holed and hung on <strong>copper</strong> nails.</p>",
      );
      expect(stored.publishedAt).not.toBeNull();
      expect(stored.images).toEqual([
        { src: expect.stringMatching(/^\/media\//), alt: "North slope after" },
        { src: expect.stringMatching(/^\/media\//), alt: "North slope before" },
      ]);
    },
  );

  it("shows the new project at /portfolio/{slug} before any rebuild, through the not-found fallback", async () => {
    const response = await page.goto(`/portfolio/${projectSlug}`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: projectTitle }).waitFor();
    await page.getByText("Bernardsville, NJ").first().waitFor();
  });
});

describe("links that survive edits", () => {
  it("a published post renamed in the editor is reached from its old link", async () => {
    const author = await db.selectFrom("users").select("id").limit(1).executeTakeFirstOrThrow();
    const post = await db
      .insertInto("blogPosts")
      .values({
        title: `Valley Flashing ${stamp}`,
        slug: oldPostSlug,
        content: "<p>Open valleys in copper outlast the slate around them.</p>",
        status: "published",
        publishedAt: new Date().toISOString(),
        authorId: author.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    await page.goto(`/admin/blog/${post.id}/edit`);
    const slug = page.getByRole("textbox", { name: /^URL Slug/ });
    await slug.waitFor();
    expect(await slug.inputValue()).toBe(oldPostSlug);
    await slug.fill(newPostSlug);
    await page.getByRole("button", { name: adminStrings.editor.publish }).click();
    await toast(adminStrings.toasts.postSaved).waitFor({ state: "visible", timeout: 15_000 });
    await page.waitForURL(/\/admin$/);

    await page.goto(`/blog/${oldPostSlug}`);
    await page.waitForURL((url) => url.pathname === `/blog/${newPostSlug}`, { timeout: 15_000 });
    await page.getByRole("heading", { level: 1, name: `Valley Flashing ${stamp}` }).waitFor();
  });
});
