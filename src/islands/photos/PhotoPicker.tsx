/**
 * Choosing photos: a file input that takes several at once (and the camera on a phone), inside a
 * zone that also takes photos dropped on it. The input is visually hidden behind its label, which
 * looks like a button and shows the input's keyboard focus.
 */
import { useState, type ReactNode } from "react";

interface PhotoPickerProps {
  id: string;
  label: string;
  hint: string;
  accept: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}

export function PhotoPicker({ id, label, hint, accept, disabled, onFiles, children }: PhotoPickerProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled)
          onFiles([...event.dataTransfer.files].filter((file) => file.type.startsWith("image/") || !file.type));
      }}
      data-drop-zone=""
      className={`grid gap-2 rounded-md border-2 border-dashed p-4 ${over ? "border-copper-dark bg-paper-deep" : "border-slate-line"}`}
    >
      <div>
        <input
          id={id}
          type="file"
          accept={accept}
          multiple
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          className="peer sr-only"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
        <label
          htmlFor={id}
          className={
            "inline-flex min-h-11 cursor-pointer items-center rounded-md bg-slate-ink px-4 py-2 text-sm font-semibold text-white hover:bg-slate-deep peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-copper-dark"
          }
        >
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-mid">
        {hint}
      </p>
      {children}
    </div>
  );
}
