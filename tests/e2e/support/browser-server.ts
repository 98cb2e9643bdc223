/**
 * One Chromium for a whole run (issue 30): launched once by the global setup, and each test file
 * connects to it (support/browser.ts), where launching its own cost every file 1.5-2 s. Each test
 * still gets a fresh browser context, so no cookie or storage passes from one test to the next.
 */
import { chromium, type BrowserServer } from "playwright-core";
import { CHROMIUM_LAUNCH_FLAGS, testChromiumPath } from "../../../scripts/lib/chromium";

export async function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: await testChromiumPath(),
    args: [...CHROMIUM_LAUNCH_FLAGS],
    headless: true,
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's Chromium (absent where a config starts none: each file then launches its own). */
    browserEndpoint?: string;
  }
}
