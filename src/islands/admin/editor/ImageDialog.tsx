/**
 * The editor's own image picker until the media library is connected: a path on this site (the
 * CSP allows only images from 'self') and the alternative text every image needs.
 */
import { useId, useState, type SubmitEvent } from "react";
import { isSiteImagePath } from "../../../shared/rich-text-policy";
import { editorStrings } from "../../../shared/strings/editor";
import { controlAria, Field } from "../../forms/Field";
import { controlClass } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";

const text = editorStrings.imageDialog;

export interface PickedImage {
  src: string;
  alt: string;
}

interface Props {
  open: boolean;
  onPick: (image: PickedImage | null) => void;
}

export function ImageDialog({ open, onPick }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onPick(null)}
      title={text.title}
      description={text.description}
    >
      {open && <ImageForm onPick={onPick} />}
    </Dialog>
  );
}

function ImageForm({ onPick }: Pick<Props, "onPick">) {
  const id = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found = {
      src: isSiteImagePath(src) ? undefined : text.invalidSrc,
      alt: alt.trim() ? undefined : text.altRequired,
    };
    setErrors(found);
    if (found.src) document.getElementById(`${id}-src`)?.focus();
    else if (found.alt) document.getElementById(`${id}-alt`)?.focus();
    else onPick({ src: src.trim(), alt: alt.trim() });
  };
  const input = (name: "src" | "alt", value: string, set: (value: string) => void, hint: string) => (
    <Field id={`${id}-${name}`} label={text[name]} required error={errors[name]} hint={hint}>
      <input
        className={controlClass}
        value={value}
        onChange={(event) => set(event.target.value)}
        autoComplete="off"
        {...controlAria({ id: `${id}-${name}`, required: true, error: errors[name], hint })}
      />
    </Field>
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {input("src", src, setSrc, text.srcHint)}
      {input("alt", alt, setAlt, text.altHint)}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onPick(null)}>
          {text.cancel}
        </Button>
        <Button type="submit">{text.insert}</Button>
      </div>
    </form>
  );
}
