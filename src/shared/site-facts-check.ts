/**
 * The production build's guard (issue 34 item 15): a site fact still holding its sample
 * (`placeholder: true` in site.ts: the street address, the NJ registration number, the reviews
 * link) would be printed on every page and on signed contracts, so a Netlify production build
 * (`CONTEXT=production`) stops with a message naming each one. Local, test, preview and
 * branch builds keep working with the samples. `netlify serve` (npm run preview) builds locally
 * with CONTEXT=production too, and says so with NETLIFY_LOCAL=true (@netlify/config's
 * getGeneralEnv): that build is local, not a deploy.
 */
import { site } from "./site";

interface FactsWithPlaceholders {
  address: { street: string; placeholder?: boolean };
  registration: { number: string; placeholder?: boolean };
  reviews: { url: string; placeholder?: boolean };
}

/** Each fact still a sample, as "what (its sample value)". */
export function placeholderFacts(facts: FactsWithPlaceholders = site): string[] {
  const found: string[] = [];
  if (facts.address.placeholder) found.push(`site.address.street (${facts.address.street})`);
  if (facts.registration.placeholder) found.push(`site.registration.number (${facts.registration.number})`);
  if (facts.reviews.placeholder) found.push(`site.reviews.url (${facts.reviews.url})`);
  return found;
}

/** Throws, naming every sample fact, when this is a Netlify production build; otherwise nothing. */
export function assertRealSiteFacts(
  env: Record<string, string | undefined>,
  facts: FactsWithPlaceholders = site,
): void {
  if (env.CONTEXT !== "production" || env.NETLIFY_LOCAL === "true") return;
  const samples = placeholderFacts(facts);
  if (samples.length === 0) return;
  throw new Error(
    `Production build stopped: ${samples.length} site fact(s) in src/shared/site.ts still hold a sample value:\n` +
      samples.map((fact) => `  - ${fact}`).join("\n") +
      "\nSet the real value and remove its `placeholder: true`, then deploy again. " +
      "(Only a Netlify production deploy checks this; local, test and preview builds use the samples.)",
  );
}
