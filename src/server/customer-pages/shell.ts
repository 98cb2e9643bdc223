/**
 * The frame of every page the server draws for a customer (issue 30 item 10, issue 34 item 13):
 * the proposal, booking and unsubscribe pages share its head (no index, the referrer kept on this
 * site, the site's fonts preloaded), the site's hours strip, header (mark, wordmark, phone) and dark
 * footer (contact facts, hours, address, service area, registration), and one inline sheet each,
 * which starts with the frame's (FRAME_STYLE) and which the page's CSP allows by its hash.
 */
import { createHash } from "node:crypto";
import { addressLine, BRAND_NAME, countiesLine, registrationLine, serviceAreas, site } from "../../shared/site";
import { escapeHtml as e } from "../email/render";
import { brandMark } from "./brand-mark";
import { FONT_PRELOADS } from "./fonts";

/** A customer page's policy: its one sheet by hash, the site's fonts and photos, forms posting only here. */
/** `formTargets`: origins a form post may end at besides this site (a redirect to Stripe Checkout). */
export function customerPageCsp(style: string, frameAncestors = "'none'", formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "img-src 'self'",
    "font-src 'self'",
    `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
    ["form-action 'self'", ...formTargets].join(" "),
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
  ].join("; ");
}

export const phoneLink = `<a href="${site.phone.href}">${e(site.phone.display)}</a>`;

/**
 * The page's address carries the customer's token: it must never leave the site in a Referer. Not
 * `no-referrer`, though: under it Chromium sends `Origin: null` with the page's own form posts,
 * which the same-origin check refuses (every Accept failed in a real browser). `same-origin` sends
 * the referrer, and the true Origin, to this site only.
 */
export const CUSTOMER_PAGE_REFERRER_POLICY = "same-origin";

const hours = site.hours.map((slot) => `${slot.short} ${slot.label}`).join(" · ");

const logo = (onDark: boolean) =>
  `<a class="logo" href="/">${brandMark(onDark)}<span class="word"><span class="name">${e(site.name)}</span>` +
  `<span class="tag">Slate specialists since ${site.foundedYear}</span></span></a>`;

const header =
  `<aside class="strip" aria-label="Hours and e-mail"><div class="frame"><p><strong>${e(site.emergency.label)}</strong> · ${e(hours)}</p>` +
  `<p><a href="${site.email.href}">${e(site.email.address)}</a></p></div></aside>` +
  `<header class="top"><div class="frame">${logo(false)}` +
  `<a class="call" href="${site.phone.href}">Call <span class="number">${e(site.phone.display)}</span></a></div></header>`;

const footer =
  `<footer class="site-footer"><div class="frame">${logo(true)}` +
  `<p class="about">Slate roof restoration, installation and repair for historic and new homes, churches and estates ` +
  `across northern New Jersey and the Hudson Valley since ${site.foundedYear}.</p>` +
  `<ul><li>${phoneLink} <span class="muted">· ${e(site.emergency.label)}</span></li>` +
  `<li><a href="${site.email.href}">${e(site.email.address)}</a></li><li>${e(hours)}</li><li>${e(addressLine)}</li></ul>` +
  `<div class="legal"><p>© ${site.copyrightYear} ${e(BRAND_NAME)}. ${e(registrationLine)}</p>` +
  `<p>Serving ${e(serviceAreas.map((area) => `${area.state}: ${countiesLine(area)}`).join(" · "))}</p></div></div></footer>`;

/** The page frame every server-drawn customer page shares: proposals, unsubscribe, booking (each its own sheet). */
export function shell(title: string, body: string, style: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="${CUSTOMER_PAGE_REFERRER_POLICY}"><title>${e(title)} | ${e(site.name)}</title>` +
    `${FONT_PRELOADS}<style>${style}</style></head><body>${header}<main class="wrap">${body}</main>${footer}</body></html>`
  );
}

/**
 * A customer page as a response: never cached or indexed, its own CSP (its sheet by hash, and
 * `formTargets`: origins a form post may end at besides this site, such as Stripe Checkout); a
 * rate-limited page says when to come back (Retry-After).
 */
export function customerPageResponse(
  drawn: { title: string; body: string },
  style: string,
  status: number,
  extra: { formTargets?: readonly string[]; view?: { state: string; retryAfterSeconds?: number } } = {},
): Response {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": customerPageCsp(style, "'none'", extra.formTargets),
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
  if (extra.view?.state === "rate-limited") headers.set("Retry-After", String(extra.view.retryAfterSeconds));
  return new Response(shell(drawn.title, drawn.body, style), { status, headers });
}
