/** "Publish at" of the post and project editors: a local date and time; a future one schedules the item. */
import type { UseFormRegisterReturn } from "react-hook-form";
import { publishingStrings } from "../../../shared/strings/publishing";
import { TextField } from "../../forms/fields";

export function PublishAtField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      id={id}
      label={publishingStrings.publishAt}
      type="datetime-local"
      hint={publishingStrings.publishAtHint}
      error={error}
      registration={registration}
    />
  );
}
