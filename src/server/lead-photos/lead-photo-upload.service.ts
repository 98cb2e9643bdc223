/**
 * Taking in a visitor's quote photo (decision 036c), on its own request before the lead, with the
 * form token: the token must be ours (any age the lead itself would accept), the IP within its own
 * limit, the token within LEAD_PHOTO_MAX photos. The file is sniffed, decoded and re-encoded like a
 * library upload (no EXIF, no GPS) into a thumbnail and the photo, WebP only (admins' browsers
 * read it), stored in its own Blobs store and recorded under the token's hash.
 */
import type { Db } from "../db/schema";
import { LeadPhotoRateLimited, TooManyLeadPhotos } from "../errors";
import { enforceNetworkLimit } from "../rate-limits/rate-limits";
import { checkedImageKind } from "../media/image-type";
import { deletePhotoFiles, newMediaKey, savePhotoFiles } from "../media/media.store";
import { photoFilesFrom, type PhotoFileSet } from "../media/photo-files";
import { LEAD_PHOTO_MAX } from "../../shared/media";
import { quotePhotoStrings as text } from "../../shared/strings/photos";
import { countPhotosOfToken, insertLeadPhoto } from "./lead-photos.repository";
import { LEAD_PHOTO_RATE_LIMIT, LEAD_PHOTO_STORE, THUMBNAIL_WIDTH, verifiedTokenHash } from "./lead-photos.service";

const LEAD_PHOTO_FILES: PhotoFileSet = {
  webpWidths: (width) => (width > THUMBNAIL_WIDTH ? [THUMBNAIL_WIDTH, width] : [width]),
  jpeg: false,
};

export interface LeadPhotoUpload {
  bytes: Uint8Array;
  type: string;
  filename: string;
  formToken: string | undefined;
  /** The browser's User-Agent, which the form token is bound to. */
  userAgent: string | null;
  ip: string;
}

export interface UploadedLeadPhoto {
  id: number;
  width: number;
  height: number;
}

export async function uploadLeadPhoto(db: Db, upload: LeadPhotoUpload): Promise<UploadedLeadPhoto> {
  const tokenHash = await verifiedTokenHash(upload.formToken, upload.userAgent);
  await enforceNetworkLimit(
    db,
    LEAD_PHOTO_RATE_LIMIT,
    upload.ip,
    (secondsLeft) => new LeadPhotoRateLimited(secondsLeft),
  );
  if ((await countPhotosOfToken(db, tokenHash)) >= LEAD_PHOTO_MAX) throw new TooManyLeadPhotos(text.tooMany);
  const kind = checkedImageKind(upload.bytes, { type: upload.type, name: upload.filename });
  const photo = await photoFilesFrom(upload.bytes, kind, LEAD_PHOTO_FILES);
  const key = newMediaKey();
  await savePhotoFiles(key, photo.files, LEAD_PHOTO_STORE);
  try {
    const row = await insertLeadPhoto(db, {
      key,
      tokenHash,
      filename: upload.filename.slice(0, 255) || "photo",
      width: photo.width,
      height: photo.height,
      bytes: upload.bytes.byteLength,
    });
    return { id: row.id, width: row.width, height: row.height };
  } catch (error) {
    await deletePhotoFiles(key, LEAD_PHOTO_STORE).catch(() => undefined);
    throw error;
  }
}
