/**
 * Admin: blog posts, drafts included. Every route requires a signed-in admin; writes also pass
 * adminOnly's same-origin and JSON checks.
 *   GET    /api/admin/blog/posts        → every post, newest first
 *   POST   /api/admin/blog/posts        → create { title, slug, excerpt, content, metaDescription,
 *                                          metaKeywords, categoryId, status }
 *   GET    /api/admin/blog/posts/:id    → one post (404 when missing)
 *   PUT    /api/admin/blog/posts/:id    → replace its fields (same body)
 *   DELETE /api/admin/blog/posts/:id    → delete
 */
import {
  createPostAsAdmin,
  deletePostAsAdmin,
  getPostForAdmin,
  listPostsForAdmin,
  updatePostAsAdmin,
} from "./blog-admin.service";
import { contentAdminHandlers } from "../http/content-admin-routes";
import { type RouteTable } from "../http/router";
import { blogPostInputSchema } from "../../shared/schemas/blog-post";

const posts = contentAdminHandlers(blogPostInputSchema, {
  list: listPostsForAdmin,
  create: createPostAsAdmin,
  get: getPostForAdmin,
  update: updatePostAsAdmin,
  remove: deletePostAsAdmin,
});

export const blogAdminRoutes: RouteTable = {
  "GET /api/admin/blog/posts": posts.list,
  "POST /api/admin/blog/posts": posts.create,
  "GET /api/admin/blog/posts/:id": posts.get,
  "PUT /api/admin/blog/posts/:id": posts.update,
  "DELETE /api/admin/blog/posts/:id": posts.remove,
};
