/** Astro integration: stops a Netlify production build while a site fact is a sample (src/shared/site-facts-check.ts). */
import type { AstroIntegration } from "astro";
import { assertRealSiteFacts } from "../../src/shared/site-facts-check.ts";

export function siteFactsCheck(env: Record<string, string | undefined> = process.env): AstroIntegration {
  return {
    name: "site-facts-check",
    hooks: { "astro:config:setup": () => assertRealSiteFacts(env) },
  };
}
