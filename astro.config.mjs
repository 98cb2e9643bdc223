// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { isIndexablePath } from "./src/shared/pages.ts";
import { publicIslandModules } from "./scripts/lib/public-island-modules.ts";
import { criticalCss } from "./scripts/lib/critical-css.ts";
import { siteFactsCheck } from "./scripts/lib/site-facts-integration.ts";

const site = process.env.SITE_URL ?? "http://localhost:8888";

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  // HTML whitespace semantics (lossless compression), not Astro 7's JSX rules: Prettier reflows
  // .astro text as HTML, and under the JSX rules a wrapped "call {phone}" would lose its space.
  compressHTML: true,
  // No dev toolbar under `npm run dev`: its 15 requests and scripts on every page made the console's
  // quote page 3.3 s -> 2.5 s to draw (docs/quality.md, "npm run dev on a quiet machine"); the pages'
  // accessibility is checked by axe in the e2e suite instead of the toolbar's audit.
  devToolbar: { enabled: false },
  // The XML sitemap leaves out every noindex page (sign-in, console, not-found pages).
  // criticalCss: each page inlines the rules its HTML uses and loads the stylesheet at the end of
  // the body, so HTML + render-blocking CSS fit the first round trip (decision 036d).
  // siteFactsCheck: a Netlify production build (CONTEXT=production) stops while a site fact is
  // still a sample (src/shared/site-facts-check.ts); local, test and preview builds go on.
  integrations: [
    siteFactsCheck(),
    react(),
    mdx(),
    sitemap({ filter: (page) => isIndexablePath(new URL(page).pathname) }),
    criticalCss(),
  ],
  // Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [
      tailwindcss(),
      publicIslandModules(fileURLToPath(new URL(".", import.meta.url)), [
        "src/islands/ContactForm.tsx",
        "src/islands/QuoteForm.tsx",
      ]),
    ],
    // Radix's scroll lock would inject a <style> the CSP refuses; its rules are static in
    // global.css and this stand-in injects nothing (see the module).
    resolve: {
      alias: [
        {
          find: /^react-style-singleton$/,
          replacement: fileURLToPath(new URL("./src/islands/ui/style-singleton.ts", import.meta.url)),
        },
      ],
    },
  },
  security: {
    // Astro hashes every script and style it emits into a <meta http-equiv="content-security-policy">
    // per page, so no page needs 'unsafe-inline' for scripts. Directives a <meta> cannot carry
    // (frame-ancestors) are sent as a header from netlify.toml (see src/shared/security-headers.ts).
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        // blob: for the thumbnails of photos resized in the browser before upload (decision 036c).
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        // The console's service worker (/admin-sw.js) and its manifest (decision 039), named
        // rather than left to fall back on script-src, which holds hashes.
        "worker-src 'self'",
        "manifest-src 'self'",
        "form-action 'self'",
        "object-src 'none'",
        "base-uri 'none'",
      ],
      // Server-rendered React islands (Radix's visually-hidden parts, positioned popovers) carry
      // style="" attributes; attributes cannot run code, so only they are allowed inline.
      // <style> elements and scripts stay hash-only.
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: "attribute" }] },
    },
  },
});
