/**
 * robots.txt, generated at build time so the sitemap line carries the absolute SITE_URL.
 * The API and every noindex page of pages.ts (sign-in, the console, not-found pages) are not for
 * search engines.
 */
import type { APIRoute } from "astro";
import { noindexPaths } from "../shared/pages";

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap-index.xml", site).href;
  const disallowed = [...noindexPaths, "/api/"].map((path) => `Disallow: ${path}`);
  const body = ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${sitemap}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
