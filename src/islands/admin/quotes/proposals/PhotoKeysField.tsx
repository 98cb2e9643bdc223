/**
 * A proposal's inspection photos: library photos by media key, added from the library dialog (where
 * the owner can upload too) and removed one by one, shown with their thumbnails and alt text.
 */
import { useState } from "react";
import { mediaFilePath, mediaKeyOf } from "../../../../shared/media";
import { mediaStrings } from "../../../../shared/strings/media";
import { labelClass } from "../../../forms/Field";
import { Button } from "../../../ui/Button";
import { MediaLibraryDialog } from "../../media/MediaLibraryDialog";
import { PhotoThumbnail } from "../../media/PhotoThumbnail";
import { usePhotosNamed } from "../../media/media.api";

interface Props {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (keys: string[]) => void;
}

export function PhotoKeysField({ id, label, value, onChange }: Props) {
  const [choosing, setChoosing] = useState(false);
  // The library finds photos by the key a path names, whatever its width.
  const named = usePhotosNamed(value.map((key) => mediaFilePath(key, 480, "jpg")));
  const photoOf = (key: string) => named.data?.items.find((item) => mediaKeyOf(item.src) === key);

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClass}>
        {label}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-slate-mid">{mediaStrings.galleryEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {value.map((key) => {
            const photo = photoOf(key);
            const alt = photo?.alt ?? "";
            return (
              <li
                key={key}
                className="flex flex-wrap items-center gap-3 rounded-md border border-slate-line bg-white p-2"
              >
                <PhotoThumbnail image={{ src: photo?.src ?? mediaFilePath(key, 480, "jpg"), alt }} photo={photo} />
                <p className="min-w-0 flex-1 text-sm text-slate-ink">{alt}</p>
                <Button
                  variant="ghost"
                  aria-label={mediaStrings.removeFromGallery(alt || key)}
                  onClick={() => onChange(value.filter((other) => other !== key))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button id={id} variant="secondary" className="mt-2" onClick={() => setChoosing(true)}>
        {mediaStrings.addToGallery}
      </Button>
      <MediaLibraryDialog
        open={choosing}
        onOpenChange={setChoosing}
        onChoose={(photo) => {
          const key = mediaKeyOf(photo.src);
          if (key && !value.includes(key)) onChange([...value, key]);
        }}
      />
    </div>
  );
}
