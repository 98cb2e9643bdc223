/**
 * The one definition of a public project, the same as a post's (content/published.ts): status
 * 'published' and a publication time that is not in the future. Every public read of projects
 * (API, build, home page) uses it.
 */
import type { Expression, SqlBool } from "kysely";
import { isPublicRow } from "../content/published";

/** `where` condition on the projects row aliased `alias`. */
export function isPublicProject(alias: string): Expression<SqlBool> {
  return isPublicRow(alias);
}
