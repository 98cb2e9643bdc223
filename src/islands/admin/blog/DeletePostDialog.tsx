/** Asks before a post is deleted for good; closes once the deletion has settled. */
import type { AdminBlogPost } from "../../../shared/schemas/admin";
import { adminStrings } from "../../../shared/strings/admin";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { useDeletePost } from "../api";

const text = adminStrings.dashboard;

export function DeletePostDialog({ post, onClose }: { post: AdminBlogPost | null; onClose: () => void }) {
  const deletePost = useDeletePost();
  return (
    <Dialog
      open={post !== null}
      onOpenChange={(open) => !open && !deletePost.isPending && onClose()}
      title={text.confirmDeleteTitle}
      description={post ? text.confirmDeleteText(post.title) : ""}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={deletePost.isPending}>
          {text.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={deletePost.isPending}
          onClick={() => post && deletePost.mutate(post.id, { onSettled: onClose })}
        >
          {text.confirmDelete}
        </Button>
      </div>
    </Dialog>
  );
}
