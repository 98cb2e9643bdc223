/** A small preview of a photo: its responsive files when the library knows it, else its path. */
import { MEDIA_SIZES, responsiveImage, type ImageValue, type StoredPhoto } from "../../../shared/media";

export function PhotoThumbnail({ image, photo }: { image: ImageValue; photo?: StoredPhoto }) {
  const attributes = photo ? responsiveImage(photo, MEDIA_SIZES.thumbnail) : { src: image.src, alt: image.alt };
  return (
    <img
      {...attributes}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] w-40 shrink-0 rounded border border-slate-line bg-slate-mist object-cover"
    />
  );
}
