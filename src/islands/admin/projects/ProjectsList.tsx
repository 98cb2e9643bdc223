/** The Projects screen: every project with its status, searchable and filtered by status. */
import { useMemo, useState } from "react";
import { projectStatusOptions, type ProjectStatus } from "../../../shared/options";
import type { AdminProject } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { buttonClass } from "../../ui/Button";
import { DataTable } from "../common/DataTable";
import { FilterSelect } from "../common/FilterSelect";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { SearchInput } from "../common/SearchInput";
import { ScreenHeader } from "../common/ScreenHeader";
import { adminPaths, Link } from "../router";
import { ProjectRow } from "./ProjectRow";
import { useProjects } from "./projects.api";

const text = projectStrings.list;

function matches(project: AdminProject, term: string, status: ProjectStatus | undefined): boolean {
  if (status && project.status !== status) return false;
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [project.title, project.slug, project.location, project.projectType].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

export function ProjectsList() {
  const projects = useProjects();
  const [term, setTerm] = useState("");
  const [status, setStatus] = useState<ProjectStatus>();
  const visible = useMemo(
    () => (projects.data ?? []).filter((project) => matches(project, term, status)),
    [projects.data, term, status],
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader
        title={text.title}
        intro={text.intro}
        action={
          <Link to={adminPaths.newProject} className={buttonClass("primary")}>
            {text.newProject}
          </Link>
        }
      />
      <section className="min-w-0 rounded-lg border border-slate-line bg-white p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="flex-1">
            <SearchInput
              id="project-search"
              label={text.searchLabel}
              value={term}
              onValueChange={setTerm}
              placeholder={text.searchPlaceholder}
            />
          </div>
          <FilterSelect
            label={text.statusLabel}
            allLabel={text.allStatuses}
            value={status}
            onChange={setStatus}
            options={projectStatusOptions}
            className="sm:w-56"
          />
        </div>
        {projects.isPending ? (
          <LoadingState label={text.loading} />
        ) : projects.isError ? (
          <LoadError error={projects.error} padded />
        ) : (
          <DataTable
            label={text.tableLabel}
            columns={Object.values(text.columns)}
            actions
            empty={visible.length === 0 && <p className="py-6 text-center text-slate-mid">{text.noProjects}</p>}
          >
            {visible.map((project) => (
              <ProjectRow key={project.id} project={project} />
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
