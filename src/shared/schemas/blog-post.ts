/**
 * The blog editor's form (SPEC §5). The schema and its messages live with the blog's public
 * contract (src/shared/blog.ts) so the editor, the admin API and the blog write service check
 * one definition; this module adds the editor's slug rule (SPEC §4).
 */
export { blogFormMessages, blogPostInputSchema, type BlogPostInput } from "../blog";

/**
 * SPEC §4: lowercased, non-alphanumeric characters removed, spaces to hyphens, repeated hyphens
 * collapsed. Leading and trailing hyphens are dropped too, so the result passes the slug pattern.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
