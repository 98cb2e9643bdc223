/** SQL of the admin's view of blog posts: every post, drafts included. */
import type { Kysely } from "kysely";
import type { BlogPost, Database } from "../db/schema";
import { postColumns } from "./blog.repository";

export async function listAllPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  return db.selectFrom("blogPosts").select(postColumns).orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}
