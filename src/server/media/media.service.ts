/**
 * The photo library read: the console's pages of photos, the lookups pages use to turn stored
 * paths into responsive images, and the served files. Changes (upload, alt text, deletion) are in
 * media-write.service.ts, the only one that decodes images (sharp), so readers never load it.
 */
import type { Db } from "../db/schema";
import { MediaNotFound } from "../errors";
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
import { bodyImagePaths, withResponsiveImages } from "./body-images";
import { findMediaByKeys, listMedia, type MediaRow } from "./media.repository";
import { readPhotoFile } from "./media.store";

export const MEDIA_PAGE_SIZE = 24;

export function toMediaItem({ uploadedBy: _uploadedBy, createdAt, ...photo }: MediaRow): MediaItem {
  return { ...photo, createdAt: createdAt.toISOString(), src: mediaReference(photo) };
}

/** The distinct media keys that stored image paths name (other paths are ignored). */
const mediaKeysOf = (paths: readonly (string | null | undefined)[]) => [
  ...new Set(paths.map(mediaKeyOf).filter((key): key is string => key !== undefined)),
];

export async function listPhotos(db: Db, page: number): Promise<MediaPage> {
  const { rows, total } = await listMedia(db, { limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE });
  return { items: rows.map(toMediaItem), page, pageSize: MEDIA_PAGE_SIZE, total };
}

/** The library's entries for the photos that `paths` name (the console resolves stored paths). */
export async function photosNamedBy(db: Db, paths: readonly string[]): Promise<MediaPage> {
  const items = (await findMediaByKeys(db, mediaKeysOf(paths))).map(toMediaItem);
  return { items, page: 1, pageSize: items.length, total: items.length };
}

/** The stored photos that `paths` name (other paths are ignored), by key. */
export async function photosForPaths(
  db: Db,
  paths: readonly (string | null | undefined)[],
): Promise<Map<string, StoredPhoto>> {
  const rows = await findMediaByKeys(db, mediaKeysOf(paths));
  return new Map(rows.map(({ key, alt, width, height }) => [key, { key, alt, width, height }]));
}

/** Posts or projects with the library photos in their bodies made responsive (one lookup for all). */
export async function withResponsiveBodies<T extends { content: string | null }>(
  db: Db,
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
