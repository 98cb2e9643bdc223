/**
 * axe on every distinct screen, once at 375 px and once at 1280 px (issue 30): the public pages, the
 * sign-in pages and every screen of the console, each drawn with its data (its requests answered)
 * and with nothing scrolling sideways. The flow files keep axe only for states a link cannot open
 * (an open dialog, a form showing its errors, an e-mail preview, a page reached through a mailed
 * token); a screen checked here is not checked again there. The sweep is split over eight files
 * (axe-sweep-{site,content,console,console-rest}-{375,1280}.test.ts: 209 s in one file was 3.5
 * times its budget), so the two flow workers share it and each file keeps to its time budget;
 * together they walk every screen of the lists below at both widths.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogText, type PublicPostSummary } from "../../../src/shared/blog";
import { NOT_FOUND_COPY } from "../../../src/shared/not-found";
import { portfolioText, type PublicProject } from "../../../src/shared/portfolio";
import { accountStrings } from "../../../src/shared/strings/account";
import { emailStrings } from "../../../src/shared/strings/email";
import { newsletterStrings } from "../../../src/shared/strings/newsletter";
import { adminPaths } from "../../../src/islands/admin/router";
import { axeViolations, baseUrl, closeBrowser, openPage, VIEWPORTS, type TestPage } from "./browser";
import { signInCookies } from "./admin";
import { builtRows } from "./published-in-run";
import { ROUTES } from "./public-routes";
import { insertSampleLeads } from "./sample-leads";
import { openE2eDatabase } from "./suite";

export interface Screen {
  path: string;
  /** Shown once the screen is drawn (its islands awake); the screen's requests are then awaited too. */
  ready: (page: Page) => Promise<unknown>;
  /** A sandboxed frame axe cannot run scripts in (it would wait forever), as the flow files leave it out. */
  exclude?: string;
}

const heading = (name: string) => (page: Page) => page.getByRole("heading", { name, level: 1 }).first().waitFor();
const anyHeading = (page: Page) => page.getByRole("heading", { level: 1 }).first().waitFor();
const section = (name: string) => (page: Page) => page.getByRole("heading", { name }).first().waitFor();
const hydratedForm = (page: Page) =>
  page.locator("form[data-hydrated] button[type=submit]:not([disabled])").first().waitFor();

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl()}${path}`)).json()) as T;
}

/** The marketing pages and the two lead forms. */
export function sitePages(): Screen[] {
  return [
    ...ROUTES.map((route) => ({ path: route.path, ready: heading(route.heading) })),
    { path: "/contact", ready: hydratedForm },
    { path: "/quote", ready: hydratedForm },
  ];
}

/** The blog and the portfolio (a published post and project of the seed), and their not-found pages. */
export async function contentPages(): Promise<Screen[]> {
  const [post] = builtRows(await api<PublicPostSummary[]>("/api/blog/posts"));
  const [project] = builtRows(await api<PublicProject[]>("/api/projects"));
  return [
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
    { path: "/blog/no-such-article-here", ready: section(blogText.articleNotFound) },
    { path: "/portfolio/no-such-project-here", ready: section(portfolioText.projectNotFound) },
  ];
}

/** The site's not-found page, the newsletter's steps and the sign-in pages. */
export function otherPublicPages(): Screen[] {
  return [
    { path: "/slate-roofs/does-not-exist", ready: heading(NOT_FOUND_COPY.title) },
    { path: "/newsletter/check-your-email", ready: heading(newsletterStrings.checkEmailTitle) },
    { path: "/newsletter/confirmed", ready: heading(newsletterStrings.confirmedTitle) },
    { path: "/newsletter/unsubscribed", ready: heading(newsletterStrings.unsubscribedTitle) },
    { path: "/newsletter/link-expired", ready: heading(newsletterStrings.invalidLinkTitle) },
    { path: "/login", ready: section("Sign in") },
    { path: "/login/forgot", ready: section(accountStrings.reset.requestHeading) },
  ];
}

/** Every screen of the console, a lead of each kind opened. */
export function consoleScreens(lead: { contactId: number; quoteId: number }): Screen[] {
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

/**
 * The console's screens, with a lead of each kind of this file's own to open: the first eight
 * (dashboard, leads, editors) or the other seven (mail, agenda, reports, account). One file per
 * half and width: the whole list in one file took 140 s at load 20, twice its budget.
 */
export async function consoleScreensWithLeads(half: "leads" | "rest"): Promise<Screen[]> {
  const db = openE2eDatabase();
  const { contactIds, quoteIds } = await insertSampleLeads(db, 1).finally(() => db.destroy());
  const screens = consoleScreens({ contactId: contactIds[0]!, quoteId: quoteIds[0]! });
  return half === "leads" ? screens.slice(0, 8) : screens.slice(8);
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

/**
 * One test per screen at `width` (each with its own time budget); one page walks the list (signed
 * in with a minted session for the console's screens).
 */
export function sweep(screens: readonly Screen[], options: { signedIn: boolean; width: keyof typeof VIEWPORTS }): void {
  const viewport = VIEWPORTS[options.width];
  afterAll(closeBrowser);
  describe(`at ${viewport.width} px (${options.width})`, () => {
    let visitor: TestPage;
    beforeAll(async () => {
      visitor = await openPage({ viewport });
      if (options.signedIn) await signInCookies(visitor.page);
    });
    afterAll(() => visitor.close());
    const suffix = options.signedIn ? ", signed in" : "";
    it.each(screens)(`$path${suffix}: no axe violation, nothing scrolls sideways`, async (screen) => {
      await expectScreenClean(visitor.page, screen, viewport.width);
    });
  });
}
