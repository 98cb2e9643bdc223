/**
 * A console list's search box. Its label is for screen readers only: the placeholder and the
 * filters around it say what it searches for sighted users. Callers place it (alone in a flex
 * cell, or beside a Search button in a search form).
 */
import type { InputHTMLAttributes } from "react";
import { controlClass } from "../../forms/fields";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "value" | "onChange"> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

export function SearchInput({ id, label, value, onValueChange, ...input }: Props) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={controlClass}
        {...input}
      />
    </>
  );
}
