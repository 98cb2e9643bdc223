/**
 * Attachments of an inbound message (issue 21, item 3): images and PDFs of at most 10 MB each are
 * kept in Blobs (images decoded and re-encoded like visitors' photos, so no EXIF or GPS survives;
 * a PDF must start with "%PDF-"), up to 25 MB per message; anything else is listed by name and
 * dropped. Names are reduced to a safe base name ("../../x.php" → "x.php").
 */
import { getStore } from "@netlify/blobs";
import { checkedImageKind, sniffImage } from "../media/image-type";
import { photoFilesFrom } from "../media/photo-files";
import type { StoredMailAttachment } from "../db/conversation-tables";
import type { InboundPayload } from "./postmark-payload";

export const MAIL_ATTACHMENT_STORE = "mail-attachments";
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 25 * 1024 * 1024;

/** A base name without path, control or shell-special characters; never empty, at most 120 characters. */
export function safeAttachmentName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/\p{Cc}/gu, "")
    .replace(/[^\p{L}\p{N}._ ()-]/gu, "_")
    .replace(/^[.\s]+/, "")
    .trim();
  return (cleaned || "attachment").slice(-120);
}

const decodedSize = (base64: string) => Math.floor((base64.replace(/[^A-Za-z0-9+/]/g, "").length * 3) / 4);

type Incoming = InboundPayload["Attachments"][number];

function isKeepable(attachment: Incoming): "image" | "pdf" | undefined {
  const type = attachment.ContentType.toLowerCase();
  if (type.startsWith("image/")) return "image";
  if (type === "application/pdf") return "pdf";
  return undefined;
}

/** Keeps what may be kept under `keyPrefix` (the event id), and describes every attachment. */
export async function storeAttachments(
  keyPrefix: string,
  attachments: readonly Incoming[],
): Promise<StoredMailAttachment[]> {
  const stored: StoredMailAttachment[] = [];
  let total = 0;
  for (const [index, attachment] of attachments.entries()) {
    const name = safeAttachmentName(attachment.Name);
    const size = decodedSize(attachment.Content);
    const entry: StoredMailAttachment = { name, contentType: attachment.ContentType.slice(0, 100), size };
    stored.push(entry);
    const kind = isKeepable(attachment);
    if (!kind) {
      entry.dropped = "type";
      continue;
    }
    if (size > MAX_ATTACHMENT_BYTES) {
      entry.dropped = "size";
      continue;
    }
    if (total + size > MAX_ATTACHMENTS_TOTAL_BYTES) {
      entry.dropped = "total";
      continue;
    }
    const bytes = Buffer.from(attachment.Content, "base64");
    const key = `${keyPrefix}/${index}`;
    try {
      if (kind === "image") {
        const imageKind = sniffImage(bytes)
          ? checkedImageKind(bytes, { type: attachment.ContentType, name })
          : undefined;
        if (!imageKind) throw new Error("not an image");
        const photo = await photoFilesFrom(bytes, imageKind, { webpWidths: (width) => [width], jpeg: false });
        const file = photo.files[0]!;
        await getStore(MAIL_ATTACHMENT_STORE).set(key, toArrayBuffer(file.data), {
          metadata: { contentType: file.contentType, name },
        });
        entry.contentType = file.contentType;
        entry.size = file.data.byteLength;
      } else {
        if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
        await getStore(MAIL_ATTACHMENT_STORE).set(key, toArrayBuffer(bytes), {
          metadata: { contentType: "application/pdf", name },
        });
      }
      entry.key = key;
      total += size;
    } catch (error) {
      if (isStoreFailure(error)) throw error;
      entry.dropped = "unreadable";
    }
  }
  return stored;
}

/** A Blobs failure must fail the processing (the job retries); a bad file only drops that file. */
function isStoreFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /blob|fetch|ECONNREFUSED|network|MissingBlobsEnvironment/i.test(`${error.name} ${error.message}`)
  );
}

function toArrayBuffer(data: Buffer): ArrayBuffer {
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
}

/** One kept attachment's bytes, for the console. */
export async function readAttachment(key: string) {
  const result = await getStore(MAIL_ATTACHMENT_STORE).getWithMetadata(key, { type: "arrayBuffer" });
  if (!result) return undefined;
  return { body: result.data, contentType: String(result.metadata.contentType ?? "application/octet-stream") };
}
