/**
 * An ordered list of photos (a project's gallery): add from the library, move up or down, remove.
 * Every control is a button with a name that says which photo it acts on; after a move the
 * cursor stays on the moved photo's button.
 */
import { useRef, useState } from "react";
import type { ImageValue } from "../../../shared/media";
import { mediaStrings as text } from "../../../shared/strings/media";
import { labelClass } from "../../forms/Field";
import { Button } from "../../ui/Button";
import { MediaLibraryDialog } from "./MediaLibraryDialog";
import { PhotoThumbnail } from "./PhotoThumbnail";
import { usePhotoLookup } from "./usePhotoLookup";

interface GalleryFieldProps {
  id: string;
  label: string;
  value: readonly ImageValue[];
  onChange: (value: ImageValue[]) => void;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function GalleryField({ id, label, value, onChange }: GalleryFieldProps) {
  const [choosing, setChoosing] = useState(false);
  const photoOf = usePhotoLookup(value.map((image) => image.src));
  const list = useRef<HTMLOListElement>(null);
  const move = (from: number, to: number, direction: "up" | "down") => {
    onChange(moved(value, from, to));
    // The moved photo's button in the same direction, or the other one at either end.
    setTimeout(() => {
      const row = list.current?.children[to];
      const buttons = row?.querySelectorAll<HTMLButtonElement>("button:not([disabled])");
      const wanted = row?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]:not([disabled])`);
      (wanted ?? buttons?.[0])?.focus();
    }, 0);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClass}>
        {label}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-slate-mid">{text.galleryEmpty}</p>
      ) : (
        <ol ref={list} className="grid gap-2">
          {value.map((image, index) => (
            <li
              key={image.src}
              className="flex flex-wrap items-center gap-3 rounded-md border border-slate-line bg-white p-2"
            >
              <PhotoThumbnail image={image} photo={photoOf(image.src)} />
              <p className="min-w-0 flex-1 text-sm text-slate-ink">{image.alt}</p>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  data-move="up"
                  aria-label={text.moveUp(image.alt)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, "up")}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  data-move="down"
                  aria-label={text.moveDown(image.alt)}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1, "down")}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  aria-label={text.removeFromGallery(image.alt)}
                  onClick={() => onChange(value.filter((_, other) => other !== index))}
                >
                  ×
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button id={id} variant="secondary" className="mt-2" onClick={() => setChoosing(true)}>
        {text.addToGallery}
      </Button>
      <MediaLibraryDialog
        open={choosing}
        onOpenChange={setChoosing}
        onChoose={(photo) =>
          value.some((image) => image.src === photo.src) || onChange([...value, { src: photo.src, alt: photo.alt }])
        }
      />
    </div>
  );
}
