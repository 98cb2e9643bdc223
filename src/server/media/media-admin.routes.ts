/**
 * Admin: the photo library. Every route requires a signed-in admin; writes pass adminOnly's
 * same-origin check, and the upload its multipart + upload-header check instead of JSON.
 *   GET    /api/admin/media?page=N  → a page of photos, newest first
 *   GET    /api/admin/media?src=P…  → the photos these stored paths name (as one page)
 *   POST   /api/admin/media         → upload (multipart: `file`, `alt`); 413 over 4.4 MB, 415 not an image we read
 *   PUT    /api/admin/media/:id     → edit its alt text { alt }
 *   DELETE /api/admin/media/:id     → delete it, unless a post or project uses it (409 naming them)
 */
import { HttpError } from "../http/errors";
import { adminOnly } from "../http/guards";
import { readPhotoForm } from "../http/multipart";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { fieldErrorsFrom, readJson } from "../http/validation";
import { listPhotos, photosNamedBy } from "./media.service";
import { deletePhoto, updatePhotoAlt, uploadPhoto } from "./media-write.service";
import { mediaAltInputSchema } from "../../shared/schemas/media";
import { mediaStrings } from "../../shared/strings/media";

/** A post or project names at most a gallery's worth of photos. */
const MAX_LOOKUP = 100;

function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  if (!Number.isInteger(page) || page < 1 || page > 100_000)
    throw new HttpError(400, "Invalid page", { page: "Invalid page" });
  return page;
}

async function readUpload(request: Request) {
  const { form, file, missing } = await readPhotoForm(request, mediaStrings);
  const alt = mediaAltInputSchema.safeParse({ alt: form.get("alt") ?? undefined });
  const fields: Record<string, string> = { ...(alt.success ? {} : fieldErrorsFrom(alt.error)), ...missing };
  if (!alt.success || !file) throw new HttpError(400, "Please correct the highlighted fields.", fields);
  return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type, filename: file.name, alt: alt.data.alt };
}

export const mediaAdminRoutes: RouteTable = {
  "GET /api/admin/media": adminOnly(async ({ db, request }) => {
    const paths = new URL(request.url).searchParams.getAll("src").slice(0, MAX_LOOKUP);
    return json(paths.length > 0 ? await photosNamedBy(db, paths) : await listPhotos(db, pageOf(request)));
  }),
  "POST /api/admin/media": adminOnly(
    async ({ db, request }, admin) => json(await uploadPhoto(db, await readUpload(request), admin.id), { status: 201 }),
    { body: "multipart" },
  ),
  "PUT /api/admin/media/:id": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    return json(await updatePhotoAlt(db, id, (await readJson(request, mediaAltInputSchema)).alt));
  }),
  "DELETE /api/admin/media/:id": adminOnly(async ({ db, params }) => json(await deletePhoto(db, idParam(params)))),
};
