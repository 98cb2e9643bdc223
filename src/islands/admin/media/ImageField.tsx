/**
 * One photo from the library (a featured image): shows the chosen photo with its alt text, and
 * buttons to choose, change or remove it. The value is `{ src, alt }` or null.
 */
import { useState } from "react";
import type { ImageValue } from "../../../shared/media";
import { mediaStrings as text } from "../../../shared/strings/media";
import { labelClass } from "../../forms/Field";
import { Button } from "../../ui/Button";
import { MediaLibraryDialog } from "./MediaLibraryDialog";
import { PhotoThumbnail } from "./PhotoThumbnail";
import { usePhotoLookup } from "./usePhotoLookup";

interface ImageFieldProps {
  id: string;
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  error?: string;
}

export function ImageField({ id, label, value, onChange, error }: ImageFieldProps) {
  const [choosing, setChoosing] = useState(false);
  const photoOf = usePhotoLookup(value ? [value.src] : []);
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <p id={`${id}-label`} className={labelClass}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <>
            <PhotoThumbnail image={value} photo={photoOf(value.src)} />
            <p className="min-w-0 flex-1 text-sm text-slate-ink">{value.alt}</p>
          </>
        ) : (
          <p className="text-sm text-slate-mid">{text.noImage}</p>
        )}
        <div className="flex gap-2">
          <Button id={id} variant="secondary" onClick={() => setChoosing(true)}>
            {value ? text.changeImage : text.chooseImage}
          </Button>
          {value && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              {text.removeImage}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <MediaLibraryDialog
        open={choosing}
        onOpenChange={setChoosing}
        onChoose={(photo) => onChange({ src: photo.src, alt: photo.alt })}
      />
    </div>
  );
}
