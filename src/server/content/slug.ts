/** Slugs arriving in URLs are checked before they reach a query. */
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../shared/blog";
import { badRequest } from "../http/errors";

export function assertValidSlug(slug: string): string {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) {
    throw badRequest("The slug must be lowercase letters, numbers and single hyphens.", {
      slug: "Use lowercase letters, numbers and single hyphens",
    });
  }
  return slug;
}
