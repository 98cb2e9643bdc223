/**
 * Chromium for the end-to-end suite (found by scripts/lib/chromium.ts; the run's one when the global
 * setup started it). The page collects console errors (CSP violations among them) so tests can
 * assert none.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_LAUNCH_FLAGS as LAUNCH_FLAGS, chromiumPath, testChromiumPath } from "../../../scripts/lib/chromium";
import { askForFramesWhileIdleCallbacksWait } from "./idle-frames";

let browser: Browser | undefined;

const launch = (executablePath: string) => chromium.launch({ executablePath, args: [...LAUNCH_FLAGS], headless: true });

/** The run's Chromium when the global setup started one (support/browser-server.ts), else one of this file's own. */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject("browserEndpoint");
  browser ??= endpoint ? await chromium.connect(endpoint) : await launch(await testChromiumPath());
  return browser;
}

let fullBrowser: Browser | undefined;

/**
 * The full Chromium in its new headless mode, launched for this file, for what the run's headless
 * shell lacks: notifications (the shell answers Notification.permission "denied" whatever was
 * granted, so the console offers no push alerts there). Slower: 247 s of CPU against the shell's 144
 * for the same four files (docs/quality.md, "Ninth round").
 */
export async function launchFullBrowser(): Promise<Browser> {
  fullBrowser ??= await launch(await chromiumPath());
  return fullBrowser;
}

/** Closes this file's browsers, or only its connection (and contexts) to the run's Chromium. */
export async function closeBrowser(): Promise<void> {
  await Promise.all([browser?.close(), fullBrowser?.close()]);
  browser = undefined;
  fullBrowser = undefined;
}

export const baseUrl = (): string => inject("e2e").baseUrl;
export const e2eDatabaseUrl = (): string => inject("e2e").databaseUrl;

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export interface TestPage {
  page: Page;
  /** Console errors and page errors seen so far (CSP violations are console errors). */
  errors: string[];
  close(): Promise<void>;
}

/** A page in a fresh context of the run's browser (or of `from`, such as `launchFullBrowser()`'s). */
export async function openPage(
  options: BrowserContextOptions = { viewport: VIEWPORTS.desktop },
  from?: Browser,
): Promise<TestPage> {
  const context = await (from ?? (await launchBrowser())).newContext({ baseURL: baseUrl(), ...options });
  await context.addInitScript(askForFramesWhileIdleCallbacksWait);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Runs `use` on a fresh page (`openPage`'s options) and closes the page after it, passed or failed. */
export async function withPage<T>(
  use: (testPage: TestPage) => Promise<T>,
  options?: BrowserContextOptions,
): Promise<T> {
  const testPage = await openPage(options);
  try {
    return await use(testPage);
  } finally {
    await testPage.close();
  }
}

/**
 * axe-core violations on the current page, as readable lines (empty when clean). `exclude` leaves
 * out a part, such as a sandboxed frame axe cannot run scripts in (it would wait forever). Every
 * rule runs on every node; only the violations are gathered (`resultTypes`): axe otherwise builds
 * a selector for each node that passed, a quarter to a third of its time on these pages.
 *
 * A page without frames is checked by one `axe.run` in the page (the builder's legacy mode): its
 * default runs axe in each frame, then opens a blank page, injects axe again and merges the frames'
 * results there, 2.1 s a call against 1.0 s on the site's pages (docs/quality.md, "Eighth round"),
 * with the same violations, passes, incomplete and inapplicable results on every page compared. A
 * page with a frame keeps the default, so the frame's content is checked as before.
 */
export async function axeViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/**
 * Every text a `[role=status]` element (a toast) shows on `page` from now on, across navigations.
 * A toast that precedes a redirect is up for half a second; a polling locator can miss that window
 * on a loaded machine, so the page reports each one as it appears.
 */
export async function recordStatusMessages(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeFunction("reportStatusMessage", (text: string) => shown.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportStatusMessage: (text: string) => void }).reportStatusMessage;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll("[role=status]")) report(status.textContent ?? "");
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return shown;
}

/**
 * The requests `page` starts from now on; `settled()` waits until every one of them has been
 * answered (or failed), so what they wrote on the server can be read.
 */
export function trackRequests(page: Page): { settled(): Promise<void>; stop(): void } {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const stop = () => {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  };
  return {
    stop,
    settled: async () => {
      await expect.poll(() => inFlight.size, { timeout: 30_000, interval: 50 }).toBe(0);
      stop();
    },
  };
}

/** Waits for a status message (a toast, a saved note) holding `text` on `page`. */
export async function statusShown(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor({ timeout: 30_000 });
}
