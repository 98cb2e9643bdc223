/**
 * The photos the customer attached to the quote request (decision 036c): thumbnails that open the
 * photo at full size in a dialog. The files are served to admins only (/api/admin/quote-photos/…).
 * Issue 34, item 5: the list is read as the page opens (usePhotoList, alongside the quote), and each
 * photo's box has its size and a tint at once, so nothing looks missing while the image comes.
 */
import { useState } from "react";
import { quotePhotoStrings as text } from "../../../../shared/strings/photos";
import { focusRing } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { LoadError } from "../../common/LoadError";
import { usePhotoList } from "../quotes.api";

export function QuotePhotos({ quoteId }: { quoteId: number }) {
  const photos = usePhotoList(quoteId);
  const [open, setOpen] = useState<number | undefined>(undefined);

  if (!photos.data && photos.isError) return <LoadError error={photos.error} />;
  if (!photos.data) return <p className="mt-4 h-24 animate-pulse rounded-md bg-slate-mist" aria-hidden="true" />;
  const items = photos.data.items;
  if (items.length === 0) return <p className="mt-4 text-sm text-slate-mid">{text.consoleEmpty}</p>;
  const shown = open === undefined ? undefined : items[open];

  return (
    <>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={text.consoleOpen(index + 1)}
              className={`block w-full overflow-hidden rounded-md border border-slate-line bg-slate-mist ${focusRing}`}
            >
              <img
                src={photo.thumbnail}
                alt=""
                width={Math.min(photo.width, 480)}
                height={Math.round((Math.min(photo.width, 480) * photo.height) / photo.width)}
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-slate-mist object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <Dialog
          open
          onOpenChange={(next) => !next && setOpen(undefined)}
          title={text.consoleFull((open ?? 0) + 1)}
          description={shown.filename}
          wide
        >
          <a href={shown.full} target="_blank" rel="noopener">
            <img
              src={shown.full}
              alt={text.consoleFull((open ?? 0) + 1)}
              width={shown.width}
              height={shown.height}
              decoding="async"
              style={{ aspectRatio: `${shown.width} / ${shown.height}` }}
              className="h-auto max-h-[70vh] w-full bg-slate-mist object-contain"
            />
          </a>
        </Dialog>
      )}
    </>
  );
}
