/**
 * A proposal's inspection photos, stored as media keys, edited with the library's gallery field
 * (add from the library, where the owner can upload too; reorder; remove). The library finds a
 * photo by the key a path names, whatever its width, and answers with its stored path and alt text.
 */
import { mediaFilePath, mediaKeyOf, type ImageValue } from "../../../../shared/media";
import { GalleryField } from "../../media/GalleryField";
import { usePhotosNamed } from "../../media/media.api";

interface Props {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (keys: string[]) => void;
}

const pathOf = (key: string) => mediaFilePath(key, 480, "jpg");

export function PhotoKeysField({ id, label, value, onChange }: Props) {
  const named = usePhotosNamed(value.map(pathOf));
  const images: ImageValue[] = value.map((key) => {
    const photo = named.data?.items.find((item) => mediaKeyOf(item.src) === key);
    return { src: photo?.src ?? pathOf(key), alt: photo?.alt ?? "" };
  });
  return (
    <GalleryField
      id={id}
      label={label}
      value={images}
      onChange={(next) => onChange([...new Set(next.flatMap((image) => mediaKeyOf(image.src) ?? []))])}
    />
  );
}
