/** Asks before an in-app move leaves unsaved changes behind (the tab's own prompt covers closing it). */
import { editorStrings } from "../../../shared/strings/editor";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";

const text = editorStrings.leave;

export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onStay()}
      title={text.title}
      description={text.description}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onLeave}>
          {text.leave}
        </Button>
        <Button onClick={onStay}>{text.stay}</Button>
      </div>
    </Dialog>
  );
}
