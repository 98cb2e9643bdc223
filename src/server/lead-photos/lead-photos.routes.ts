/**
 * Photos a visitor attaches to a quote request, each uploaded on its own before the lead is sent
 * (decision 036c). Public, bound to the form token; rate-limited per IP.
 *   POST   /api/quote-photos      → multipart `file`, `formToken`: 201 { id, width, height }; 400 (token,
 *                                   file), 409 (LEAD_PHOTO_MAX reached), 413 over 4.4 MB, 415 not an image we read, 429
 *   DELETE /api/quote-photos/:id  → JSON { formToken }: removes a photo not yet sent with a quote (404 otherwise)
 */
import { clientIp } from "../http/client-ip";
import { HttpError } from "../http/errors";
import { isMultipartContentType, readPhotoForm } from "../http/multipart";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { uploadLeadPhoto } from "./lead-photo-upload.service";
import { removeLeadPhoto } from "./lead-photos.service";
import { forServer } from "../../shared/schemas/full-zod";
import { removeLeadPhotoSchema } from "../../shared/schemas/lead-photos";
import { mediaStrings } from "../../shared/strings/media";

const tokenBody = forServer(removeLeadPhotoSchema);

export const leadPhotosRoutes: RouteTable = {
  "POST /api/quote-photos": async ({ db, request, platform }) => {
    if (!isMultipartContentType(request)) throw new HttpError(415, mediaStrings.expectedMultipart);
    const { form, file, missing } = await readPhotoForm(request, mediaStrings);
    if (!file) throw new HttpError(400, "Please correct the highlighted fields.", missing);
    const token = form.get("formToken");
    const photo = await uploadLeadPhoto(db, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      type: file.type,
      filename: file.name,
      formToken: typeof token === "string" ? token : undefined,
      userAgent: request.headers.get("user-agent"),
      ip: clientIp(request, platform),
    });
    return json(photo, { status: 201 });
  },
  "DELETE /api/quote-photos/:id": async ({ db, params, request }) =>
    json(
      await removeLeadPhoto(
        db,
        idParam(params),
        (await readJson(request, tokenBody)).formToken,
        request.headers.get("user-agent"),
      ),
    ),
};
