/**
 * Admin: blog posts (SPEC §7), drafts included. Every route requires a signed-in admin; writes
 * also pass requireAdmin's same-origin and JSON checks.
 *   GET    /api/admin/blog/posts        → every post, newest first
 *   POST   /api/admin/blog/posts        → create { title, slug, excerpt, content, metaDescription,
 *                                          metaKeywords, categoryId, status }
 *   GET    /api/admin/blog/posts/:id    → one post (404 when missing)
 *   PUT    /api/admin/blog/posts/:id    → replace its fields (same body)
 *   DELETE /api/admin/blog/posts/:id    → delete
 */
import type { Config } from "@netlify/functions";
import { requireAdmin } from "../src/server/auth/guard";
import {
  createPostAsAdmin,
  deletePostAsAdmin,
  getPostForAdmin,
  listPostsForAdmin,
  updatePostAsAdmin,
} from "../src/server/blog/blog-admin.service";
import { withDb } from "../src/server/db/client";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";
import { matchPath, parseRouteId, pathOf } from "../src/server/http/route-params";
import { readJson } from "../src/server/http/validation";
import { blogPostInputSchema } from "../src/shared/schemas/blog-post";

/** Article bodies are long HTML; the generic 32 KB body cap is for forms. */
const POST_BODY_MAX_BYTES = 1024 * 1024;

const COLLECTION = "/api/admin/blog/posts";
const ONE_POST = /^\/api\/admin\/blog\/posts\/([^/]+)$/;

export default handle(async (request: Request) => {
  const admin = await requireAdmin(request);
  if (pathOf(request) === COLLECTION) {
    if (request.method === "GET") return json(await withDb(listPostsForAdmin));
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const input = await readJson(request, blogPostInputSchema, POST_BODY_MAX_BYTES);
    return json(await withDb((db) => createPostAsAdmin(db, input, admin.id)), { status: 201 });
  }

  const id = parseRouteId(matchPath(request, ONE_POST)[0]);
  switch (request.method) {
    case "GET":
      return json(await withDb((db) => getPostForAdmin(db, id)));
    case "PUT": {
      const input = await readJson(request, blogPostInputSchema, POST_BODY_MAX_BYTES);
      return json(await withDb((db) => updatePostAsAdmin(db, id, input)));
    }
    case "DELETE":
      return json(await withDb((db) => deletePostAsAdmin(db, id)));
    default:
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});

export const config: Config = { path: ["/api/admin/blog/posts", "/api/admin/blog/posts/:id"] };
