/**
 * Upload one photo with its alt text (required). The server's answer decides what is refused
 * (type, size, a file that is not what it claims); its message is shown beside the file input.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type SyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../shared/api";
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, MEDIA_MAX_BYTES, type MediaItem } from "../../../shared/media";
import {
  photoUploadFormSchema,
  type PhotoUploadInput,
  type PhotoUploadValues,
} from "../../../shared/schemas/media-form";
import { mediaStrings as text } from "../../../shared/strings/media";
import { TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { useUploadPhoto } from "./media.api";

function messageOf(error: ApiError): string {
  try {
    return (JSON.parse(error.body) as { error?: string }).error ?? error.message;
  } catch {
    return error.message;
  }
}

export function UploadPhotoForm({ onUploaded }: { onUploaded?: (photo: MediaItem) => void }) {
  const id = useId();
  const upload = useUploadPhoto();
  const form = useForm<PhotoUploadValues, unknown, PhotoUploadInput>({
    resolver: zodResolver(photoUploadFormSchema),
    defaultValues: { alt: "" },
  });
  const { errors } = form.formState;

  const send = form.handleSubmit(({ file, alt }) => {
    const photo = file[0]!;
    if (photo.size > MEDIA_MAX_BYTES) return form.setError("file", { message: text.tooLarge });
    upload.mutate(
      { file: photo, alt },
      {
        onSuccess: (item) => {
          form.reset({ alt: "" });
          onUploaded?.(item);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fields = error.fields;
          if (fields?.alt) form.setError("alt", { message: fields.alt });
          // Focus goes to the refused field: the Upload button lost it when it was disabled, and
          // focus left on the body is outside the dialog for keyboard and screen-reader users.
          form.setError("file", { message: fields?.file ?? messageOf(error) }, { shouldFocus: true });
        },
      },
    );
  });
  // The dialog is portalled out of the post form in the DOM, but React still bubbles its submit there.
  const onSubmit = (event: SyntheticEvent) => {
    event.stopPropagation();
    void send(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-md border border-slate-line bg-white p-4">
      <h3 className="font-semibold text-slate-ink">{text.uploadHeading}</h3>
      <TextField
        id={`${id}-file`}
        label={text.fileLabel}
        type="file"
        accept={MEDIA_ACCEPT}
        required
        hint={text.fileHint}
        error={errors.file?.message}
        registration={form.register("file")}
      />
      <TextField
        id={`${id}-alt`}
        label={text.altLabel}
        required
        maxLength={MEDIA_ALT_MAX}
        hint={text.altHint}
        error={errors.alt?.message}
        registration={form.register("alt")}
      />
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? text.uploading : text.upload}
        </Button>
      </div>
    </form>
  );
}
