/**
 * The photo library's rules: an upload becomes stored files plus a row (files first, so no row
 * ever names missing files), alt text edits, deletion only of unused photos, and the lookups
 * pages use to turn stored paths into responsive images.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MediaInUse, MediaNotFound } from "../errors";
import {
  MEDIA_FILE,
  MEDIA_KEY,
  mediaKeyOf,
  mediaReference,
  type MediaFormat,
  type MediaItem,
  type MediaPage,
  type StoredPhoto,
} from "../../shared/media";
import { CONTENT_TYPE_OF, checkedImageKind } from "./image-type";
import { bodyImagePaths, withResponsiveImages } from "./body-images";
import { photoFilesFrom } from "./photo-files";
import {
  deleteMediaRow,
  findMediaById,
  findMediaByKeys,
  findMediaUses,
  insertMedia,
  listMedia,
  updateMediaAlt,
  type MediaRow,
} from "./media.repository";
import { deletePhotoFiles, newMediaKey, readPhotoFile, savePhotoFiles } from "./media.store";

export const MEDIA_PAGE_SIZE = 24;

export interface PhotoUpload {
  bytes: Uint8Array;
  /** The browser's declared type and the file's name. */
  type: string;
  filename: string;
  alt: string;
}

function toMediaItem({ uploadedBy: _uploadedBy, createdAt, ...photo }: MediaRow): MediaItem {
  return { ...photo, createdAt: createdAt.toISOString(), src: mediaReference(photo) };
}

/** The distinct media keys that stored image paths name (other paths are ignored). */
const mediaKeysOf = (paths: readonly (string | null | undefined)[]) => [
  ...new Set(paths.map(mediaKeyOf).filter((key): key is string => key !== undefined)),
];

export async function uploadPhoto(db: Kysely<Database>, upload: PhotoUpload, uploadedBy: string): Promise<MediaItem> {
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

export async function listPhotos(db: Kysely<Database>, page: number): Promise<MediaPage> {
  const { rows, total } = await listMedia(db, { limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE });
  return { items: rows.map(toMediaItem), page, pageSize: MEDIA_PAGE_SIZE, total };
}

export async function updatePhotoAlt(db: Kysely<Database>, id: number, alt: string): Promise<MediaItem> {
  const row = await updateMediaAlt(db, id, alt);
  if (!row) throw new MediaNotFound(id);
  return toMediaItem(row);
}

/** Deletes an unused photo and its files; a photo still shown somewhere is refused (MediaInUse). */
export async function deletePhoto(db: Kysely<Database>, id: number): Promise<{ deleted: true }> {
  const row = await findMediaById(db, id);
  if (!row) throw new MediaNotFound(id);
  const uses = await findMediaUses(db, row.key);
  if (uses.length > 0) throw new MediaInUse(uses.map(({ kind, title }) => `${kind} “${title}”`));
  await deleteMediaRow(db, id);
  await deletePhotoFiles(row.key);
  return { deleted: true };
}

/** The library's entries for the photos that `paths` name (the console resolves stored paths). */
export async function photosNamedBy(db: Kysely<Database>, paths: readonly string[]): Promise<MediaPage> {
  const items = (await findMediaByKeys(db, mediaKeysOf(paths))).map(toMediaItem);
  return { items, page: 1, pageSize: items.length, total: items.length };
}

/** The stored photos that `paths` name (other paths are ignored), by key. */
export async function photosForPaths(
  db: Kysely<Database>,
  paths: readonly (string | null | undefined)[],
): Promise<Map<string, StoredPhoto>> {
  const rows = await findMediaByKeys(db, mediaKeysOf(paths));
  return new Map(rows.map(({ key, alt, width, height }) => [key, { key, alt, width, height }]));
}

/** Posts or projects with the library photos in their bodies made responsive (one lookup for all). */
export async function withResponsiveBodies<T extends { content: string | null }>(
  db: Kysely<Database>,
  items: T[],
  sizes: string,
): Promise<T[]> {
  const photos = await photosForPaths(
    db,
    items.flatMap((item) => bodyImagePaths(item.content)),
  );
  if (photos.size === 0) return items;
  return items.map((item) => ({
    ...item,
    content: item.content === null ? null : withResponsiveImages(item.content, photos, sizes),
  }));
}

/** The photos of `photos` that `paths` name, in the order named, each once. */
export function photosNamed(
  photos: ReadonlyMap<string, StoredPhoto>,
  paths: readonly (string | null | undefined)[],
): StoredPhoto[] {
  const keys = new Set(paths.map(mediaKeyOf));
  return [...keys].flatMap((key) => photos.get(key ?? "") ?? []);
}

/** One served file (`/media/{key}/{width}.{format}`); anything else is a 404. */
export async function photoFile(key: string, file: string) {
  const match = MEDIA_FILE.exec(file);
  if (!MEDIA_KEY.test(key) || !match) throw new MediaNotFound(key);
  const found = await readPhotoFile(key, Number(match[1]), match[2] as MediaFormat);
  if (!found) throw new MediaNotFound(key);
  return found;
}
