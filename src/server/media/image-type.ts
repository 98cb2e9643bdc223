/**
 * What an uploaded file is, from its first bytes, checked against what the browser declared (its
 * MIME type and file extension). A file that claims one thing and is another is refused before
 * sharp sees it; sharp's decode is the second check.
 */
import { UnsupportedImage } from "../errors";
import { mediaStrings } from "../../shared/strings/media";

export type ImageKind = "jpeg" | "png" | "webp" | "avif" | "heic";

const TYPES: Readonly<Record<ImageKind, { mime: readonly string[]; extensions: readonly string[] }>> = {
  jpeg: { mime: ["image/jpeg", "image/jpg", "image/pjpeg"], extensions: ["jpg", "jpeg", "jfif"] },
  png: { mime: ["image/png"], extensions: ["png"] },
  webp: { mime: ["image/webp"], extensions: ["webp"] },
  avif: { mime: ["image/avif"], extensions: ["avif"] },
  heic: {
    mime: ["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"],
    extensions: ["heic", "heif"],
  },
};
export const CONTENT_TYPE_OF: Readonly<Record<ImageKind, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
};

/** Browsers send these when they do not know a file's type; the extension and bytes decide then. */
const UNKNOWN_MIME = new Set(["", "application/octet-stream"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");

/** The image kind of these bytes, or undefined when they are none of the accepted formats. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (AVIF_BRANDS.has(brand)) return "avif";
    if (HEIC_BRANDS.has(brand)) return "heic";
  }
  return undefined;
}

function kindDeclaredBy(mime: string, filename: string): ImageKind | undefined | "unknown" {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? "";
  const entries = Object.entries(TYPES) as [ImageKind, (typeof TYPES)[ImageKind]][];
  const byExtension = entries.find(([, type]) => type.extensions.includes(extension))?.[0];
  const normalisedMime = mime.split(";")[0]!.trim().toLowerCase();
  if (UNKNOWN_MIME.has(normalisedMime)) return byExtension ?? (extension ? undefined : "unknown");
  const byMime = entries.find(([, type]) => type.mime.includes(normalisedMime))?.[0];
  if (!byMime) return undefined;
  // An extension naming another accepted format is a contradiction; an unknown one is just a name.
  return byExtension && byExtension !== byMime ? undefined : byMime;
}

/**
 * The kind of an uploaded file: its declared type must be an accepted image format and its bytes
 * must be that format; otherwise UnsupportedImage (415) says which rule refused it.
 */
export function checkedImageKind(bytes: Uint8Array, declared: { type: string; name: string }): ImageKind {
  const claimed = kindDeclaredBy(declared.type, declared.name);
  if (claimed === undefined) throw new UnsupportedImage(mediaStrings.unsupportedType);
  const actual = sniffImage(bytes);
  if (!actual || (claimed !== "unknown" && actual !== claimed)) throw new UnsupportedImage(mediaStrings.notAnImage);
  return actual;
}
