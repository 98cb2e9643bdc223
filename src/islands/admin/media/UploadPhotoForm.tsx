/**
 * Upload photos to the library: choose several at once or drop them on the zone; each is resized
 * in this browser (src/islands/photos/), gets its own alt text (required) and uploads on its own
 * request with its own progress, error and Retry. The server's answer decides what is refused
 * (type, a file that is not what it claims); its message shows on the photo's row.
 */
import { useId, useState, type SyntheticEvent } from "react";
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, UPLOAD_HEADER, type MediaItem } from "../../../shared/media";
import { mediaAltSchema } from "../../../shared/schemas/media-form";
import { mediaStrings as text } from "../../../shared/strings/media";
import { photoUploadStrings } from "../../../shared/strings/photos";
import { controlClass } from "../../forms/fields";
import { PhotoPicker } from "../../photos/PhotoPicker";
import { PhotoRow } from "../../photos/PhotoRow";
import { usePhotoUploads } from "../../photos/usePhotoUploads";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast";
import { mediaUrls, useLibraryRefresh } from "./media.api";

export function UploadPhotoForm({ onUploaded }: { onUploaded?: (photo: MediaItem) => void }) {
  const id = useId();
  const uploads = usePhotoUploads<MediaItem>({
    url: mediaUrls.library,
    headers: { [UPLOAD_HEADER.name]: UPLOAD_HEADER.value },
  });
  const refresh = useLibraryRefresh();
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [altErrors, setAltErrors] = useState<Record<string, string>>({});
  const sendable = uploads.items.filter(
    (item) => item.status === "ready" || (item.status === "failed" && uploads.canRetry(item.id)),
  );

  async function uploadOne(photoId: string, alt: string) {
    const photo = await uploads.send(photoId, { alt });
    if (!photo) return;
    uploads.remove(photoId);
    toast({ title: text.uploaded });
    await refresh();
    onUploaded?.(photo);
  }

  function uploadAll() {
    const errors: Record<string, string> = {};
    for (const item of sendable) {
      const alt = mediaAltSchema.safeParse(alts[item.id] ?? "");
      if (!alt.success) errors[item.id] = alt.error.issues[0]?.message ?? text.altRequired;
    }
    setAltErrors(errors);
    const firstInvalid = sendable.find((item) => errors[item.id]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid.id}-alt`)?.focus();
      return;
    }
    // One request per photo, two at a time: each stays small, and a slow one does not hold the rest.
    const queue = [...sendable];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await uploadOne(item.id, alts[item.id]!.trim());
    };
    void Promise.all([worker(), worker()]);
  }

  // The dialog is portalled out of the post form in the DOM, but React still bubbles its submit there.
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    uploadAll();
  };
  const busy = uploads.items.some((item) => item.status === "uploading");
  // Upload sends every photo at once: wait until each is resized.
  const preparing = uploads.items.some((item) => item.status === "preparing");

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-md border border-slate-line bg-white p-4">
      <h3 className="font-semibold text-slate-ink">{text.uploadHeading}</h3>
      <PhotoPicker
        id={`${id}-file`}
        label={text.fileLabel}
        hint={text.fileHint}
        accept={MEDIA_ACCEPT}
        onFiles={uploads.add}
      />
      {uploads.items.length > 0 && (
        <ul className="grid gap-2" aria-label={text.uploadHeading}>
          {uploads.items.map((item) => {
            const altId = `${id}-${item.id}-alt`;
            const error = altErrors[item.id];
            return (
              <PhotoRow
                key={item.id}
                item={item}
                canRetry={uploads.canRetry(item.id)}
                onRetry={() => void uploadOne(item.id, (alts[item.id] ?? "").trim())}
                onRemove={() => uploads.remove(item.id)}
              >
                <label htmlFor={altId} className="text-sm font-semibold text-slate-ink">
                  {text.altFor(item.name)}
                </label>
                <input
                  id={altId}
                  className={controlClass}
                  required
                  maxLength={MEDIA_ALT_MAX}
                  value={alts[item.id] ?? ""}
                  onChange={(event) => setAlts((current) => ({ ...current, [item.id]: event.target.value }))}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${altId}-hint${error ? ` ${altId}-error` : ""}`}
                />
                <p id={`${altId}-hint`} className="text-sm text-slate-mid">
                  {text.altHint}
                </p>
                {error && (
                  <p id={`${altId}-error`} className="text-sm text-red-800">
                    {error}
                  </p>
                )}
              </PhotoRow>
            );
          })}
        </ul>
      )}
      <div>
        <Button type="submit" disabled={busy || preparing || sendable.length === 0}>
          {busy ? text.uploading : preparing ? photoUploadStrings.preparing : text.upload}
        </Button>
      </div>
    </form>
  );
}
