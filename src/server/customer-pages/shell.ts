/**
 * The frame of every page the server draws for a customer (issue 30 item 10, issue 34 item 13):
 * the proposal, booking and unsubscribe pages share its head (no index, the referrer kept on this
 * site), header (name, phone), footer (legal name, address, registration) and one inline sheet
 * each, which the page's CSP allows by its hash (`customerPageCsp`).
 */
import { createHash } from "node:crypto";
import { addressLine, registrationLine, site } from "../../shared/site";
import { escapeHtml as e } from "../email/render";

/** A customer page's policy: its one sheet by hash, photos from this site, forms posting only here. */
export function customerPageCsp(style: string, frameAncestors = "'none'"): string {
  return [
    "default-src 'none'",
    "img-src 'self'",
    `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
    "form-action 'self'",
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

/** The page frame (name, phone, footer) every server-drawn customer page shares: proposals, unsubscribe, booking (its own sheet). */
export function shell(title: string, body: string, style: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="${CUSTOMER_PAGE_REFERRER_POLICY}"><title>${e(title)} | ${e(site.name)}</title>` +
    `<style>${style}</style></head><body><header class="top"><div class="wrap"><span class="brand">${e(site.name)}</span>` +
    `<span>${phoneLink}</span></div></header><main class="wrap">${body}</main>` +
    `<footer><div class="wrap"><p>${e(site.legalName)} · ${e(addressLine)} · ${phoneLink}</p><p>${e(registrationLine)}</p></div></footer></body></html>`
  );
}
