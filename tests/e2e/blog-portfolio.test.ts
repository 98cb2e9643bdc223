import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Db } from "../../src/server/db/schema";
import { blogText, type PublicPostSummary } from "../../src/shared/blog";
import { portfolioText, type PublicProject } from "../../src/shared/portfolio";
import { axeViolations, baseUrl, closeBrowser, openPage, VIEWPORTS } from "./support/browser";
import { builtRows, IN_RUN_SLUG_PREFIX } from "./support/published-in-run";
import { openE2eDatabase } from "./support/suite";

let db: Db;
let posts: PublicPostSummary[];
let projects: PublicProject[];

const api = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl()}${path}`)).json()) as T;
/** A browser logs every 404 it loads; the not-found pages expect exactly those. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 404/.test(error));

beforeAll(async () => {
  db = openE2eDatabase();
  // What the build saw: other files publish posts and projects of their own meanwhile.
  posts = builtRows(await api<PublicPostSummary[]>("/api/blog/posts"));
  projects = builtRows(await api<PublicProject[]>("/api/projects"));
});
afterAll(async () => {
  await db.destroy();
  await closeBrowser();
});

async function articleCount(page: Page, sectionHeading: string): Promise<number> {
  return page
    .locator("section", { has: page.getByRole("heading", { name: sectionHeading, level: 2 }) })
    .locator("article")
    .count();
}

describe("/blog", () => {
  it("lists every published post without JavaScript, and no draft", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    try {
      const response = await page.goto("/blog");
      expect(response?.status()).toBe(200);
      expect(await articleCount(page, blogText.allArticles)).toBe(posts.length);
      expect(await articleCount(page, blogText.featured)).toBe(3);
      const drafts = await db.selectFrom("blogPosts").select("title").where("status", "=", "draft").execute();
      const html = await page.content();
      for (const draft of drafts) expect(html).not.toContain(draft.title);
      expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).toBe(
        "/rss.xml",
      );
      expect(await page.locator('input[type="email"]').count()).toBe(1);
      await expect(page.getByRole("button", { name: blogText.subscribe }).count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it("searches on the server for terms over 2 characters, filters by category, clears, and keeps it all in the URL", async () => {
    const { page, errors, close } = await openPage();
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/blog/search/")) searches.push(request.url());
    });
    try {
      await page.goto("/blog");
      const search = page.getByRole("searchbox", { name: blogText.searchLabel });
      await expect(search.getAttribute("placeholder")).resolves.toBe(blogText.searchPlaceholder);
      // The list's script has wired the search box (it is no React island any more: issue 14).
      await page.waitForFunction(() => document.querySelector("[data-blog-search][data-ready]") !== null);

      // Two characters: the built list, no server call, featured hidden while a term exists.
      await search.fill("sl");
      // Below the searchable length the script renders at once and schedules no request.
      await page.getByRole("heading", { name: blogText.featured }).waitFor({ state: "hidden" });
      expect(searches).toEqual([]);
      expect(await articleCount(page, blogText.allArticles)).toBe(posts.length);
      expect(await page.getByRole("heading", { name: blogText.featured }).count()).toBe(0);

      await search.fill("mainten");
      await page.getByRole("heading", { name: blogText.searchResultsFor("mainten") }).waitFor();
      await page.waitForURL(/\?q=mainten$/);
      const results = page
        .locator("section", { has: page.getByRole("heading", { name: blogText.searchResultsFor("mainten") }) })
        .locator("article");
      await results.first().waitFor();
      const expected = await api<PublicPostSummary[]>("/api/blog/search/mainten");
      expect(await results.count()).toBe(expected.length);
      expect(await results.first().getByRole("heading").textContent()).toBe(expected[0]!.title);
      expect(searches.some((url) => url.endsWith("/api/blog/search/mainten"))).toBe(true);

      // A category narrows the results; the URL carries both.
      const category = expected[0]!.category!;
      await page.getByRole("button", { name: category.name, exact: true }).click();
      await page.waitForURL(new RegExp(`\\?q=mainten&category=${category.slug}$`));
      expect(await page.getByRole("button", { name: category.name, exact: true }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      const inCategory = expected.filter((post) => post.category?.slug === category.slug).length;
      expect(await results.count()).toBe(inCategory);

      // Back returns to the unfiltered search; forward to the filtered one.
      await page.goBack();
      await page.waitForURL(/\?q=mainten$/);
      expect(await results.count()).toBe(expected.length);
      await page.goForward();
      await page.waitForURL(/category=/);

      // Clear Search resets term and category.
      await page.getByRole("button", { name: blogText.clearSearch }).first().click();
      await page.waitForURL(/\/blog$/);
      await expect(search.inputValue()).resolves.toBe("");
      await page.getByRole("heading", { name: blogText.featured }).waitFor();
      expect(await articleCount(page, blogText.allArticles)).toBe(posts.length);

      // A term that matches nothing: the empty state, and its Clear Search.
      await search.fill("zzqxv");
      await page.getByText(blogText.noArticlesFound).waitFor();
      await page.getByRole("button", { name: blogText.clearSearch }).click();
      await page.waitForURL(/\/blog$/);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens with the search and category from a shared URL", async () => {
    const category = posts[0]!.category!;
    const { page, close } = await openPage();
    try {
      await page.goto(`/blog?category=${category.slug}`);
      await page.waitForFunction(
        (name) => document.querySelector('button[aria-pressed="true"]')?.textContent === name,
        category.name,
      );
      const expected = posts.filter((post) => post.category?.slug === category.slug).length;
      expect(await articleCount(page, blogText.allArticles)).toBe(expected);
    } finally {
      await close();
    }
  });
});

describe("/blog/{slug}", () => {
  it("shows the article with its metadata, share fallback and up to 3 related posts of its category", async () => {
    const post = posts.find(
      (candidate) => posts.filter((other) => other.categoryId === candidate.categoryId).length > 1,
    )!;
    const { page, errors, close } = await openPage();
    try {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(post.title);
      expect(await page.title()).toMatch(/ \| /);
      await page.getByRole("link", { name: blogText.backToBlog }).waitFor();
      await page.getByText(post.authorName, { exact: true }).waitFor();
      await page.getByText(blogText.authorRole).first().waitFor();
      await page.getByText(blogText.minRead(post.readingTimeMinutes)).first().waitFor();
      // Where the layout renders JSON-LD (the public-frame layout does), the Article must be among it;
      // its content is checked in src/shared/seo-article.test.ts.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      if (jsonLd.length)
        expect(jsonLd.some((text) => text.includes('"Article"') && text.includes(post.slug))).toBe(true);

      const related = page
        .locator("section", { has: page.getByRole("heading", { name: blogText.relatedArticles }) })
        .locator("article");
      const sameCategory = posts.filter((other) => other.categoryId === post.categoryId && other.id !== post.id);
      expect(await related.count()).toBe(Math.min(3, sameCategory.length));
      for (const title of await related.getByRole("heading").allTextContents()) {
        expect(sameCategory.map((other) => other.title)).toContain(title);
      }
      await page.getByRole("link", { name: blogText.contactExperts }).waitFor();
      await page.getByRole("link", { name: blogText.readMoreArticles }).waitFor();

      // Headless Chromium has no share sheet here, so the link is copied.
      await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
      await page.getByRole("button", { name: blogText.share }).click();
      await page.getByText(blogText.linkCopied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("has a page for every published post", async () => {
    for (const post of posts) {
      const response = await fetch(`${baseUrl()}/blog/${post.slug}`);
      expect(response.status, post.slug).toBe(200);
    }
  });
});

describe("/rss.xml", () => {
  it("lists every published post", async () => {
    const xml = await (await fetch(`${baseUrl()}/rss.xml`)).text();
    expect(xml.match(/<item>/g)?.length).toBe(posts.length);
  });
});

describe("/portfolio", () => {
  it("lists the published projects, and a project page shows its details", async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto("/portfolio");
      const cards = page.locator("main article");
      expect(await cards.count()).toBe(projects.length);
      for (const stat of ["500+", "20+", "100%", "0"]) await page.getByText(stat, { exact: true }).first().waitFor();
      const drafts = await db.selectFrom("projects").select("title").where("status", "!=", "published").execute();
      for (const draft of drafts) expect(await page.content()).not.toContain(draft.title);

      const project = projects[0]!;
      await page.getByRole("link", { name: `${portfolioText.viewDetails}: ${project.title}` }).click();
      await page.waitForURL(new RegExp(`/portfolio/${project.slug}$`));
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(project.title);
      await page.getByRole("heading", { name: portfolioText.information }).waitFor();
      if (project.location) await page.getByText(project.location, { exact: true }).first().waitFor();
      expect(await page.getByRole("link", { name: portfolioText.startYourProject }).getAttribute("href")).toBe(
        "/contact",
      );
      await page.getByRole("link", { name: portfolioText.backToPortfolio }).click();
      await page.waitForURL(/\/portfolio$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("not-found pages", () => {
  it("answers an unknown article with 404 and 'Article Not Found'", async () => {
    const { page, errors, close } = await openPage();
    try {
      const response = await page.goto("/blog/no-such-article-here");
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: blogText.articleNotFound }).waitFor();
      await page.getByText(blogText.articleNotFoundText).waitFor();
      expect(await page.getByRole("link", { name: blogText.returnToBlog }).getAttribute("href")).toBe("/blog");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("renders a post published after the build from the API", async () => {
    const author = await db.selectFrom("users").select("id").limit(1).executeTakeFirstOrThrow();
    const slug = `${IN_RUN_SLUG_PREFIX}fresh-post-${Date.now()}`;
    await db
      .insertInto("blogPosts")
      .values({
        title: "Freshly Published Slate Notes",
        slug,
        content: "<p>Published after the build.</p><script>window.hacked = true</script>",
        status: "published",
        publishedAt: new Date().toISOString(),
        authorId: author.id,
        categoryId: posts[0]!.categoryId,
      })
      .execute();
    const { page, close } = await openPage();
    try {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Freshly Published Slate Notes" }).waitFor();
      await page.getByText("Published after the build.").waitFor();
      expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
      await page.getByRole("heading", { name: blogText.relatedArticles }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
      await db.deleteFrom("blogPosts").where("slug", "=", slug).execute();
    }
  });

  let freshProjectSlug: string | undefined;

  it("answers an unknown project with 404 and 'Project Not Found', and renders one published after the build", async () => {
    const { page, close } = await openPage();
    try {
      const response = await page.goto("/portfolio/no-such-project-here");
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: portfolioText.projectNotFound }).waitFor();
      expect(await page.getByRole("link", { name: portfolioText.returnToPortfolio }).getAttribute("href")).toBe(
        "/portfolio",
      );

      freshProjectSlug = `${IN_RUN_SLUG_PREFIX}fresh-project-${Date.now()}`;
      const slug = freshProjectSlug;
      await db
        .insertInto("projects")
        .values({
          title: "Fresh Slate Project",
          slug,
          status: "published",
          images: "[]",
          location: "Chester, NJ",
          content: "<p>Done.</p>",
        })
        .execute();
      await page.goto(`/portfolio/${slug}`);
      await page.getByRole("heading", { level: 1, name: "Fresh Slate Project" }).waitFor();
      await page.getByText("Chester, NJ").waitFor();
    } finally {
      await close();
      if (freshProjectSlug) await db.deleteFrom("projects").where("slug", "=", freshProjectSlug).execute();
    }
  });
});
