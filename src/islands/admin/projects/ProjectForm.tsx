/**
 * The project form: details, content, featured image and gallery in one react-hook-form
 * validated by the shared project schema. A field to fix (from the browser's check or the
 * server's) takes the cursor; Save goes back to the list, Delete asks first.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type BaseSyntheticEvent } from "react";
import type { AdminProject, ProjectInput } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { Button, buttonClass } from "../../ui/Button";
import { SubmitButton } from "../../ui/SubmitButton";
import { ConfirmDeleteDialog } from "../common/ConfirmDeleteDialog";
import { ScreenHeader } from "../common/ScreenHeader";
import { useEditorForm } from "../common/useEditorForm";
import { adminPaths, Link, navigate } from "../router";
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
    <div className="grid grid-cols-1 gap-8">
      <ScreenHeader title={editing ? text.editTitle : text.newTitle} />
      {safety.offer}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-6 rounded-lg border border-slate-line bg-white p-4 sm:p-6"
      >
        <div className="grid gap-5">
          <ProjectDetailsFields {...fields} slugFollowsTitle={!editing} />
          <ProjectContentField {...fields} />
        </div>
        <ProjectImagesFields {...fields} />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-line pt-4">
          {editing && (
            <Button variant="danger" className="mr-auto" onClick={() => setConfirmDelete(true)}>
              {text.delete}
            </Button>
          )}
          <Link to={adminPaths.projects} className={buttonClass("secondary")}>
            {text.cancel}
          </Link>
          <SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.saving} />
        </div>
      </form>
      {project && (
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
      )}
      {safety.dialogs}
    </div>
  );
}
