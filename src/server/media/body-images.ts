/**
 * Library photos inside a post or project body get what a featured photo gets: the WebP srcset,
 * `sizes`, their intrinsic width and height (no layout shift) and lazy loading. The editor stores
 * a plain `<img src alt>`, so the stored HTML stays what the author wrote; this runs on the way
 * out, after the sanitiser, on HTML it has already made safe.
 */
import sanitizeHtml from "sanitize-html";
import { mediaKeyOf, responsiveImage, type StoredPhoto } from "../../shared/media";
import { RICH_TEXT_OPTIONS } from "../content/sanitize";

const RESPONSIVE_IMG_ATTRIBUTES = ["src", "alt", "title", "srcset", "sizes", "width", "height", "loading", "decoding"];
const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]*)"/gi;

/** The image paths a body names (for one lookup of the photos behind them). */
export function bodyImagePaths(html: string | null): string[] {
  return html ? [...html.matchAll(IMG_SRC)].map((match) => match[1]!) : [];
}

/** `html` with every library photo made responsive; other images (stock art, old URLs) stay as they are. */
export function withResponsiveImages(html: string, photos: ReadonlyMap<string, StoredPhoto>, sizes: string): string {
  if (!bodyImagePaths(html).some((src) => photos.has(mediaKeyOf(src) ?? ""))) return html;
  // The same allow-list once more (idempotent on its own output), plus the responsive attributes.
  return sanitizeHtml(html, {
    ...RICH_TEXT_OPTIONS,
    allowedAttributes: { ...RICH_TEXT_OPTIONS.allowedAttributes, img: [...RESPONSIVE_IMG_ATTRIBUTES] },
    transformTags: {
      ...RICH_TEXT_OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const photo = photos.get(mediaKeyOf(attribs.src) ?? "");
        if (!photo) return { tagName, attribs };
        // The author's alt text for this use of the photo, not the library's default.
        const image = responsiveImage({ ...photo, alt: attribs.alt ?? photo.alt }, sizes);
        return {
          tagName,
          attribs: {
            ...attribs,
            src: image.src,
            srcset: image.srcSet ?? "",
            sizes,
            width: String(image.width),
            height: String(image.height),
            loading: "lazy",
            decoding: "async",
          },
        };
      },
    },
  });
}
