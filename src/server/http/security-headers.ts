/**
 * The security and caching headers of the whole site, in one place. Function responses get them
 * from respond.ts; static files get the same values from netlify.toml `[[headers]]`, which cannot
 * import this file — tests/integration/headers.test.ts resolves netlify.toml with Netlify's own
 * parser and fails when a value drifts from what is declared here.
 */

/** Sent with every response, pages, assets and functions alike. */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium recognises: an unknown one is logged as a console error.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  // Legacy twin of frame-ancestors for browsers without CSP level 2.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Files every e-mail loads (the logo), which webmail and the console's sandboxed preview must reach. */
export const EMAIL_ASSETS_PATH = "/email/";

/**
 * Cross-Origin-Resource-Policy of a static file: same-origin (the baseline) except the e-mail
 * assets, which other origins load. netlify.toml sets it per path (its rules never overlap).
 */
export const crossOriginResourcePolicyFor = (urlPath: string) =>
  urlPath.startsWith(EMAIL_ASSETS_PATH) ? "cross-origin" : BASELINE_SECURITY_HEADERS["Cross-Origin-Resource-Policy"]!;

/**
 * The header CSP of static files. Pages also carry Astro's hashed
 * `<meta http-equiv="content-security-policy">` (astro.config.mjs) and a browser enforces both,
 * so this one holds only what is right for every file and what a meta tag cannot carry
 * (frame-ancestors). Script and style sources live in the meta policy alone: a header
 * `script-src` would have to list every page's hashes or else block Astro's inline scripts.
 */
export const PAGE_HEADER_CSP_DIRECTIVES = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
] as const;

export const PAGE_HEADER_CSP = PAGE_HEADER_CSP_DIRECTIVES.join("; ");

/** JSON responses load nothing and may be embedded nowhere. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export const CACHE_CONTROL = {
  /** Files under /_astro/ have content hashes in their names: cache them for a year. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** HTML and other unhashed files: the CDN may keep them, the browser revalidates each time. */
  page: "public, max-age=0, must-revalidate",
  /** Function responses are per request. */
  api: "no-store",
} as const;

/** Header names whose absence on any response is a defect (tests and the e2e helper use this). */
export const REQUIRED_SECURITY_HEADERS = [
  "Content-Security-Policy",
  ...Object.keys(BASELINE_SECURITY_HEADERS),
] as const;
