/**
 * Getting a photo ready to send, in the browser (console library and quote form alike): decoded
 * upright (EXIF orientation applied), scaled so its long edge is at most 2560 px, and re-encoded
 * as JPEG at quality 0.8, lower only while the file is still over the request limit. The new file
 * carries no EXIF, so a phone photo's GPS position never leaves the device. Netlify refuses
 * requests over 6 MB; this keeps every upload under MEDIA_MAX_BYTES (decision 036c).
 *
 * A file this browser cannot decode (an iPhone HEIC in Chrome or Firefox, a PDF named .jpg) is
 * sent as it is when small enough, so the server's sniffing answers with its own advice; a larger
 * one is refused here with advice.
 */
import { MEDIA_MAX_BYTES, ORIGINAL_MAX_BYTES, UPLOAD_MAX_EDGE, UPLOAD_QUALITIES } from "../../shared/media";
import { photoUploadStrings as text } from "../../shared/strings/photos";

/** A photo this browser refuses to send, with the reason to show. */
export class PhotoNotSendable extends Error {}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encode failed"))), "image/jpeg", quality),
  );
}

async function decode(file: Blob): Promise<ImageBitmap | undefined> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return undefined;
  }
}

/** The size the photo is drawn at: its long edge at most UPLOAD_MAX_EDGE, never enlarged. */
export function scaledSize(width: number, height: number, maxEdge = UPLOAD_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, "") || "photo"}.jpg`;

/** The file to upload for `file`, or PhotoNotSendable saying why there is none. */
export async function preparePhoto(file: File): Promise<File> {
  if (file.size > ORIGINAL_MAX_BYTES) throw new PhotoNotSendable(text.originalTooLarge);
  const bitmap = await decode(file);
  if (!bitmap) {
    if (file.size <= MEDIA_MAX_BYTES) return file;
    throw new PhotoNotSendable(text.unreadable);
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new PhotoNotSendable(text.unreadable);
    // JPEG has no transparency: a PNG's clear areas become white, not black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    for (const quality of UPLOAD_QUALITIES) {
      const blob = await encode(canvas, quality);
      if (blob.size <= MEDIA_MAX_BYTES) return new File([blob], jpegName(file.name), { type: "image/jpeg" });
    }
    throw new PhotoNotSendable(text.stillTooLarge);
  } finally {
    bitmap.close();
  }
}
