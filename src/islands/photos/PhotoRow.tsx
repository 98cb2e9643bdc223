/**
 * One photo in an upload list: its thumbnail once resized, its name, a progress bar, what is
 * happening (or why it failed), Retry after a failed upload and Remove. `children` adds fields
 * (the console's alt text).
 */
import type { ReactNode } from "react";
import { photoUploadStrings as text } from "../../shared/strings/photos";
import { Button } from "../ui/Button";
import type { PhotoItem } from "./usePhotoUploads";

function statusText(item: PhotoItem<unknown>): string {
  switch (item.status) {
    case "preparing":
      return text.preparing;
    case "ready":
      return text.waiting;
    case "uploading":
      return text.uploading(Math.round(item.progress * 100));
    case "done":
      return text.uploaded;
    case "failed":
      return item.error ?? text.failed;
  }
}

interface PhotoRowProps {
  item: PhotoItem<unknown>;
  canRetry: boolean;
  onRetry: () => void;
  onRemove: () => void;
  removeDisabled?: boolean;
  children?: ReactNode;
}

export function PhotoRow({ item, canRetry, onRetry, onRemove, removeDisabled, children }: PhotoRowProps) {
  const failed = item.status === "failed";
  return (
    <li
      className="grid grid-cols-[4rem_1fr] gap-3 rounded-md border border-slate-line bg-white p-3"
      data-photo-status={item.status}
    >
      <div className="h-16 w-16 overflow-hidden rounded bg-slate-mist">
        {item.previewUrl && <img src={item.previewUrl} alt="" className="h-16 w-16 object-cover" />}
      </div>
      <div className="grid min-w-0 gap-2">
        <p className="truncate text-sm font-semibold text-slate-ink">{item.name}</p>
        <progress
          max={1}
          value={item.status === "done" ? 1 : item.progress}
          aria-label={text.progressLabel(item.name)}
          className="h-2 w-full accent-copper-deep"
        />
        <p className={`text-sm ${failed ? "text-red-800" : "text-slate-mid"}`} role={failed ? "alert" : undefined}>
          {statusText(item)}
        </p>
        {children}
        <div className="flex flex-wrap gap-2">
          {failed && canRetry && (
            <Button type="button" variant="secondary" onClick={onRetry} aria-label={`${text.retry}: ${item.name}`}>
              {text.retry}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            onClick={onRemove}
            disabled={removeDisabled}
            aria-label={`${text.remove}: ${item.name}`}
          >
            {text.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
