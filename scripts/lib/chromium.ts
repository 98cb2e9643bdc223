/**
 * Chromium for the end-to-end suite and Lighthouse, resolved as ARCHITECTURE.md says:
 * CHROME_PATH, then Debian's /usr/bin/chromium, then the binary in the npm package @sparticuz/chromium
 * (the test suite prefers the headless shell: `testChromiumPath`).
 */
import { existsSync } from "node:fs";

/** Flags for a quiet, offline, unprivileged headless Chromium. */
export const CHROMIUM_LAUNCH_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
] as const;

export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return sparticuz.executablePath();
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The test suite's browser: Debian's old headless shell (package `chromium-headless-shell`, the same
 * Chromium release without the full browser's window and display compositor) unless CHROME_PATH
 * names one, else `chromiumPath()`'s (@sparticuz/chromium is a headless shell too). On this 2-core
 * machine the shell took 144 s of CPU for four e2e files where the full browser's new headless mode
 * took 247 s (docs/quality.md, "Ninth round").
 */
export async function testChromiumPath(): Promise<string> {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}
