/** Asks before a post or a project is deleted for good; closes once the deletion has settled. */
import type { UseMutationResult } from "@tanstack/react-query";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";

interface Props {
  /** What may go, by its title; null keeps the dialog closed. */
  item: { id: number; title: string } | null;
  /** The deletion, called with the item's id. */
  deletion: Pick<UseMutationResult<unknown, Error, number>, "mutate" | "isPending">;
  text: {
    confirmDeleteTitle: string;
    confirmDeleteText: (title: string) => string;
    cancel: string;
    confirmDelete: string;
  };
  onClose: () => void;
  onDeleted?: () => void;
}

export function ConfirmDeleteDialog({ item, deletion, text, onClose, onDeleted }: Props) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && !deletion.isPending && onClose()}
      title={text.confirmDeleteTitle}
      description={item ? text.confirmDeleteText(item.title) : ""}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={deletion.isPending}>
          {text.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={deletion.isPending}
          onClick={() => item && deletion.mutate(item.id, { onSuccess: onDeleted, onSettled: onClose })}
        >
          {text.confirmDelete}
        </Button>
      </div>
    </Dialog>
  );
}
