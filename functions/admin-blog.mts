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
import type { Config } from "@netlify/functions";
import {
  createPostAsAdmin,
  deletePostAsAdmin,
  getPostForAdmin,
  listPostsForAdmin,
  updatePostAsAdmin,
} from "../src/server/blog/blog-admin.service";
import { adminOnly } from "../src/server/http/guards";
import { idParam } from "../src/server/http/params";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { MAX_ARTICLE_BODY_BYTES, readJson } from "../src/server/http/validation";
import { blogPostInputSchema } from "../src/shared/schemas/blog-post";

const readPost = (request: Request) => readJson(request, blogPostInputSchema, MAX_ARTICLE_BODY_BYTES);

const routes: RouteTable = {
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

export const config: Config = { path: ["/api/admin/blog/posts", "/api/admin/blog/posts/:id"] };
export default router(routes, config);
