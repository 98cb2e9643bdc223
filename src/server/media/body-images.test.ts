import { describe, expect, it } from "vitest";
import { mediaReference, responsiveImage, type StoredPhoto } from "../../shared/media";
import { sanitizeRichText } from "../content/sanitize";
import { bodyImagePaths, withResponsiveImages } from "./body-images";

const photo: StoredPhoto = { key: "0123456789abcdefabcd", alt: "Library alt", width: 2000, height: 1500 };
const photos = new Map([[photo.key, photo]]);
const SIZES = "(min-width: 768px) 736px, 100vw";

/** The attributes of the first <img> in `html` (the sanitiser always double-quotes them). */
function firstImage(html: string): Record<string, string> {
  const tag = /<img\b[^>]*>/.exec(html)?.[0] ?? "";
  return Object.fromEntries([...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

describe("library photos inside a body", () => {
  it("lists the image paths a body names", () => {
    const html = sanitizeRichText(
      `<p>a</p><img src="${mediaReference(photo)}" alt="x"><img src="/images/stock.svg" alt="">`,
    );
    expect(bodyImagePaths(html)).toEqual([mediaReference(photo), "/images/stock.svg"]);
    expect(bodyImagePaths(null)).toEqual([]);
  });

  it("gives a library photo its srcset, sizes, intrinsic size and lazy loading, keeping the author's alt", () => {
    const html = sanitizeRichText(`<h2>Ridge</h2><img src="${mediaReference(photo)}" alt="Ridge after repair">`);
    const out = withResponsiveImages(html, photos, SIZES);
    const image = responsiveImage(photo, SIZES);
    expect(firstImage(out)).toEqual({
      src: image.src,
      srcset: image.srcSet,
      sizes: SIZES,
      width: "2000",
      height: "1500",
      loading: "lazy",
      decoding: "async",
      alt: "Ridge after repair",
    });
    expect(out.startsWith("<h2>Ridge</h2>")).toBe(true);
  });

  it("leaves every other image and all the other markup exactly as the sanitiser wrote it", () => {
    const html = sanitizeRichText(
      `<p>Tom &amp; Ann said "yes" &lt;3 <a href="/quote">quote</a></p><img src="/images/stock.svg" alt="Stock"><img src="/media/ffffffffffffffffffff/1600.jpg" alt="Deleted photo">`,
    );
    expect(withResponsiveImages(html, photos, SIZES)).toBe(html);
    const mixed = `${html}<img src="${mediaReference(photo)}" alt="Known">`;
    expect(withResponsiveImages(sanitizeRichText(mixed), photos, SIZES).startsWith(html)).toBe(true);
  });
});
