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
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { MAX_ARTICLE_BODY_BYTES, readJson } from "../http/validation";
import { blogPostInputSchema } from "../../shared/schemas/blog-post";

const readPost = (request: Request) => readJson(request, blogPostInputSchema, MAX_ARTICLE_BODY_BYTES);

export const blogAdminRoutes: RouteTable = {
  "GET /api/admin/blog/posts": adminOnly(async ({ db }) => json(await listPostsForAdmin(db))),
  "POST /api/admin/blog/posts": adminOnly(async ({ db, request }, admin) =>
    json(await createPostAsAdmin(db, await readPost(request), admin.id), { status: 201 }),
  ),
  "GET /api/admin/blog/posts/:id": adminOnly(async ({ db, params }) =>
    json(await getPostForAdmin(db, idParam(params))),
  ),
  "PUT /api/admin/blog/posts/:id": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    return json(await updatePostAsAdmin(db, id, await readPost(request)));
  }),
  "DELETE /api/admin/blog/posts/:id": adminOnly(async ({ db, params }) =>
    json(await deletePostAsAdmin(db, idParam(params))),
  ),
};
