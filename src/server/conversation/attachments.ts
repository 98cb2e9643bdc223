/**
 * Attachments of an inbound message (issue 21, item 3): images and PDFs of at most 4 MB each are
 * kept in Blobs (images decoded and re-encoded like visitors' photos, so no EXIF or GPS survives;
 * a PDF must start with "%PDF-"), up to 4.5 MB per message (what a 6 MB webhook body can carry); anything else is listed by name and
 * dropped. Names are reduced to a safe base name ("../../x.php" → "x.php") without bidirectional
 * controls, and a kept file's extension is the one of its verified type ("report.html" kept as a PDF
 * is "report.pdf"; an image, re-encoded as WebP, is ".webp"). Issue 33: an image is measured from its
 * header before it is decoded, and refused over MAX_IMAGE_PIXELS or past MAX_MESSAGE_PIXELS for the
 * message (a 31 KB PNG can claim 16000 × 16000 pixels, about 1 GB decoded); sharp's own
 * limitInputPixels guards the decode too.
 */
import { getStore } from "@netlify/blobs";
import { checkedImageKind, sniffImage } from "../media/image-type";
import { photoFilesFrom } from "../media/photo-files";
import type { StoredMailAttachment } from "../db/conversation-tables";
import type { InboundPayload } from "./postmark-payload";

export const MAIL_ATTACHMENT_STORE = "mail-attachments";
/**
 * A webhook body is at most 6 MB (Netlify's limit, webhook-body.ts), and attachments come base64-encoded
 * in it (4 bytes for 3), so at most about 4.5 MB of files can arrive: the caps are sized to that.
 */
export const MAX_ATTACHMENT_BYTES = 4 * 1024 * 1024;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 4_500_000;
/** Pixels one image may have (about a 7700 × 5200 photo; phones take 12 to 48 MP, 48 MP ones are bigger). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Pixels all images of one message may have together. */
export const MAX_MESSAGE_PIXELS = 100_000_000;

export interface AttachmentLimits {
  imagePixels: number;
  messagePixels: number;
}
const LIMITS: AttachmentLimits = { imagePixels: MAX_IMAGE_PIXELS, messagePixels: MAX_MESSAGE_PIXELS };

/** Bidirectional controls (U+202A–E, U+2066–9, marks): "invoice.pdf\u202Egnp.exe" shows as "invoice.exe.pdf". */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A base name without path, control or shell-special characters; never empty, at most 120 characters. */
export function safeAttachmentName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(BIDI, "")
    .replace(/\p{Cc}/gu, "")
    .replace(/[^\p{L}\p{N}._ ()-]/gu, "_")
    .replace(/^[.\s]+/, "")
    .trim();
  return (cleaned || "attachment").slice(-120);
}

/** The safe name with the extension of what the file was verified to be ("setup.bat" kept as PDF → "setup.pdf"). */
export function keptName(safeName: string, extension: "pdf" | "webp"): string {
  const stem = safeName.replace(/\.[^.]*$/, "") || "attachment";
  return `${stem.slice(0, 115)}.${extension}`;
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
  limits: AttachmentLimits = LIMITS,
): Promise<StoredMailAttachment[]> {
  const stored: StoredMailAttachment[] = [];
  let total = 0;
  let pixels = 0;
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
        const count = await pixelsOf(bytes);
        if (count > limits.imagePixels) {
          entry.dropped = "pixels";
          continue;
        }
        if (pixels + count > limits.messagePixels) {
          entry.dropped = "total-pixels";
          continue;
        }
        pixels += count;
        const photo = await photoFilesFrom(bytes, imageKind, {
          webpWidths: (width) => [width],
          jpeg: false,
          maxPixels: limits.imagePixels,
        });
        const file = photo.files[0]!;
        entry.name = keptName(name, "webp");
        await getStore(MAIL_ATTACHMENT_STORE).set(key, toArrayBuffer(file.data), {
          metadata: { contentType: file.contentType, name: entry.name },
        });
        entry.contentType = file.contentType;
        entry.size = file.data.byteLength;
      } else {
        if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
        entry.name = keptName(name, "pdf");
        entry.contentType = "application/pdf";
        await getStore(MAIL_ATTACHMENT_STORE).set(key, toArrayBuffer(bytes), {
          metadata: { contentType: "application/pdf", name: entry.name },
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

/** Width × height × pages from the image's header (nothing is decoded); unreadable headers throw. */
async function pixelsOf(bytes: Buffer): Promise<number> {
  const sharp = (await import("sharp")).default;
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  return (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
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
