/**
 * The photo library: upload a new photo (alt text required) and choose one of the uploads,
 * newest first, a page at a time. Choosing closes the dialog and hands the photo to the field.
 */
import { useState } from "react";
import type { MediaItem } from "../../../shared/media";
import { mediaStrings as text } from "../../../shared/strings/media";
import { Dialog } from "../../ui/Dialog";
import { Button } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { useMediaPage } from "./media.api";
import { PhotoThumbnail } from "./PhotoThumbnail";
import { UploadPhotoForm } from "./UploadPhotoForm";

interface MediaLibraryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (photo: MediaItem) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function MediaLibraryDialog({ open, onOpenChange, onChoose, onCloseAutoFocus }: MediaLibraryDialogProps) {
  const [page, setPage] = useState(1);
  const library = useMediaPage(page);
  const pages = Math.max(1, Math.ceil((library.data?.total ?? 0) / (library.data?.pageSize || 1)));
  const choose = (photo: MediaItem) => {
    onChoose(photo);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.libraryTitle}
      description={text.libraryDescription}
      onCloseAutoFocus={onCloseAutoFocus}
      wide
    >
      <div className="grid gap-4">
        <UploadPhotoForm onUploaded={() => setPage(1)} />
        {library.isError ? (
          <LoadError error={library.error} />
        ) : library.isPending ? (
          <p role="status">{text.loading}</p>
        ) : library.data.items.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={text.libraryTitle}>
            {library.data.items.map((photo) => (
              <li key={photo.id} className="flex items-center gap-3 rounded-md border border-slate-line bg-white p-2">
                <PhotoThumbnail image={photo} photo={photo} />
                <div className="grid min-w-0 gap-2">
                  <p className="line-clamp-3 text-sm text-slate-ink">{photo.alt}</p>
                  <Button variant="secondary" aria-label={`${text.choose}: ${photo.alt}`} onClick={() => choose(photo)}>
                    {text.choose}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className="flex items-center justify-between gap-3" aria-label={text.libraryTitle}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {text.previousPage}
            </Button>
            <span className="text-sm text-slate-mid">{text.pageOf(page, pages)}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {text.nextPage}
            </Button>
          </nav>
        )}
      </div>
    </Dialog>
  );
}
