/** A console list's filter: a select whose first choice ("All statuses", "Urgency: Any"…) means no filter. */
import type { Option } from "../../../shared/options";
import { Select } from "../../ui/Select";

/** The "no filter" choice's value; only the select sees it, callers get undefined. */
const ALL = "all";

interface Props<V extends string> {
  label: string;
  allLabel: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly Option<V>[];
  className?: string;
}

export function FilterSelect<V extends string>({ label, allLabel, value, onChange, options, className }: Props<V>) {
  return (
    <Select
      ariaLabel={label}
      value={value ?? ALL}
      onValueChange={(choice) => onChange(choice === ALL ? undefined : (choice as V))}
      options={[{ value: ALL, label: allLabel }, ...options]}
      className={className}
    />
  );
}
