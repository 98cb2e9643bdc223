/** The blog post rules as the admin blog API reads them: the schema of blog-post-form.ts, for the server (full-zod.ts). */
import { forServer } from "./full-zod";
import { blogPostFormSchema } from "./blog-post-form";

export const blogPostInputSchema = forServer(blogPostFormSchema);

export { BLOG_POST_LIMITS, blogFormMessages, slugFromTitle, type BlogPostInput } from "./blog-post-form";
