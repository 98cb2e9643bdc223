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
  integrations: [react(), mdx(), sitemap({ filter: (page) => !new URL(page).pathname.startsWith("/admin") })],
  // Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss()] },
});
