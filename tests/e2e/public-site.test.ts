/**
 * The public frame and marketing pages in Chromium against the production build: status and key
 * headings at 375 px and 1280 px, no JavaScript files, no dead internal links, the mobile menu
 * dialog, the admin menu's cookie gate, and the home page's build-time content. axe on each page
 * at both widths: axe-sweep-*.test.ts.
 *
 * Links under /blog, /portfolio, /contact and /quote belong to other issues' pages; until those
 * branches are merged they may 404 here, so only those prefixes are allowed to be missing.
 */
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLatestPublishedPosts, listLatestPublishedProjects } from "../../src/server/home/home.repository";
import { NOT_FOUND_COPY } from "../../src/shared/not-found";
import { isIndexablePath, noindexPaths } from "../../src/shared/pages";
import { adminNavigation, BRAND_NAME, mainNavigation, quoteCallToAction, site } from "../../src/shared/site";
import { axeViolations, baseUrl, closeBrowser, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { builtRows } from "./support/published-in-run";
import { ROUTES } from "./support/public-routes";
import { openE2eDatabase } from "./support/suite";

/** Every route this issue owns, with the h1 it must show and a further text it must contain. */

/** Pages built by other issues; links to them may not resolve in this branch alone. */
const ALLOWED_MISSING = ["/blog", "/portfolio", "/contact", "/quote"];

const isAllowedMissing = (path: string) =>
  ALLOWED_MISSING.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const internalLinks = new Set<string>();

/** Text of an attribute or element as the browser reads it (the lengths are of characters, not entities). */
const decodeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_entity, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "",
  );

async function collectLinks(page: Page) {
  const hrefs = await page.$$eval("a[href]", (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin === new URL(baseUrl()).origin) internalLinks.add(`${url.pathname}${url.hash}`);
  }
}

describe("public pages", () => {
  afterAll(closeBrowser);

  it("answers every route with 200, its heading and complete head metadata", async () => {
    for (const route of ROUTES) {
      const response = await fetch(`${baseUrl()}${route.path}`);
      expect(response.status, route.path).toBe(200);
      const html = await response.text();
      expect(html, route.path).toContain(route.contains);
      const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      expect(title.length, `${route.path} title`).toBeLessThanOrEqual(60);
      expect(title.endsWith(`| ${BRAND_NAME}`), `${route.path} title "${title}"`).toBe(true);
      const description = decodeHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
      expect(description.length, route.path).toBeGreaterThan(50);
      expect(description.length, route.path).toBeLessThanOrEqual(160);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(canonical, route.path).toBe(new URL(route.path, baseUrl()).href);
      expect(html, route.path).toMatch(/<meta property="og:image" content="http[^"]+"/);
      expect(html, route.path).toContain('name="twitter:card" content="summary_large_image"');
      expect(html, route.path).toContain('"@type":"RoofingContractor"');
      if (route.path !== "/") expect(html, route.path).toContain('"@type":"BreadcrumbList"');
      expect(html, route.path).not.toContain('content="noindex');
    }
  });

  it("answers an unknown path with status 404, the hint and links home and to contact", async () => {
    const { page, close } = await openPage();
    try {
      const response = await page.goto("/slate-roofs/does-not-exist");
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1").textContent()).resolves.toBe(NOT_FOUND_COPY.title);
      await expect(page.getByText(NOT_FOUND_COPY.hint).count()).resolves.toBe(1);
      await expect(page.locator('main a[href="/"]').count()).resolves.toBe(1);
      await expect(page.locator('main a[href="/contact"]').count()).resolves.toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    } finally {
      await close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    describe(`at ${viewport.width} px (${name})`, () => {
      let tab: TestPage;
      const scripts: string[] = [];
      const foreign: string[] = [];

      beforeAll(async () => {
        tab = await openPage({ viewport });
        tab.page.on("request", (request: Request) => {
          if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(request.url())) scripts.push(request.url());
          if (new URL(request.url()).origin !== new URL(baseUrl()).origin) foreign.push(request.url());
        });
      });
      afterAll(() => tab.close());

      for (const route of ROUTES) {
        const what = route.script ? "only its own script" : "no JavaScript files";
        it(`${route.path}: heading, ${what}, no console errors`, async () => {
          const { page } = tab;
          scripts.length = 0;
          foreign.length = 0;
          tab.errors.length = 0;
          const response = await page.goto(route.path, { waitUntil: "load" });
          expect(response?.status()).toBe(200);
          await expect(page.locator("h1").count()).resolves.toBe(1);
          await expect(page.locator("h1").innerText()).resolves.toBe(route.heading);
          const ownScripts = scripts.filter((url) => new URL(url).origin === new URL(baseUrl()).origin);
          expect(ownScripts.length > 0).toBe(route.script);
          expect(scripts).toEqual(ownScripts);
          expect(foreign).toEqual([]);
          expect(tab.errors).toEqual([]);
          // The current page is marked in the navigation when it is one of the top-bar links.
          const current = mainNavigation.find((link) => link.href === route.path);
          if (current && viewport.width >= 1280) {
            await expect(
              page.locator('nav[aria-label="Main"] a[aria-current="page"]').getAttribute("href"),
            ).resolves.toBe(current.href);
          }
          await collectLinks(page);
        });
      }
    });
  }

  it("has no dead internal links on these pages (other issues' routes excepted)", async () => {
    expect(internalLinks.size).toBeGreaterThan(20);
    const dead: string[] = [];
    const missingAnchors: string[] = [];
    const pages = new Map<string, string>();
    for (const link of internalLinks) {
      const [path = "/", hash] = link.split("#");
      if (!pages.has(path)) {
        const response = await fetch(`${baseUrl()}${path}`);
        pages.set(path, response.ok ? await response.text() : "");
        if (response.status === 404) {
          if (!isAllowedMissing(path)) dead.push(path);
        } else {
          expect(response.status, path).toBeLessThan(400);
        }
      }
      const html = pages.get(path);
      if (hash && html && !html.includes(`id="${hash}"`)) missingAnchors.push(link);
    }
    expect(dead).toEqual([]);
    expect(missingAnchors).toEqual([]);
    for (const anchor of ["restoration", "installation", "repair"])
      expect(internalLinks).toContain(`/services#${anchor}`);
  });
});

describe("mobile menu panel", () => {
  afterAll(closeBrowser);

  it("opens as a modal dialog, traps focus, closes with Esc and returns focus to the toggle", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile });
    try {
      await page.goto("/about");
      const toggle = page.locator("#menu-toggle");
      const panel = page.locator("#site-menu");
      await expect(panel.isVisible()).resolves.toBe(false);
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

      await toggle.click();
      await expect(
        panel.evaluate((dialog: HTMLDialogElement) => dialog.open && dialog.matches(":modal")),
      ).resolves.toBe(true);
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
      const links = await panel.locator('nav[aria-label="Mobile"] a').allInnerTexts();
      expect(links).toEqual(mainNavigation.map((link) => link.label));
      await expect(panel.locator(`a[href="${quoteCallToAction.href}"]`).count()).resolves.toBe(1);
      await expect(panel.locator(`a[href="${site.phone.href}"]`).count()).resolves.toBe(1);
      await expect(panel.locator('a[aria-current="page"]').getAttribute("href")).resolves.toBe("/about");

      const focusInPanel = () => page.evaluate(() => document.activeElement?.closest("#site-menu") !== null);
      expect(await focusInPanel()).toBe(true);
      const focusable = await panel.locator("a[href], button").count();
      for (let press = 0; press < focusable + 3; press++) {
        await page.keyboard.press("Tab");
        expect(await focusInPanel()).toBe(true);
      }
      for (let press = 0; press < focusable + 3; press++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInPanel()).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(panel.evaluate((dialog: HTMLDialogElement) => dialog.open)).resolves.toBe(false);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-toggle");
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    } finally {
      await close();
    }
  });

  it("closes from the close button and from the backdrop", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile });
    try {
      await page.goto("/");
      const panel = page.locator("#site-menu");
      const isOpen = () => panel.evaluate((dialog: HTMLDialogElement) => dialog.open);
      await page.locator("#menu-toggle").click();
      await page.getByRole("button", { name: "Close menu" }).click();
      expect(await isOpen()).toBe(false);
      await page.locator("#menu-toggle").click();
      expect(await isOpen()).toBe(true);
      await page.mouse.click(8, 400);
      expect(await isOpen()).toBe(false);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("menu-toggle");
    } finally {
      await close();
    }
  });

  it("keeps the phone number and the quote button one tap away on a phone", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile });
    try {
      await page.goto("/history");
      const bar = page.locator('nav[aria-label="Call or request a quote"]');
      await expect(bar.locator(`a[href="${site.phone.href}"]`).isVisible()).resolves.toBe(true);
      await expect(bar.locator(`a[href="${quoteCallToAction.href}"]`).isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});

describe("keyboard", () => {
  afterAll(closeBrowser);

  it("offers a skip link first, which moves focus to the main content", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.desktop });
    try {
      await page.goto("/materials");
      await page.keyboard.press("Tab");
      const skip = await page.evaluate(() => {
        const active = document.activeElement as HTMLAnchorElement | null;
        const box = active?.getBoundingClientRect();
        return {
          text: active?.textContent?.trim(),
          href: active?.getAttribute("href"),
          visible: (box?.width ?? 0) > 1,
        };
      });
      expect(skip).toEqual({ text: "Skip to content", href: "#main", visible: true });
      await page.keyboard.press("Enter");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    } finally {
      await close();
    }
  });
});

describe("admin menu", () => {
  afterAll(closeBrowser);
  const admin = { id: "u1", email: "admin@example.com", firstName: "Dev", lastName: "Admin", profileImageUrl: null };

  async function visitWith(options: { cookie: boolean; user: Record<string, unknown> | null }) {
    const tab = await openPage({ viewport: VIEWPORTS.desktop });
    const calls: string[] = [];
    // The auth endpoint belongs to the sign-in issue; answer it at the network boundary.
    await tab.page.route("**/api/auth/user", (route) => {
      calls.push(route.request().url());
      return options.user
        ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(options.user) })
        : route.fulfill({ status: 401, contentType: "application/json", body: '{"error":"Unauthorized"}' });
    });
    if (options.cookie) {
      await tab.page.context().addCookies([{ name: "slate_admin_hint", value: "1", url: baseUrl() }]);
    }
    await tab.page.goto("/services", { waitUntil: "networkidle" });
    return { ...tab, calls };
  }

  it("costs anonymous visitors no request and shows nothing", async () => {
    const { page, calls, close } = await visitWith({ cookie: false, user: { ...admin, isAdmin: true } });
    try {
      expect(calls).toEqual([]);
      await expect(page.locator('nav[aria-label="Admin"]').isVisible()).resolves.toBe(false);
    } finally {
      await close();
    }
  });

  it("shows Dashboard, Quote Management and New Blog Post to a signed-in admin", async () => {
    const { page, calls, close, errors } = await visitWith({ cookie: true, user: { ...admin, isAdmin: true } });
    try {
      expect(calls).toHaveLength(1);
      const menu = page.locator('nav[aria-label="Admin"]');
      await expect(menu.isVisible()).resolves.toBe(true);
      const links = await menu
        .locator("a")
        .evaluateAll((anchors) =>
          anchors.map((anchor) => ({ label: anchor.textContent?.trim(), href: anchor.getAttribute("href") })),
        );
      expect(links).toEqual(adminNavigation.map((link) => ({ label: link.label, href: link.href })));
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("stays hidden for a signed-in non-admin and for an expired session (401)", async () => {
    for (const user of [{ ...admin, isAdmin: false }, null]) {
      const { page, calls, close } = await visitWith({ cookie: true, user });
      try {
        expect(calls).toHaveLength(1);
        await expect(page.locator('nav[aria-label="Admin"]').isVisible()).resolves.toBe(false);
        await expect(page.locator('nav[aria-label="Admin"] a').count()).resolves.toBe(0);
      } finally {
        await close();
      }
    }
  });
});

describe("home page content from the database", () => {
  afterAll(closeBrowser);

  it("shows the three newest published projects and articles with working card links", async () => {
    const db = openE2eDatabase();
    try {
      // The three newest the build saw: other files publish posts and projects of their own meanwhile.
      const [posts, projects] = await Promise.all([
        listLatestPublishedPosts(db, 50).then((rows) => builtRows(rows).slice(0, 3)),
        listLatestPublishedProjects(db, 50).then((rows) => builtRows(rows).slice(0, 3)),
      ]);
      expect(posts).toHaveLength(3);
      expect(projects).toHaveLength(3);
      const drafts = await db.selectFrom("blogPosts").select("slug").where("status", "=", "draft").execute();

      const { page, close } = await openPage();
      try {
        await page.goto("/");
        const projectLinks = await page
          .locator('section[aria-labelledby="projects-heading"] a[href^="/portfolio/"]')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
        expect(projectLinks).toEqual(projects.map((project) => `/portfolio/${project.slug}`));
        const postLinks = await page
          .locator('section[aria-labelledby="articles-heading"] a[href^="/blog/"]')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
        expect(postLinks).toEqual(posts.map((post) => `/blog/${post.slug}`));
        for (const draft of drafts) expect(postLinks).not.toContain(`/blog/${draft.slug}`);
        await expect(page.getByRole("link", { name: "Visit Knowledge Hub" }).getAttribute("href")).resolves.toBe(
          "/blog",
        );
        await expect(
          page.getByRole("link", { name: "Schedule Free Consultation" }).first().getAttribute("href"),
        ).resolves.toBe("/contact");
        await expect(page.locator('main a[href^="/services"]', { hasText: "Learn More" }).count()).resolves.toBe(3);
      } finally {
        await close();
      }
    } finally {
      await db.destroy();
    }
  });

  it("preloads the heading font, loads only our own fonts and does not shift layout", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile });
    try {
      await page.goto("/", { waitUntil: "networkidle" });
      const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
      expect(preload).toMatch(/^\/_astro\/fraunces-latin-600-normal\.[\w-]+\.woff2$/);
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => name.includes(".woff")),
      );
      expect(fonts.some((font) => font.endsWith(preload!))).toBe(true);
      expect(fonts.every((font) => font.startsWith(baseUrl()))).toBe(true);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBeLessThan(0.02);
    } finally {
      await close();
    }
  });
});

describe("search-engine files", () => {
  it("serves robots.txt pointing at the sitemap index, which leaves out admin pages", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap-index.xml", baseUrl()).href}`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const index = await fetch(`${baseUrl()}/sitemap-index.xml`);
    expect(index.status).toBe(200);
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(await index.text())?.[1];
    expect(sitemapUrl).toBeTruthy();
    const sitemap = await (await fetch(new URL(new URL(sitemapUrl!).pathname, baseUrl()))).text();
    for (const route of ROUTES) expect(sitemap).toContain(`<loc>${new URL(route.path, baseUrl()).href}`);
    expect(sitemap).not.toContain("/admin");
  });

  it("keeps every noindex page out of both sitemaps and disallows it in robots.txt", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    for (const path of noindexPaths) expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));

    for (const path of noindexPaths) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"');
    }

    const index = await (await fetch(`${baseUrl()}/sitemap-index.xml`)).text();
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
    const sitemap = await (await fetch(new URL(new URL(sitemapUrl!).pathname, baseUrl()))).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.length).toBeGreaterThan(ROUTES.length);
    for (const path of listed) {
      expect(isIndexablePath(path), path).toBe(true);
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).not.toContain('content="noindex');
    }

    const htmlSitemap = await (await fetch(`${baseUrl()}/sitemap`)).text();
    const main = htmlSitemap.slice(htmlSitemap.indexOf("<main"), htmlSitemap.indexOf("</main>"));
    const linked = [...main.matchAll(/href="(\/[^"#]*)/g)].map((match) => match[1]!);
    expect(linked.length).toBeGreaterThan(10);
    for (const path of linked) expect(isIndexablePath(path), path).toBe(true);
  });

  it("serves the 1200×630 social image", async () => {
    const response = await fetch(`${baseUrl()}/og-image.png`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    // PNG IHDR: width at byte 16, height at byte 20.
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});
