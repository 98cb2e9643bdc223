/** The library entries of the photos some stored paths name, for thumbnails and alt text. */
import type { ImageValue, MediaItem } from "../../../shared/media";
import { usePhotosNamed } from "./media.api";

export function usePhotoLookup(srcs: readonly string[]): (src: string) => MediaItem | undefined {
  const named = usePhotosNamed(srcs);
  return (src) => named.data?.items.find((item) => item.src === src);
}

/** Stored paths as image values, with the alt text the library keeps for each. */
export function useImageValues(srcs: readonly string[]): ImageValue[] {
  const photoOf = usePhotoLookup(srcs);
  return srcs.map((src) => ({ src, alt: photoOf(src)?.alt ?? "" }));
}
