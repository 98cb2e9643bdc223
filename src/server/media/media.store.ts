/**
 * The photo files in Netlify Blobs: one blob per served file, `{key}/{width}.{format}`. Functions
 * on Netlify and under `netlify dev`/`netlify serve` get the store's address from the platform
 * (NETLIFY_BLOBS_CONTEXT); tests start `BlobsServer` and set the same variable.
 */
import { getStore, type Store } from "@netlify/blobs";
import { MEDIA_CONTENT_TYPES, type MediaFormat } from "../../shared/media";
import type { PhotoFile } from "./photo-files";

const STORE_NAME = "media";

function mediaStore(): Store {
  return getStore(STORE_NAME);
}

const blobKey = (key: string, width: number, format: MediaFormat) => `${key}/${width}.${format}`;

export async function savePhotoFiles(key: string, files: readonly PhotoFile[]): Promise<void> {
  const store = mediaStore();
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
): Promise<{ body: ArrayBuffer; contentType: string } | undefined> {
  const body = await mediaStore().get(blobKey(key, width, format), { type: "arrayBuffer" });
  return body ? { body, contentType: MEDIA_CONTENT_TYPES[format] } : undefined;
}

export async function deletePhotoFiles(key: string): Promise<void> {
  const store = mediaStore();
  const { blobs } = await store.list({ prefix: `${key}/` });
  for (const blob of blobs) await store.delete(blob.key);
}
