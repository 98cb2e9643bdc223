/**
 * The image fields for what posts and projects store: a photo's path (`featuredImage`) or an
 * ordered list of paths (`images`). The alt text stays with the photo in the library (decision
 * 034), so these look it up to show it and hand back paths only.
 */
import { GalleryField } from "./GalleryField";
import { ImageField } from "./ImageField";
import { useImageValues } from "./usePhotoLookup";

interface FieldFrame {
  id: string;
  label: string;
  error?: string;
}

export function StoredImageField({
  value,
  onChange,
  ...frame
}: FieldFrame & { value: string; onChange: (src: string) => void }) {
  const [image] = useImageValues(value ? [value] : []);
  return <ImageField {...frame} value={image ?? null} onChange={(chosen) => onChange(chosen?.src ?? "")} />;
}

export function StoredGalleryField({
  value,
  onChange,
  ...frame
}: FieldFrame & { value: readonly string[]; onChange: (srcs: string[]) => void }) {
  const images = useImageValues(value);
  return <GalleryField {...frame} value={images} onChange={(chosen) => onChange(chosen.map((image) => image.src))} />;
}
