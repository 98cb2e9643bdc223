/**
 * The photo library's changes: an upload becomes stored files plus a row (files first, so no row
 * ever names missing files), alt text edits, deletion only of unused photos. Reads are in
 * media.service.ts.
 */
import type { Db } from "../db/schema";
import { MediaInUse, MediaNotFound } from "../errors";
import type { MediaItem } from "../../shared/media";
import { CONTENT_TYPE_OF, checkedImageKind } from "./image-type";
import { photoFilesFrom } from "./photo-files";
import { deleteMediaRow, findMediaById, findMediaUses, insertMedia, updateMediaAlt } from "./media.repository";
import { toMediaItem } from "./media.service";
import { deletePhotoFiles, newMediaKey, savePhotoFiles } from "./media.store";

export interface PhotoUpload {
  bytes: Uint8Array;
  /** The browser's declared type and the file's name. */
  type: string;
  filename: string;
  alt: string;
}

export async function uploadPhoto(db: Db, upload: PhotoUpload, uploadedBy: string): Promise<MediaItem> {
  const kind = checkedImageKind(upload.bytes, { type: upload.type, name: upload.filename });
  const photo = await photoFilesFrom(upload.bytes, kind);
  const key = newMediaKey();
  await savePhotoFiles(key, photo.files);
  try {
    const row = await insertMedia(db, {
      key,
      alt: upload.alt,
      filename: upload.filename.slice(0, 255) || "photo",
      width: photo.width,
      height: photo.height,
      bytes: upload.bytes.byteLength,
      contentType: CONTENT_TYPE_OF[kind],
      uploadedBy,
    });
    return toMediaItem(row);
  } catch (error) {
    await deletePhotoFiles(key).catch(() => undefined);
    throw error;
  }
}

export async function updatePhotoAlt(db: Db, id: number, alt: string): Promise<MediaItem> {
  const row = await updateMediaAlt(db, id, alt);
  if (!row) throw new MediaNotFound(id);
  return toMediaItem(row);
}

/** Deletes an unused photo and its files; a photo still shown somewhere is refused (MediaInUse). */
export async function deletePhoto(db: Db, id: number): Promise<{ deleted: true }> {
  const row = await findMediaById(db, id);
  if (!row) throw new MediaNotFound(id);
  const uses = await findMediaUses(db, row.key);
  if (uses.length > 0) throw new MediaInUse(uses.map(({ kind, title }) => `${kind} “${title}”`));
  await deleteMediaRow(db, id);
  await deletePhotoFiles(row.key);
  return { deleted: true };
}
