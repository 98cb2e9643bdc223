/**
 * The publication pair of the post and project editors: the status, and "Publish at" (a local date
 * and time; a future one schedules the item). Each editor gives its own status list and label.
 */
import type { FieldErrors, Path, UseFormReturn } from "react-hook-form";
import type { Option } from "../../../shared/options";
import { publishingStrings } from "../../../shared/strings/publishing";
import { ListboxField } from "../../forms/ListboxField";
import { TextField } from "../../forms/fields";

interface PublicationValues {
  status: string;
  publishedAt: string;
}

interface Props<T extends PublicationValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  fieldId: (name: keyof PublicationValues) => string;
  statusLabel: string;
  statusOptions: readonly Option[];
  /** The status listbox's width (the listbox's own default when not given). */
  statusClassName?: string;
}

export function PublicationFields<T extends PublicationValues, TOutput>({
  form,
  fieldId,
  statusLabel,
  statusOptions,
  statusClassName,
}: Props<T, TOutput>) {
  // Both names exist on every T (PublicationValues); react-hook-form's paths cannot see that generically.
  const path = (name: keyof PublicationValues) => name as Path<T>;
  const errors = form.formState.errors as FieldErrors<PublicationValues>;
  return (
    <>
      <ListboxField
        id={fieldId("status")}
        label={statusLabel}
        control={form.control}
        name={path("status")}
        options={statusOptions}
        className={statusClassName}
      />
      <TextField
        id={fieldId("publishedAt")}
        label={publishingStrings.publishAt}
        type="datetime-local"
        hint={publishingStrings.publishAtHint}
        error={errors.publishedAt?.message}
        registration={form.register(path("publishedAt"))}
      />
    </>
  );
}
