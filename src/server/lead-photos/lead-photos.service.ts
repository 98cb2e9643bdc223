/**
 * Photos a visitor attaches to a quote request (decision 036c), filed under the form token's hash
 * (lead-photo-upload.service.ts takes them in): the visitor may remove one before sending, the
 * quote sent with the same token claims those it names, admins see the attached ones; the rest
 * are purged after a day (lead-photos.job.ts). Nothing here decodes images, so the functions
 * that only claim, list or serve photos do not carry sharp.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/schema";
import { InvalidInput, LeadPhotoNotFound } from "../errors";
import { checkFormToken } from "../intake/form-token";
import { RATE_LIMITS } from "../rate-limits/rate-limits";
import { deletePhotoFiles, readPhotoFile } from "../media/media.store";
import { LEAD_PHOTO_MAX, LEAD_PHOTO_THUMBNAIL_WIDTH, leadPhotoPath, MEDIA_FILE, MEDIA_KEY } from "../../shared/media";
import type { AttachedPhoto } from "../../shared/schemas/lead-photos";
import { quotePhotoStrings as text } from "../../shared/strings/photos";
import { claimPhotos, deleteUnclaimedPhoto, findAttachedPhotoByKey, listPhotosOfQuote } from "./lead-photos.repository";

export const LEAD_PHOTO_STORE = "lead-photos";
/** Uploads per IP per window: eight photos, retried, on a few forms. */
export const LEAD_PHOTO_RATE_LIMIT = RATE_LIMITS.leadPhotos;
/** The lead page's thumbnail width; the other file is the photo itself (at most 2400 px). */
export const THUMBNAIL_WIDTH = LEAD_PHOTO_THUMBNAIL_WIDTH;

/** The token's fingerprint: photos are filed under it, never under the token itself. */
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token's fingerprint once it is known genuine, unspent or not, and issued to this browser. */
export async function verifiedTokenHash(token: string | undefined, userAgent: string | null): Promise<string> {
  const check = await checkFormToken(token, { userAgent });
  if (!token || (check.status !== "measured" && check.status !== "too-young"))
    throw new InvalidInput(text.tokenMissing, { formToken: text.tokenMissing });
  return tokenHashOf(token);
}

/** The visitor removes a photo before sending: only with its token, only while unattached. */
export async function removeLeadPhoto(db: Db, id: number, formToken: string | undefined, userAgent: string | null) {
  const key = await deleteUnclaimedPhoto(db, id, await verifiedTokenHash(formToken, userAgent));
  if (!key) throw new LeadPhotoNotFound(id);
  await deletePhotoFiles(key, LEAD_PHOTO_STORE).catch(() => undefined);
  return { deleted: true as const };
}

/** Inside the quote's transaction: attaches the photos it names that its token uploaded. */
export async function claimLeadPhotos(
  db: Db,
  quoteId: number,
  formToken: string | undefined,
  ids: readonly number[] | undefined,
): Promise<number> {
  if (!formToken || !ids?.length) return 0;
  return claimPhotos(db, quoteId, tokenHashOf(formToken), ids.slice(0, LEAD_PHOTO_MAX));
}

const filePath = leadPhotoPath;

export async function photosOfQuote(db: Db, quoteId: number): Promise<AttachedPhoto[]> {
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
export async function attachedPhotoFile(db: Db, key: string, file: string) {
  const match = MEDIA_FILE.exec(file);
  if (!MEDIA_KEY.test(key) || match?.[2] !== "webp") throw new LeadPhotoNotFound(key);
  if (!(await findAttachedPhotoByKey(db, key))) throw new LeadPhotoNotFound(key);
  const found = await readPhotoFile(key, Number(match[1]), "webp", LEAD_PHOTO_STORE);
  if (!found) throw new LeadPhotoNotFound(key);
  return found;
}
