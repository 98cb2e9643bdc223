/**
 * Admin: the price book (issue 34 item 8). Bodies are the zod/mini schema of
 * src/shared/schemas/price-book.ts, the one the Settings form checks with.
 *   GET    /api/admin/price-book       → PriceBookItem[] (by description)
 *   POST   /api/admin/price-book       → PriceBookItemInput + Idempotency-Key → 201 PriceBookItem (a replay
 *                                        answers with the first request's item)
 *   PUT    /api/admin/price-book/:id   → PriceBookItemInput → PriceBookItem
 *   DELETE /api/admin/price-book/:id   → { deleted: true }
 * Refusals are `{ error, fields? }`: 400 naming each bad field, 404, 409 (the same work and unit
 * again, naming `description`; the book full), 422 (an Idempotency-Key reused for another item).
 */
import { idempotencyKeyOf } from "../flows/intake/lead-route";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { server as schemas } from "../../shared/schemas/price-book";
import { addPriceBookItem, listPriceBook, removePriceBookItem, savePriceBookItem } from "./price-book.service";

export const priceBookRoutes: RouteTable = {
  "GET /api/admin/price-book": adminOnly(async ({ db }) => json(await listPriceBook(db))),
  "POST /api/admin/price-book": adminOnly(async ({ db, request }) => {
    const key = idempotencyKeyOf(request);
    const { item } = await addPriceBookItem(db, await readJson(request, schemas.item), key);
    return json(item, { status: 201 });
  }),
  "PUT /api/admin/price-book/:id": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    return json(await savePriceBookItem(db, id, await readJson(request, schemas.item), new Date()));
  }),
  "DELETE /api/admin/price-book/:id": adminOnly(async ({ db, params }) =>
    json(await removePriceBookItem(db, idParam(params))),
  ),
};
