/**
 * Photos a visitor attaches to a quote request (decision 036c). Each arrives on its own request
 * before the lead, with the form token: the token must be ours (any age the lead itself would
 * accept), the IP within its own limit, the token within LEAD_PHOTO_MAX photos. The file is
 * sniffed, decoded and re-encoded like a library upload (no EXIF, no GPS), stored in its own
 * Blobs store and recorded under the token's hash. The quote sent with the same token claims the
 * photos it names; the rest are purged after a day (lead-photos.job.ts).
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { InvalidInput, LeadPhotoNotFound, LeadPhotoRateLimited, TooManyLeadPhotos } from "../errors";
import { checkFormToken } from "../intake/form-token";
import { hitBucket } from "../intake/rate-limit.repository";
import { checkedImageKind } from "../media/image-type";
import { newMediaKey } from "../media/media.service";
import { deletePhotoFiles, readPhotoFile, savePhotoFiles } from "../media/media.store";
import { photoFilesFrom, type PhotoFileSet } from "../media/photo-files";
import { LEAD_PHOTO_MAX, MEDIA_FILE, MEDIA_KEY } from "../../shared/media";
import { quotePhotoStrings as text } from "../../shared/strings/photos";
import {
  claimPhotos,
  countPhotosOfToken,
  deleteUnclaimedPhoto,
  findAttachedPhotoByKey,
  insertLeadPhoto,
  listPhotosOfQuote,
} from "./lead-photos.repository";

export const LEAD_PHOTO_STORE = "lead-photos";
/** Uploads per IP per window: eight photos, retried, on a few forms. */
export const LEAD_PHOTO_RATE_LIMIT = { prefix: "lead-photo:", windowSeconds: () => 600, hits: 40 };
/** A thumbnail for the lead page and the photo itself (at most 2400 px), WebP only: admins' browsers read it. */
export const THUMBNAIL_WIDTH = 480;
const LEAD_PHOTO_FILES: PhotoFileSet = {
  webpWidths: (width) => (width > THUMBNAIL_WIDTH ? [THUMBNAIL_WIDTH, width] : [width]),
  jpeg: false,
};

export interface LeadPhotoUpload {
  bytes: Uint8Array;
  type: string;
  filename: string;
  formToken: string | undefined;
  ip: string;
}

export interface UploadedLeadPhoto {
  id: number;
  width: number;
  height: number;
}

export interface AttachedPhoto {
  id: number;
  filename: string;
  width: number;
  height: number;
  thumbnail: string;
  full: string;
}

/** The token's fingerprint: photos are filed under it, never under the token itself. */
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function verifiedTokenHash(token: string | undefined): Promise<string> {
  const check = await checkFormToken(token);
  if (!token || (check.status !== "measured" && check.status !== "too-young"))
    throw new InvalidInput(text.tokenMissing, { formToken: text.tokenMissing });
  return tokenHashOf(token);
}

export async function uploadLeadPhoto(db: Kysely<Database>, upload: LeadPhotoUpload): Promise<UploadedLeadPhoto> {
  const tokenHash = await verifiedTokenHash(upload.formToken);
  const limit = LEAD_PHOTO_RATE_LIMIT;
  const bucket = await hitBucket(db, `${limit.prefix}${upload.ip}`, limit.windowSeconds());
  if (bucket.hits > limit.hits) throw new LeadPhotoRateLimited(bucket.secondsLeft);
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

/** The visitor removes a photo before sending: only with its token, only while unattached. */
export async function removeLeadPhoto(db: Kysely<Database>, id: number, formToken: string | undefined) {
  const key = await deleteUnclaimedPhoto(db, id, await verifiedTokenHash(formToken));
  if (!key) throw new LeadPhotoNotFound(id);
  await deletePhotoFiles(key, LEAD_PHOTO_STORE).catch(() => undefined);
  return { deleted: true as const };
}

/** Inside the quote's transaction: attaches the photos it names that its token uploaded. */
export async function claimLeadPhotos(
  db: Kysely<Database>,
  quoteId: number,
  formToken: string | undefined,
  ids: readonly number[] | undefined,
): Promise<number> {
  if (!formToken || !ids?.length) return 0;
  return claimPhotos(db, quoteId, tokenHashOf(formToken), ids.slice(0, LEAD_PHOTO_MAX));
}

const filePath = (key: string, width: number) => `/api/admin/quote-photos/${key}/${width}.webp`;

export async function photosOfQuote(db: Kysely<Database>, quoteId: number): Promise<AttachedPhoto[]> {
  return (await listPhotosOfQuote(db, quoteId)).map(({ id, key, filename, width, height }) => ({
    id,
    filename,
    width,
    height,
    thumbnail: filePath(key, Math.min(width, THUMBNAIL_WIDTH)),
    full: filePath(key, width),
  }));
}

/** One file of an attached photo (`{width}.webp`), for the console; anything else is a 404. */
export async function attachedPhotoFile(db: Kysely<Database>, key: string, file: string) {
  const match = MEDIA_FILE.exec(file);
  if (!MEDIA_KEY.test(key) || match?.[2] !== "webp") throw new LeadPhotoNotFound(key);
  if (!(await findAttachedPhotoByKey(db, key))) throw new LeadPhotoNotFound(key);
  const found = await readPhotoFile(key, Number(match[1]), "webp", LEAD_PHOTO_STORE);
  if (!found) throw new LeadPhotoNotFound(key);
  return found;
}
