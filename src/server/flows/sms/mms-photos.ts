/**
 * Photos a customer texts (MMS, issue 32, item 3) become the lead's photos, processed in the webhook job (the
 * Twilio event's transaction, retried by outbox-retry when it fails), never before Twilio gets its answer. Each
 * MediaUrl{N} is fetched from Twilio only (sms/twilio-media.ts), then held to the rules of the quote form's
 * photos: an image (its bytes sniffed, MediaContentType{N} declaring one) of at most MEDIA_MAX_BYTES, decoded and
 * re-encoded by sharp without any metadata (no EXIF, no GPS) into the thumbnail and the photo (WebP), stored in
 * the lead-photos store and recorded as a lead photo of the quote or contact enquiry (or of the unmatched text).
 * Anything else is refused with its reason on the timeline entry (the message's attachments), never an error.
 * A network failure or a Blobs failure throws: the whole text is retried, the files it stored are removed.
 */
import type { Db } from "../../db/schema";
import type { StoredMailAttachment } from "../../db/conversation-tables";
import { MAX_IMAGE_PIXELS } from "../../conversation/attachments";
import type { LeadRef } from "../../leads/lead-ref";
import { insertLeadPhoto } from "../../lead-photos/lead-photos.repository";
import { LEAD_PHOTO_STORE, THUMBNAIL_WIDTH } from "../../lead-photos/lead-photos.service";
import { checkedImageKind } from "../../media/image-type";
import { deletePhotoFiles, newMediaKey, savePhotoFiles } from "../../media/media.store";
import { photoFilesFrom } from "../../media/photo-files";
import { mediaOf } from "../../sms/twilio-payload";
import { fetchTwilioMedia } from "../../sms/twilio-media";
import type { TextingConfig } from "../../sms/texting-config";
import { UnsupportedImage } from "../../errors";
import { MEDIA_MAX_BYTES } from "../../../shared/media";

const MMS_PHOTO_FILES = {
  webpWidths: (width: number) => (width > THUMBNAIL_WIDTH ? [THUMBNAIL_WIDTH, width] : [width]),
  jpeg: false,
  maxPixels: MAX_IMAGE_PIXELS,
};

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** A file's name on the timeline: Twilio sends none, so "photo-1.jpg" by its place and declared type. */
const nameOf = (index: number, type: string) =>
  `photo-${index + 1}.${EXTENSIONS[type] ?? (type.split("/")[1] || "bin")}`;

export interface MmsTarget {
  lead: LeadRef | undefined;
  smsMessageId: string;
}

/** The timeline's attachments of the text: each file kept (photo) or refused (dropped, with why). */
export async function keepTextedPhotos(
  db: Db,
  config: TextingConfig,
  fields: Record<string, string>,
  target: MmsTarget,
): Promise<StoredMailAttachment[]> {
  const entries: StoredMailAttachment[] = [];
  const savedKeys: string[] = [];
  try {
    for (const [index, media] of mediaOf(fields).entries()) {
      const declared = media.contentType.split(";")[0]!.trim().toLowerCase();
      const entry: StoredMailAttachment = {
        name: nameOf(index, declared),
        contentType: declared.slice(0, 100),
        size: 0,
      };
      entries.push(entry);
      if (!declared.startsWith("image/")) {
        entry.dropped = "not-photo";
        continue;
      }
      const fetched = await fetchTwilioMedia(config, media.url, MEDIA_MAX_BYTES);
      if (!fetched.ok) {
        entry.dropped = fetched.reason === "too-large" ? "photo-size" : fetched.reason;
        continue;
      }
      entry.size = fetched.bytes.byteLength;
      const kept = await keepPhoto(db, fetched.bytes, declared, entry.name, target, savedKeys);
      if (kept) Object.assign(entry, kept);
      else entry.dropped = "unreadable";
    }
  } catch (error) {
    for (const key of savedKeys) await deletePhotoFiles(key, LEAD_PHOTO_STORE).catch(() => undefined);
    throw error;
  }
  return entries;
}

async function keepPhoto(
  db: Db,
  bytes: Uint8Array,
  declared: string,
  name: string,
  target: MmsTarget,
  savedKeys: string[],
): Promise<Partial<StoredMailAttachment> | undefined> {
  let photo;
  try {
    const kind = checkedImageKind(bytes, { type: declared, name: "" });
    photo = await photoFilesFrom(bytes, kind, MMS_PHOTO_FILES);
  } catch (error) {
    if (error instanceof UnsupportedImage) return undefined;
    throw error;
  }
  const key = newMediaKey();
  savedKeys.push(key);
  await savePhotoFiles(key, photo.files, LEAD_PHOTO_STORE);
  await insertLeadPhoto(db, {
    key,
    tokenHash: null,
    quoteId: target.lead?.kind === "quote" ? target.lead.id : null,
    contactSubmissionId: target.lead?.kind === "contact" ? target.lead.id : null,
    smsMessageId: target.smsMessageId,
    filename: name,
    width: photo.width,
    height: photo.height,
    bytes: bytes.byteLength,
  });
  return {
    contentType: "image/webp",
    photo: { key, width: photo.width, height: photo.height },
  };
}
