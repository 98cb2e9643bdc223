/** The library entries of the photos some image values name, by path, for thumbnails. */
import type { ImageValue, MediaItem } from "../../../shared/media";
import { usePhotosNamed } from "./media.api";

export function usePhotoLookup(images: readonly ImageValue[]): (src: string) => MediaItem | undefined {
  const named = usePhotosNamed(images.map((image) => image.src));
  return (src) => named.data?.items.find((item) => item.src === src);
}
