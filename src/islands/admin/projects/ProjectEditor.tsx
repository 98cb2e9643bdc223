/** The project form screen: a new project, or an existing one once it has loaded ('Project Not Found' if it is gone). */
import { ApiError } from "../../../shared/api";
import { projectStrings } from "../../../shared/strings/projects";
import { buttonClass } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { adminPaths, Link } from "../router";
import { ProjectForm } from "./ProjectForm";
import { useProject } from "./projects.api";

const text = projectStrings.form;

export function ProjectEditor({ projectId }: { projectId?: number }) {
  const project = useProject(projectId);
  if (projectId === undefined) return <ProjectForm />;
  if (project.isPending) return <LoadingState label={text.loading} />;
  if (project.isError && !(project.error instanceof ApiError && [400, 404].includes(project.error.status))) {
    return <LoadError error={project.error} padded />;
  }
  if (!project.data) {
    return (
      <section className="py-16 text-center">
        <h1 className="font-serif text-4xl text-slate-ink">{text.notFound}</h1>
        <p className="mt-4 text-slate-mid">{text.notFoundText}</p>
        <Link to={adminPaths.projects} className={buttonClass("primary", "mt-8")}>
          {text.returnToProjects}
        </Link>
      </section>
    );
  }
  return <ProjectForm project={project.data} />;
}
