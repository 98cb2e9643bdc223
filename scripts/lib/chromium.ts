/**
 * Chromium for the end-to-end suite and Lighthouse, resolved as ARCHITECTURE.md says:
 * CHROME_PATH, then Debian's /usr/bin/chromium, then the binary in the npm package @sparticuz/chromium.
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
