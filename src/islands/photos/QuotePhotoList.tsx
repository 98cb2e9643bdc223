/**
 * The quote form's photos once one is chosen (loaded lazily by QuotePhotosSlot): each is resized
 * on the device and uploaded at once on its own request with the form token, with progress,
 * Retry and Remove. At most LEAD_PHOTO_MAX; removing an uploaded photo deletes it on the server.
 * Reports the uploaded photos' ids, and whether any is still on its way, to the form.
 */
import { useEffect, useRef, useState } from "react";
import { LEAD_PHOTO_MAX } from "../../shared/media";
import { quotePhotoStrings as text } from "../../shared/strings/photos";
import { PhotoRow } from "./PhotoRow";
import { usePhotoUploads } from "./usePhotoUploads";

const UPLOAD_URL = "/api/quote-photos";

/** The form token, waiting a little for the island's fetch of it when a photo comes first. */
async function tokenWhenReady(formToken: () => string | undefined): Promise<string | undefined> {
  for (let waited = 0; !formToken() && waited < 5000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return formToken();
}

interface QuotePhotoListProps {
  /** Every choice of photos so far, in order; each new batch is added once. */
  batches: readonly File[][];
  formToken: () => string | undefined;
  onChange: (ids: number[], uploading: boolean) => void;
}

export default function QuotePhotoList({ batches, formToken, onChange }: QuotePhotoListProps) {
  const uploads = usePhotoUploads<{ id: number }>({
    url: UPLOAD_URL,
    fields: async () => ({ formToken: await tokenWhenReady(formToken) }),
    autoUpload: true,
  });
  const [overLimit, setOverLimit] = useState(false);
  const taken = useRef(0);
  const count = useRef(0);
  count.current = uploads.items.length;

  useEffect(() => {
    for (const batch of batches.slice(taken.current)) {
      const room = Math.max(0, LEAD_PHOTO_MAX - count.current);
      setOverLimit(batch.length > room);
      uploads.add(batch.slice(0, room));
      count.current += Math.min(room, batch.length);
    }
    taken.current = batches.length;
  }, [batches, uploads]);

  const ids = uploads.items.flatMap((item) => (item.result ? [item.result.id] : []));
  const uploading = uploads.items.some((item) => item.status === "preparing" || item.status === "uploading");
  const idsKey = ids.join(",");
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    report.current(idsKey ? idsKey.split(",").map(Number) : [], uploading);
  }, [idsKey, uploading]);

  function remove(id: string, uploaded: { id: number } | undefined) {
    uploads.remove(id);
    setOverLimit(false);
    if (!uploaded) return;
    void fetch(`${UPLOAD_URL}/${uploaded.id}`, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ formToken: formToken() }),
    }).catch(() => undefined);
  }

  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={text.heading}>
        {uploads.items.map((item) => (
          <PhotoRow
            key={item.id}
            item={item}
            canRetry={uploads.canRetry(item.id)}
            onRetry={() => uploads.retry(item.id)}
            onRemove={() => remove(item.id, item.result)}
            removeDisabled={item.status === "uploading"}
          />
        ))}
      </ul>
      {overLimit && <p className="text-sm text-slate-deep">{text.limitReached}</p>}
    </>
  );
}
