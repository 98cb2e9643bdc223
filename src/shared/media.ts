/**
 * Uploaded photos as pages use them: which files exist for a photo, their paths on this site, and
 * the `src`/`srcset`/`sizes`/`width`/`height`/`alt` of an `<img>`. One source for the console and
 * the public pages (decision 034). Posts and projects store a photo as its reference path
 * (`mediaReference`); the alt text and size come from the media table by key.
 */

/** Widths of the WebP files made for each photo (never wider than the photo itself). */
export const MEDIA_WIDTHS = [480, 960, 1600, 2400] as const;
/** Longest side of the largest stored file. */
export const MEDIA_MAX_SIDE = 2400;
/** The JPEG every photo also gets: `<img src>` for old browsers and og:image. */
export const MEDIA_FALLBACK_WIDTH = 1600;
/**
 * Largest accepted upload (file and request alike). Netlify refuses a function request over 6 MB,
 * and a binary body travels base64-encoded (4/3 larger), so about 4.5 MB of file is the real
 * ceiling; the browser resizes every photo well below it first (src/islands/photos/).
 */
export const MEDIA_MAX_BYTES = 4_400_000;
/** The browser scales every photo so its long edge is at most this before uploading it. */
export const UPLOAD_MAX_EDGE = 2560;
/** JPEG quality of that resize, lowered step by step only while the file is still too large. */
export const UPLOAD_QUALITIES = [0.8, 0.7, 0.55, 0.4] as const;
/** Originals the browser tries to read: a 48-megapixel phone photo is 12–25 MB. */
export const ORIGINAL_MAX_BYTES = 80 * 1024 * 1024;
/** Photos a visitor may attach to one quote request. */
export const LEAD_PHOTO_MAX = 8;
/** A lead photo's thumbnail width on the console; the other file is the photo itself (at most 2400 px). */
export const LEAD_PHOTO_THUMBNAIL_WIDTH = 480;
/** The console's path of a lead photo's file (quote-form uploads and texted photos alike), admins only. */
export const leadPhotoPath = (key: string, width: number) => `/api/admin/quote-photos/${key}/${width}.webp`;
export const MEDIA_ALT_MAX = 500;

/** What the upload input offers; the server sniffs the bytes whatever the browser says. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";

/**
 * Sent with every upload: a cross-site form can post multipart/form-data but cannot set a header,
 * and a cross-site fetch that sets one needs a CORS preflight this site never grants.
 */
export const UPLOAD_HEADER = { name: "X-Requested-With", value: "admin-console" } as const;

export type MediaFormat = "webp" | "jpg";
export const MEDIA_CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = { webp: "image/webp", jpg: "image/jpeg" };

/** What every stored photo has: enough to build its files' paths and its `<img>`. */
export interface StoredPhoto {
  key: string;
  alt: string;
  width: number;
  height: number;
}

/** A photo in the console's library (GET /api/admin/media). */
export interface MediaItem extends StoredPhoto {
  id: number;
  filename: string;
  bytes: number;
  contentType: string;
  createdAt: string;
  /** The path posts and projects store (mediaReference). */
  src: string;
}

/** A page of the library, newest first. */
export interface MediaPage {
  items: MediaItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** The value of an image field: a stored photo's reference and its alt text. */
export interface ImageValue {
  src: string;
  alt: string;
}

/** Attributes of an `<img>` showing a photo. */
export interface ResponsiveImage {
  src: string;
  /** React's spelling; HTML attribute names are case-insensitive, so Astro pages use it too. */
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
}

const KEY_PATTERN = "[a-z0-9]{8,64}";
const REFERENCE = new RegExp(`^/media/(${KEY_PATTERN})/\\d+\\.(?:webp|jpg)$`);
export const MEDIA_KEY = new RegExp(`^${KEY_PATTERN}$`);
export const MEDIA_FILE = /^(\d+)\.(webp|jpg)$/;

/** The widths stored for a photo `width` pixels wide, smallest first. */
export function variantWidths(width: number): number[] {
  return [...MEDIA_WIDTHS.filter((candidate) => candidate < width), Math.min(width, MEDIA_MAX_SIDE)];
}

export function fallbackWidth(width: number): number {
  return Math.min(width, MEDIA_FALLBACK_WIDTH);
}

export const mediaFilePath = (key: string, width: number, format: MediaFormat) => `/media/${key}/${width}.${format}`;

/** The path a post or project stores for a photo (its JPEG fallback, a valid image URL itself). */
export const mediaReference = (photo: { key: string; width: number }) =>
  mediaFilePath(photo.key, fallbackWidth(photo.width), "jpg");

/** The media key a stored path names, or undefined for any other image (stock art, old URLs). */
export function mediaKeyOf(src: string | null | undefined): string | undefined {
  return src ? REFERENCE.exec(src)?.[1] : undefined;
}

/**
 * A library photo's card image from its stored reference path alone (no lookup): the JPEG's width
 * is min(photo width, 1600), so the WebP widths at or below it all exist. Undefined for other
 * paths. Cards crop to a fixed aspect ratio, so no intrinsic size is needed to avoid a shift.
 */
export function cardImageOf(
  src: string | null | undefined,
): { src: string; srcSet: string; sizes: string } | undefined {
  const key = mediaKeyOf(src);
  const width = Number(MEDIA_FILE.exec(src?.split("/").pop() ?? "")?.[1]);
  if (!key || !width) return undefined;
  const srcSet = variantWidths(width)
    .map((candidate) => `${mediaFilePath(key, candidate, "webp")} ${candidate}w`)
    .join(", ");
  return { src: mediaFilePath(key, width, "jpg"), srcSet, sizes: MEDIA_SIZES.card };
}

/** Height of a photo scaled to `width`, as the server rounds it. */
export const scaledHeight = (photo: { width: number; height: number }, width: number) =>
  Math.round((photo.height * width) / photo.width);

/** Common `sizes` values: a full-width hero, grid cards, gallery tiles, console thumbnails. */
export const MEDIA_SIZES = {
  hero: "(min-width: 1280px) 1216px, 100vw",
  article: "(min-width: 768px) 736px, calc(100vw - 2rem)",
  card: "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw",
  gallery: "(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw",
  thumbnail: "160px",
} as const;

/** The `<img>` attributes of a stored photo: WebP srcset, JPEG src, intrinsic size, alt. */
export function responsiveImage(photo: StoredPhoto, sizes: string): ResponsiveImage {
  const fallback = fallbackWidth(photo.width);
  return {
    src: mediaFilePath(photo.key, fallback, "jpg"),
    srcSet: variantWidths(photo.width)
      .map((width) => `${mediaFilePath(photo.key, width, "webp")} ${width}w`)
      .join(", "),
    sizes,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
  };
}

/**
 * The `<img>` for a stored image path: the photo's responsive attributes when the path names a
 * known photo, otherwise the path as it is with the given size and alt (stock art, older URLs).
 */
export function imageFor(
  src: string,
  photos: ReadonlyMap<string, StoredPhoto>,
  sizes: string,
  fallback: { width: number; height: number; alt: string },
): ResponsiveImage {
  const photo = photos.get(mediaKeyOf(src) ?? "");
  return photo ? responsiveImage(photo, sizes) : { src, ...fallback };
}
