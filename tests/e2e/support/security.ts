/**
 * Assertions every end-to-end test can call:
 *  - watchCsp(page) before navigating, then expectNoCspViolations(testPage) after: fails on any
 *    Content-Security-Policy violation, whether Chromium logged it to the console or only fired
 *    a `securitypolicyviolation` event (e.g. a blocked style attribute);
 *  - expectSecurityHeaders(response, kind): the headers of src/server/http/security-headers.ts;
 *  - expectHashedCspMeta(html): the page carries Astro's hashed CSP with no inline-script escape.
 */
import type { APIResponse, Page, Response } from "playwright-core";
import { expect } from "vitest";
import {
  API_CSP,
  BASELINE_SECURITY_HEADERS,
  CACHE_CONTROL,
  PAGE_HEADER_CSP,
  REQUIRED_SECURITY_HEADERS,
} from "../../../src/server/http/security-headers";
import type { TestPage } from "./browser";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records CSP violation events from the first script on; call before `page.goto`. */
export async function watchCsp(page: Page): Promise<void> {
  // Injected through the DevTools protocol, so the page's own CSP does not apply to it.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const CSP_CONSOLE_MESSAGE = /content security policy|content-security-policy/i;

/** CSP violations seen by the page so far: console reports and recorded events. */
export async function cspViolations({ page, errors }: TestPage): Promise<string[]> {
  const recorded = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
  return [...errors.filter((message) => CSP_CONSOLE_MESSAGE.test(message)), ...recorded];
}

export async function expectNoCspViolations(testPage: TestPage, where = testPage.page.url()): Promise<void> {
  expect(await cspViolations(testPage), `CSP violations on ${where}`).toEqual([]);
}

/**
 * "not-found": the 404 page served for an unknown path. Netlify gives it only the `/*` rule's
 * headers, and Cross-Origin-Resource-Policy is set per path instead (netlify.toml: `/email/*` must
 * be cross-origin, and overlapping rules may be served combined), so it may be absent there; where
 * present it must be same-origin. A 404 page holds nothing another origin could embed.
 */
export type ResponseKind = "page" | "not-found" | "asset" | "api";

const PER_PATH = "Cross-Origin-Resource-Policy";

/** Fails naming every required header that is missing or different on `response`. */
export async function expectSecurityHeaders(
  response: Response | APIResponse | null,
  kind: ResponseKind,
): Promise<void> {
  expect(response, "no response").toBeTruthy();
  // A page Response hides some headers from headers(); allHeaders() has them all.
  const headers = "allHeaders" in response! ? await response.allHeaders() : response!.headers();
  const where = `${kind} ${new URL(response!.url()).pathname}`;
  const optional = (name: string) => kind === "not-found" && name === PER_PATH && !headers[name.toLowerCase()];
  const missing = REQUIRED_SECURITY_HEADERS.filter((name) => !headers[name.toLowerCase()] && !optional(name));
  expect(missing, `security headers missing on ${where}`).toEqual([]);
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) {
    if (!optional(name)) expect(headers[name.toLowerCase()], `${name} on ${where}`).toBe(value);
  }
  expect(headers["content-security-policy"], `CSP on ${where}`).toBe(kind === "api" ? API_CSP : PAGE_HEADER_CSP);
  // Static Cache-Control is checked against netlify.toml by tests/integration/headers.test.ts:
  // netlify-cli's local static server replaces it with its own "public, max-age=0", so a served
  // value here would test netlify-cli, not us. Functions set theirs and are checked.
  if (kind === "api") expect(headers["cache-control"], `Cache-Control on ${where}`).toBe(CACHE_CONTROL.api);
}

/** The page's <meta> CSP: present, hash-based scripts, never 'unsafe-inline' for scripts. */
export function expectHashedCspMeta(html: string, where: string): void {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1];
  expect(policy, `no CSP <meta> on ${where}`).toBeTruthy();
  const scriptSrc = policy!.split(";").find((directive) => directive.trim().startsWith("script-src"));
  expect(scriptSrc, `no script-src in the CSP <meta> of ${where}`).toBeTruthy();
  expect(scriptSrc, where).not.toContain("'unsafe-inline'");
  expect(policy, where).toMatch(/object-src 'none'/);
  // A <meta> policy only governs what follows it: it must precede the admin-authored title and tags.
  const head = html.slice(0, html.search(/<\/head>/i));
  expect(
    head.search(/<meta http-equiv="content-security-policy"/i),
    `CSP <meta> after <title> on ${where}`,
  ).toBeLessThan(head.search(/<title[\s>]/i));
}
