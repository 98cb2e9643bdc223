/** Asks for a link's address: only the kinds the sanitiser keeps (http(s), mailto, tel, a path on this site). */
import { useId, useState, type SubmitEvent } from "react";
import { isAllowedRichTextUrl } from "../../../shared/rich-text-policy";
import { editorStrings } from "../../../shared/strings/editor";
import { controlAria, Field } from "../../forms/Field";
import { controlClass } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";

const text = editorStrings.linkDialog;

interface Props {
  /** The link being edited, "" for a new one; undefined while closed. */
  href: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
  /** The editor takes the focus back when the dialog closes, however it closes. */
  onCloseAutoFocus: (event: Event) => void;
}

export function LinkDialog({ href, onApply, onRemove, onClose, onCloseAutoFocus }: Props) {
  return (
    <Dialog
      open={href !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={text.description}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {href !== undefined && <LinkForm href={href} onApply={onApply} onRemove={onRemove} onClose={onClose} />}
    </Dialog>
  );
}

function LinkForm({ href, onApply, onRemove, onClose }: Omit<Props, "onCloseAutoFocus"> & { href: string }) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [error, setError] = useState<string>();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    // The dialog sits in a portal, but React still bubbles its submit to the post form.
    event.stopPropagation();
    if (!isAllowedRichTextUrl(value)) return setError(text.invalidUrl);
    onApply(value.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field id={id} label={text.url} required error={error} hint={text.urlHint}>
        <input
          className={controlClass}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode="url"
          autoComplete="off"
          {...controlAria({ id, required: true, error, hint: text.urlHint })}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        {href && (
          <Button variant="secondary" onClick={onRemove}>
            {text.remove}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button type="submit">{text.apply}</Button>
      </div>
    </form>
  );
}
