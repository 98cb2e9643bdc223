// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";

const site = process.env.SITE_URL ?? "http://localhost:8888";

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  // HTML whitespace semantics (lossless compression), not Astro 7's JSX rules: Prettier reflows
  // .astro text as HTML, and under the JSX rules a wrapped "call {phone}" would lose its space.
  compressHTML: true,
  integrations: [react(), mdx(), sitemap({ filter: (page) => !new URL(page).pathname.startsWith("/admin") })],
  // Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss()] },
});
