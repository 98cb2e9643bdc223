/**
 * Admin: the photos a customer attached to a quote request (decision 036c). Admin session required;
 * the files are private (the customer's house), so they are served here, never under /media/.
 *   GET /api/admin/quote-photos?quote=ID   → { items: [{ id, filename, width, height, thumbnail, full }] }
 *   GET /api/admin/quote-photos/:key/:file → `{width}.webp` of an attached photo, cached privately
 */
import { adminOnly } from "../http/guards";
import { idParam, textParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { attachedPhotoFile, photosOfQuote } from "./lead-photos.service";

/** The bytes behind a key never change (keys are never reused); only this browser may keep them. */
const PRIVATE_IMMUTABLE = "private, max-age=31536000, immutable";

export const leadPhotosAdminRoutes: RouteTable = {
  "GET /api/admin/quote-photos": adminOnly(async ({ db, request }) => {
    const quoteId = idParam({ quote: new URL(request.url).searchParams.get("quote") ?? "" }, "quote");
    return json({ items: await photosOfQuote(db, quoteId) });
  }),
  "GET /api/admin/quote-photos/:key/:file": adminOnly(async ({ db, params }) => {
    const { body, contentType } = await attachedPhotoFile(db, textParam(params, "key"), textParam(params, "file"));
    return new Response(body, {
      headers: {
        "Content-Type": contentType,
        "Content-Length": String(body.byteLength),
        "Cache-Control": PRIVATE_IMMUTABLE,
      },
    });
  }),
};
