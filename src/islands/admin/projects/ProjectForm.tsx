/**
 * The project form: details, content, featured image and gallery in one react-hook-form
 * validated by the shared project schema. A field to fix (from the browser's check or the
 * server's) takes the cursor; Save goes back to the list, Delete asks first.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type BaseSyntheticEvent } from "react";
import type { AdminProject, ProjectInput } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { Button } from "../../ui/Button";
import { SubmitButton } from "../../ui/SubmitButton";
import { ConfirmDeleteDialog } from "../common/ConfirmDeleteDialog";
import { EditorScreen } from "../common/EditorScreen";
import { useEditorForm } from "../common/useEditorForm";
import { adminPaths, navigate } from "../router";
import { ProjectContentField } from "./ProjectContentField";
import { ProjectDetailsFields } from "./ProjectDetailsFields";
import { ProjectImagesFields } from "./ProjectImagesFields";
import { emptyProject, projectFormValuesOf, projectFormValuesSchema, type ProjectFormValues } from "./project-form";
import { useDeleteProject, useSaveProject } from "./projects.api";

const text = projectStrings.form;

export function ProjectForm({ project }: { project?: AdminProject }) {
  const editing = project !== undefined;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveProject(project?.id);
  const deleteProject = useDeleteProject();
  const { form, safety, fieldId, revealInvalid, revealServerErrors } = useEditorForm<ProjectFormValues, ProjectInput>(
    "project",
    project?.id,
    zodResolver(projectFormValuesSchema),
    project ? projectFormValuesOf(project) : emptyProject,
  );

  const validateAndSave = form.handleSubmit(
    (input) =>
      save.mutate(input, {
        onSuccess: () => {
          safety.saved();
          navigate(adminPaths.projects);
        },
        onError: revealServerErrors,
      }),
    revealInvalid,
  );
  const submit = (event: BaseSyntheticEvent) => {
    // The text is in the browser before the request goes: a 401 answer cannot lose it.
    safety.flush();
    return validateAndSave(event);
  };
  const fields = { form, fieldId };

  return (
    <EditorScreen
      title={editing ? text.editTitle : text.newTitle}
      safety={safety}
      onSubmit={(event) => void submit(event)}
      cancel={{ to: adminPaths.projects, label: text.cancel }}
      actionsBefore={
        editing && (
          <Button variant="danger" className="mr-auto" onClick={() => setConfirmDelete(true)}>
            {text.delete}
          </Button>
        )
      }
      actions={<SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.saving} />}
      after={
        project && (
          <ConfirmDeleteDialog
            item={confirmDelete ? project : null}
            deletion={deleteProject}
            text={{ ...text, confirmDelete: text.delete }}
            onClose={() => setConfirmDelete(false)}
            onDeleted={() => {
              safety.saved();
              navigate(adminPaths.projects);
            }}
          />
        )
      }
    >
      <div className="grid gap-5">
        <ProjectDetailsFields {...fields} slugFollowsTitle={!editing} />
        <ProjectContentField {...fields} />
      </div>
      <ProjectImagesFields {...fields} />
    </EditorScreen>
  );
}
