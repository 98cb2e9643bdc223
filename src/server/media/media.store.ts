/**
 * The photo files in Netlify Blobs: one blob per served file, `{key}/{width}.{format}`, in the
 * library's store or the store of visitors' quote photos. Functions
 * on Netlify and under `netlify dev`/`netlify serve` get the store's address from the platform
 * (NETLIFY_BLOBS_CONTEXT); tests start `BlobsServer` and set the same variable.
 */
import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import { MEDIA_CONTENT_TYPES, type MediaFormat } from "../../shared/media";
import type { PhotoFile } from "./photo-files";

/** The library's public photos; visitors' quote photos live apart, served to admins only. */
export type PhotoStoreName = "media" | "lead-photos";

function mediaStore(name: PhotoStoreName): Store {
  return getStore(name);
}

/** A fresh key per upload: never reused, so a served file never changes (immutable caching). */
export const newMediaKey = () => randomBytes(10).toString("hex");

const blobKey = (key: string, width: number, format: MediaFormat) => `${key}/${width}.${format}`;

export async function savePhotoFiles(
  key: string,
  files: readonly PhotoFile[],
  storeName: PhotoStoreName = "media",
): Promise<void> {
  const store = mediaStore(storeName);
  for (const file of files) {
    const body = file.data.buffer.slice(
      file.data.byteOffset,
      file.data.byteOffset + file.data.byteLength,
    ) as ArrayBuffer;
    await store.set(blobKey(key, file.width, file.format), body);
  }
}

/** One stored file, or undefined when there is none. */
export async function readPhotoFile(
  key: string,
  width: number,
  format: MediaFormat,
  storeName: PhotoStoreName = "media",
): Promise<{ body: ArrayBuffer; contentType: string } | undefined> {
  const body = await mediaStore(storeName).get(blobKey(key, width, format), { type: "arrayBuffer" });
  return body ? { body, contentType: MEDIA_CONTENT_TYPES[format] } : undefined;
}

export async function deletePhotoFiles(key: string, storeName: PhotoStoreName = "media"): Promise<void> {
  const store = mediaStore(storeName);
  const { blobs } = await store.list({ prefix: `${key}/` });
  for (const blob of blobs) await store.delete(blob.key);
}
