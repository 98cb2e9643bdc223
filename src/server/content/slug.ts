/** Slugs arriving in URLs are checked before they reach a query. */
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../shared/blog";
import { InvalidInput } from "../errors";

/**
 * `/x` and `/x.html` are the same address on Netlify (pretty URLs), and its CLI retries a
 * function's 404 with `.html` and `.htm` appended, so the suffix is dropped before validation.
 */
export function slugFromUrlPart(part: string): string {
  return part.replace(/\.html?$/, "");
}

export function assertValidSlug(slug: string): string {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) {
    throw new InvalidInput("The slug must be lowercase letters, numbers and single hyphens.", {
      slug: "Use lowercase letters, numbers and single hyphens",
    });
  }
  return slug;
}
