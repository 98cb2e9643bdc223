/**
 * The one definition of a public post (content/published.ts): status 'published' and a
 * publication time that is not in the future. Every public read of posts uses it.
 */
import type { Expression, SqlBool } from "kysely";
import { isPublicRow } from "../content/published";

/** `where` condition on the blog_posts row aliased `alias`. */
export function isPublicPost(alias: string): Expression<SqlBool> {
  return isPublicRow(alias);
}
