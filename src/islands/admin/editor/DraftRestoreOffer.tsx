/** 'You have unsaved changes from {time}. Restore / Discard': offered above the form, never blocking it. */
import { editorStrings } from "../../../shared/strings/editor";
import { Button } from "../../ui/Button";

const text = editorStrings.draft;

interface Props {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

export function DraftRestoreOffer({ savedAt, onRestore, onDiscard }: Props) {
  return (
    <section
      aria-label={text.regionLabel}
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-copper-dark bg-paper-deep p-4"
    >
      <p role="alert" className="text-sm font-semibold text-slate-ink">
        {text.offer(savedAt)}
      </p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onDiscard}>
          {text.discard}
        </Button>
        <Button onClick={onRestore}>{text.restore}</Button>
      </div>
    </section>
  );
}
