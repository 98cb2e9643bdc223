/** SQL of the admin's view of blog posts: every post, drafts included. */
import type { BlogPostStatus } from "../../shared/options";
import type { BlogPost, Db } from "../db/schema";
import { postColumns } from "./blog.repository";

const published: BlogPostStatus = "published";

export async function listAllPosts(db: Db): Promise<BlogPost[]> {
  return db.selectFrom("blogPosts").select(postColumns).orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

/** Posts not published, counted the way the dashboard's Drafts card counts them. */
export async function countUnpublishedPosts(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("blogPosts")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "<>", published)
    .executeTakeFirstOrThrow();
  return Number(count);
}
