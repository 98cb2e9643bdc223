import { describe, expect, it } from "vitest";
import { imageFor, mediaKeyOf, mediaReference, responsiveImage, variantWidths } from "./media";

const photo = { key: "0123456789abcdefabcd", alt: "Copper valley", width: 2400, height: 1600 };

describe("stored photos as <img> attributes", () => {
  it("lists the widths stored for a photo, never wider than it", () => {
    expect(variantWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(variantWidths(1800)).toEqual([480, 960, 1600, 1800]);
    expect(variantWidths(640)).toEqual([480, 640]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("builds the WebP srcset, the JPEG src, the size and the alt", () => {
    expect(responsiveImage(photo, "100vw")).toEqual({
      src: "/media/0123456789abcdefabcd/1600.jpg",
      srcSet: [480, 960, 1600, 2400].map((w) => `/media/0123456789abcdefabcd/${w}.webp ${w}w`).join(", "),
      sizes: "100vw",
      width: 2400,
      height: 1600,
      alt: "Copper valley",
    });
  });

  it("reads the key back from the stored path, and only from a media path", () => {
    expect(mediaKeyOf(mediaReference(photo))).toBe(photo.key);
    expect(mediaKeyOf("/images/project-default.svg")).toBeUndefined();
    expect(mediaKeyOf("https://cdn.example/media/0123456789abcdefabcd/1600.jpg")).toBeUndefined();
    expect(mediaKeyOf(null)).toBeUndefined();
  });

  it("leaves any other image as it is, with the fallback size and alt", () => {
    const photos = new Map([[photo.key, photo]]);
    expect(imageFor("/images/a.jpg", photos, "50vw", { width: 1200, height: 800, alt: "" })).toEqual({
      src: "/images/a.jpg",
      width: 1200,
      height: 800,
      alt: "",
    });
    expect(imageFor(mediaReference(photo), photos, "50vw", { width: 1, height: 1, alt: "" }).alt).toBe("Copper valley");
  });
});
