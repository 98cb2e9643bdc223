/**
 * axe on every distinct screen, once at 375 px and once at 1280 px (issue 30): the public pages, the
 * sign-in pages and every screen of the console, each drawn with its data (its requests answered)
 * and with nothing scrolling sideways. The flow files keep axe only for states a link cannot open
 * (an open dialog, a form showing its errors, an e-mail preview, a page reached through a mailed
 * token); a screen checked here is not checked again there. One page per width walks the list.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogText, type PublicPostSummary } from "../../src/shared/blog";
import { NOT_FOUND_COPY } from "../../src/shared/not-found";
import { portfolioText, type PublicProject } from "../../src/shared/portfolio";
import { accountStrings } from "../../src/shared/strings/account";
import { emailStrings } from "../../src/shared/strings/email";
import { newsletterStrings } from "../../src/shared/strings/newsletter";
import { adminPaths } from "../../src/islands/admin/router";
import { axeViolations, baseUrl, closeBrowser, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { signInCookies } from "./support/admin";
import { ROUTES } from "./support/public-routes";
import { insertSampleLeads } from "./support/sample-leads";
import { openE2eDatabase } from "./support/suite";

interface Screen {
  path: string;
  /** Shown once the screen is drawn (its islands awake); the screen's requests are then awaited too. */
  ready: (page: Page) => Promise<unknown>;
  /** A sandboxed frame axe cannot run scripts in (it would wait forever), as the flow files leave it out. */
  exclude?: string;
}

const heading = (name: string) => (page: Page) => page.getByRole("heading", { name, level: 1 }).first().waitFor();
const anyHeading = (page: Page) => page.getByRole("heading", { level: 1 }).first().waitFor();
const hydratedForm = (page: Page) =>
  page.locator("form[data-hydrated] button[type=submit]:not([disabled])").first().waitFor();

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl()}${path}`)).json()) as T;
}

async function publicScreens(): Promise<Screen[]> {
  const [post] = await api<PublicPostSummary[]>("/api/blog/posts");
  const [project] = await api<PublicProject[]>("/api/projects");
  const section = (name: string) => (page: Page) => page.getByRole("heading", { name }).first().waitFor();
  return [
    ...ROUTES.map((route) => ({ path: route.path, ready: heading(route.heading) })),
    { path: "/contact", ready: hydratedForm },
    { path: "/quote", ready: hydratedForm },
    { path: "/blog", ready: section(blogText.featured) },
    {
      path: "/blog?q=slate",
      ready: async (page) => {
        await section(blogText.searchResultsFor("slate"))(page);
        await page.locator("main article").first().waitFor();
      },
    },
    { path: `/blog/${post!.slug}`, ready: section(blogText.closingTitle) },
    { path: "/portfolio", ready: section(portfolioText.title) },
    { path: `/portfolio/${project!.slug}`, ready: section(portfolioText.information) },
    { path: "/slate-roofs/does-not-exist", ready: heading(NOT_FOUND_COPY.title) },
    { path: "/blog/no-such-article-here", ready: section(blogText.articleNotFound) },
    { path: "/portfolio/no-such-project-here", ready: section(portfolioText.projectNotFound) },
    { path: "/newsletter/check-your-email", ready: heading(newsletterStrings.checkEmailTitle) },
    { path: "/newsletter/confirmed", ready: heading(newsletterStrings.confirmedTitle) },
    { path: "/newsletter/unsubscribed", ready: heading(newsletterStrings.unsubscribedTitle) },
    { path: "/newsletter/link-expired", ready: heading(newsletterStrings.invalidLinkTitle) },
    { path: "/login", ready: section("Sign in") },
    { path: "/login/forgot", ready: section(accountStrings.reset.requestHeading) },
  ];
}

function consoleScreens(lead: { contactId: number; quoteId: number }): Screen[] {
  return [
    adminPaths.dashboard,
    adminPaths.quotes,
    adminPaths.quote(lead.quoteId),
    adminPaths.contacts,
    adminPaths.contact(lead.contactId),
    adminPaths.newPost,
    adminPaths.projects,
    adminPaths.newProject,
    adminPaths.emailOutbox,
    adminPaths.emailTemplates,
    adminPaths.newsletter,
    adminPaths.emailUnmatched,
    adminPaths.agenda,
    adminPaths.reports,
    adminPaths.account,
  ].map((path) => ({
    path,
    ready: anyHeading,
    exclude:
      path === adminPaths.emailTemplates ? `iframe[title="${emailStrings.templates.previewFrameTitle}"]` : undefined,
  }));
}

/** Every status line of the console that says it is still loading ("Loading...", "Loading post..."). */
const loadingStatus = (page: Page) => page.getByRole("status").filter({ hasText: /^Loading/ });

/** Opens `screen` on `page`, waits until it is drawn with its data, then checks it. */
async function expectScreenClean(page: Page, screen: Screen, width: number): Promise<void> {
  await page.goto(screen.path);
  await screen.ready(page);
  await expect.poll(() => loadingStatus(page).count(), { timeout: 30_000 }).toBe(0);
  const where = `${screen.path} at ${width} px`;
  expect(await axeViolations(page, screen.exclude), where).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

const db = openE2eDatabase();
const { contactIds, quoteIds } = await insertSampleLeads(db, 1).finally(() => db.destroy());
const publicList = await publicScreens();
const consoleList = consoleScreens({ contactId: contactIds[0]!, quoteId: quoteIds[0]! });

afterAll(closeBrowser);

// One test per screen and width, so each has its own time budget; one page per width walks them.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`at ${viewport.width} px (${name})`, () => {
    let visitor: TestPage;
    let admin: TestPage;
    beforeAll(async () => {
      visitor = await openPage({ viewport });
      admin = await openPage({ viewport });
      await signInCookies(admin.page);
    });
    afterAll(async () => {
      await visitor.close();
      await admin.close();
    });

    it.each(publicList)("$path: no axe violation, nothing scrolls sideways", async (screen) => {
      await expectScreenClean(visitor.page, screen, viewport.width);
    });

    it.each(consoleList)("$path, signed in: no axe violation, nothing scrolls sideways", async (screen) => {
      await expectScreenClean(admin.page, screen, viewport.width);
    });
  });
}
