/**
 * The one definition of public content (decision 025), for posts and projects alike: status
 * 'published' and a publication time that is not in the future (an item scheduled ahead stays
 * hidden until then). blog/published.ts and projects/published.ts name it for their tables.
 */
import { sql, type Expression, type SqlBool } from "kysely";

/** `where` condition on the row aliased `alias` (a table with `status` and `published_at`). */
export function isPublicRow(alias: string): Expression<SqlBool> {
  const status = sql.ref(`${alias}.status`);
  const publishedAt = sql.ref(`${alias}.publishedAt`);
  return sql<SqlBool>`(${status} = 'published' and (${publishedAt} is null or ${publishedAt} <= now()))`;
}

/** Published rows whose scheduled time came in (since, now]: they have just become public. */
export function becamePublicSince(alias: string, since: Date): Expression<SqlBool> {
  const status = sql.ref(`${alias}.status`);
  const publishedAt = sql.ref(`${alias}.publishedAt`);
  return sql<SqlBool>`(${status} = 'published' and ${publishedAt} > ${since} and ${publishedAt} <= now())`;
}
