/**
 * The console's routes of one kind of published content (blog posts, portfolio projects), the
 * same for each: list, create (201), read, replace and delete, for a signed-in admin only (writes
 * also pass adminOnly's same-origin and JSON checks); a body is read by the content's schema, up
 * to an article's size. The route table keeps its paths; these are its handlers.
 */
import type { ZodType } from "zod";
import type { Db } from "../db/schema";
import { adminOnly } from "./guards";
import { idParam } from "./params";
import { json } from "./respond";
import { MAX_ARTICLE_BODY_BYTES, readJson } from "./validation";

interface ContentService<Input> {
  list: (db: Db) => Promise<unknown>;
  /** `adminId` is the author, for content that has one. */
  create: (db: Db, input: Input, adminId: string) => Promise<unknown>;
  get: (db: Db, id: number) => Promise<unknown>;
  update: (db: Db, id: number, input: Input) => Promise<unknown>;
  remove: (db: Db, id: number) => Promise<unknown>;
}

export function contentAdminHandlers<Input>(schema: ZodType<Input>, content: ContentService<Input>) {
  const read = (request: Request) => readJson(request, schema, MAX_ARTICLE_BODY_BYTES);
  return {
    list: adminOnly(async ({ db }) => json(await content.list(db))),
    create: adminOnly(async ({ db, request }, admin) =>
      json(await content.create(db, await read(request), admin.id), { status: 201 }),
    ),
    get: adminOnly(async ({ db, params }) => json(await content.get(db, idParam(params)))),
    update: adminOnly(async ({ db, params, request }) => {
      const id = idParam(params);
      return json(await content.update(db, id, await read(request)));
    }),
    remove: adminOnly(async ({ db, params }) => json(await content.remove(db, idParam(params)))),
  };
}
