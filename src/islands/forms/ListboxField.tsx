/**
 * A choice from a list in the shared listbox (src/islands/ui/Select), bound to a react-hook-form
 * field: the console's forms use it where a native <select> cannot be styled or announced alike.
 */
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import type { Option } from "../../shared/options";
import { Select } from "../ui/Select";
import { describedBy, Field, type FieldFrameProps } from "./Field";

interface ListboxFieldProps<T extends FieldValues, TOutput> extends Omit<FieldFrameProps, "error"> {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  options: readonly Option[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

export function ListboxField<T extends FieldValues, TOutput>({
  control,
  name,
  options,
  placeholder,
  disabled,
  className = "w-full sm:w-80",
  ...frame
}: ListboxFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Field {...frame} error={error}>
      <Select
        id={frame.id}
        value={(field.value as string | undefined) || undefined}
        onValueChange={field.onChange}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={describedBy(frame.id, error, frame.hint)}
        className={className}
        size="field"
      />
    </Field>
  );
}
