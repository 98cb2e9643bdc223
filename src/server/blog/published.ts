/**
 * The one definition of a public post: status 'published' and a publication time that is not in
 * the future (a post scheduled ahead stays hidden until then). Every public read uses it.
 */
import { sql, type Expression, type SqlBool } from "kysely";

/** `where` condition on the blog_posts row aliased `alias`. */
export function isPublicPost(alias: string): Expression<SqlBool> {
  const status = sql.ref(`${alias}.status`);
  const publishedAt = sql.ref(`${alias}.publishedAt`);
  return sql<SqlBool>`(${status} = 'published' and (${publishedAt} is null or ${publishedAt} <= now()))`;
}
