/**
 * Turning an upload into the files we serve: decoded by sharp, turned upright by its EXIF
 * orientation, scaled so the longest side is at most 2400 px, and re-encoded as WebP at each
 * width plus one JPEG fallback. sharp writes no metadata unless asked (`withMetadata`/`keep*`),
 * so EXIF, GPS, XMP and camera data never reach a served file; colours are converted to sRGB.
 */
import { UnsupportedImage } from "../errors";
import {
  fallbackWidth,
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_SIDE,
  variantWidths,
  type MediaFormat,
} from "../../shared/media";
import { mediaStrings } from "../../shared/strings/media";
import type { ImageKind } from "./image-type";

export interface PhotoFile {
  width: number;
  format: MediaFormat;
  contentType: string;
  data: Buffer;
}

export interface PhotoFiles {
  width: number;
  height: number;
  files: PhotoFile[];
}

/**
 * sharp (a native image library: 0.8 s and about 20 MB to load) is loaded by the first photo
 * decoded, so the functions and routes that only list or serve photos never load it.
 */
const loadSharp = async () => (await import("sharp")).default;
type Sharp = Awaited<ReturnType<typeof loadSharp>>;

/** Quality settings measured on phone photos (decision 034): visually clean, about 1/4 of q90. */
const WEBP = { quality: 78, effort: 4 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;

/**
 * The upright, sRGB, at most 2400 px master as raw pixels; undecodable input is a 415. A HEIC the
 * build cannot decode (the prebuilt libheif has no HEVC decoder) gets the advice to send a JPEG.
 * The decode itself decides: `sharp.format` lists `.heic` as readable inside a bundled function,
 * where sharp cannot find the versions file that makes it correct the list (decision 034).
 */
async function decodeUpright(sharp: Sharp, input: Uint8Array, kind: ImageKind, maxPixels?: number) {
  try {
    return await sharp(input, { failOn: "error", ...(maxPixels ? { limitInputPixels: maxPixels } : {}) })
      .rotate()
      .resize({ width: MEDIA_MAX_SIDE, height: MEDIA_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedImage(kind === "heic" ? mediaStrings.heicUnsupported : mediaStrings.notAnImage);
  }
}

/** Which files a photo gets: the library's WebP widths plus a JPEG, or fewer (visitors' photos). */
export interface PhotoFileSet {
  webpWidths: (width: number) => number[];
  jpeg: boolean;
  /** sharp's limitInputPixels: a larger image is refused before it is decoded (sharp's default otherwise). */
  maxPixels?: number;
}

const LIBRARY_FILES: PhotoFileSet = { webpWidths: variantWidths, jpeg: true };

export async function photoFilesFrom(
  input: Uint8Array,
  kind: ImageKind,
  fileSet: PhotoFileSet = LIBRARY_FILES,
): Promise<PhotoFiles> {
  const sharp = await loadSharp();
  const master = await decodeUpright(sharp, input, kind, fileSet.maxPixels);
  const { width, height, channels } = master.info;
  const raw = { raw: { width, height, channels } } as const;
  const files: PhotoFile[] = [];
  // One at a time: a function has little memory and the machine little CPU.
  for (const target of fileSet.webpWidths(width)) {
    const data = await sharp(master.data, raw).resize({ width: target }).webp(WEBP).toBuffer();
    files.push({ width: target, format: "webp", contentType: MEDIA_CONTENT_TYPES.webp, data });
  }
  if (!fileSet.jpeg) return { width, height, files };
  const jpegWidth = fallbackWidth(width);
  const jpeg = await sharp(master.data, raw)
    .resize({ width: jpegWidth })
    .flatten({ background: "#ffffff" })
    .jpeg(JPEG)
    .toBuffer();
  files.push({ width: jpegWidth, format: "jpg", contentType: MEDIA_CONTENT_TYPES.jpg, data: jpeg });
  return { width, height, files };
}
