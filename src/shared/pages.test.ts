import { describe, expect, it } from "vitest";
import { footerGroups, sitemapGroups } from "./navigation";
import { adminNavigation, isIndexablePath, mainNavigation, noindexPaths, pages, quoteCallToAction } from "./pages";

const pathOf = (href: string) => new URL(href, "https://example.test").pathname;

describe("pages", () => {
  it("lists each noindex section once: thank-you pages, sign-in, console, not-found pages", () => {
    expect(noindexPaths).toEqual([
      "/contact/thanks",
      "/quote/thanks",
      "/newsletter/check-your-email",
      "/newsletter/confirmed",
      "/newsletter/unsubscribed",
      "/newsletter/link-expired",
      "/login",
      "/404",
      "/blog/not-found",
      "/portfolio/not-found",
      "/admin",
    ]);
  });

  it("treats a noindex page, the paths below it and its trailing-slash forms as not indexable", () => {
    for (const path of [
      "/login",
      "/login/",
      "/admin",
      "/admin/quotes",
      "/admin/blog/new/",
      "/blog/not-found/index.html",
    ])
      expect(isIndexablePath(path), path).toBe(false);
    for (const path of ["/", "/about/", "/blog", "/blog/slate-roof-cost-explained", "/portfolio/index.html"])
      expect(isIndexablePath(path), path).toBe(true);
  });

  it("links only indexable pages from the header, footer and HTML sitemap", () => {
    const links = [
      ...mainNavigation,
      quoteCallToAction,
      ...footerGroups.flatMap((group) => group.links),
      ...sitemapGroups.flatMap((group) => group.links),
    ];
    for (const link of links) expect(isIndexablePath(pathOf(link.href)), link.href).toBe(true);
  });

  it("links every indexable page from the HTML sitemap", () => {
    const listed = new Set(sitemapGroups.flatMap((group) => group.links.map((link) => pathOf(link.href))));
    const indexable = Object.values(pages).filter((page) => page.indexable && page.path !== pages.sitemap.path);
    for (const page of indexable) expect(listed.has(page.path), page.path).toBe(true);
  });

  it("gives the admin navigation only console paths", () => {
    for (const link of adminNavigation) expect(isIndexablePath(link.href), link.href).toBe(false);
  });
});
