/** Asks before a project is deleted for good; closes once the deletion has settled. */
import type { AdminProject } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { useDeleteProject } from "./projects.api";

const text = projectStrings.form;

interface Props {
  project: AdminProject | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteProjectDialog({ project, onClose, onDeleted }: Props) {
  const deleteProject = useDeleteProject();
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => !open && !deleteProject.isPending && onClose()}
      title={text.confirmDeleteTitle}
      description={project ? text.confirmDeleteText(project.title) : ""}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={deleteProject.isPending}>
          {text.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={deleteProject.isPending}
          onClick={() => project && deleteProject.mutate(project.id, { onSuccess: onDeleted, onSettled: onClose })}
        >
          {text.delete}
        </Button>
      </div>
    </Dialog>
  );
}
