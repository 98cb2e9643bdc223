/** One project in the Projects table: title and slug, location, status (or its schedule), completion, edit. */
import { formatDateTime, formatShortDate } from "../../../shared/format";
import { optionOf, projectStatusOptions } from "../../../shared/options";
import type { AdminProject } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { OptionBadge } from "../../ui/Badge";
import { focusRing } from "../../ui/Button";
import { cellClass, rowClass, wideCellClass } from "../common/DataTable";
import { RowEditLink } from "../common/RowEditLink";
import { adminPaths, Link } from "../router";

const text = projectStrings.list;

const isScheduled = (project: AdminProject) =>
  project.status === "published" && project.publishedAt !== null && new Date(project.publishedAt) > new Date();

export function ProjectRow({ project }: { project: AdminProject }) {
  return (
    <tr className={rowClass}>
      <td className={`max-w-sm ${wideCellClass}`}>
        {/* The title opens the editor too: on a phone the table scrolls and the edit button starts off-screen. */}
        <Link
          to={adminPaths.editProject(project.id)}
          className={`font-semibold text-slate-ink underline-offset-2 hover:underline ${focusRing}`}
        >
          {project.title}
        </Link>
        <p className="mt-1 text-slate-mid">/{project.slug}</p>
      </td>
      <td className={`${cellClass} text-slate-deep`}>{project.location}</td>
      <td className={cellClass}>
        <OptionBadge option={optionOf(projectStatusOptions, project.status)} />
        {isScheduled(project) && (
          <p className="mt-1 text-xs text-slate-mid">{text.scheduled(formatDateTime(project.publishedAt))}</p>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-deep`}>{formatShortDate(project.completedAt)}</td>
      <td className={`${wideCellClass} md:align-top`}>
        <div className="flex justify-end">
          <RowEditLink to={adminPaths.editProject(project.id)} label={text.editProject(project.title)} />
        </div>
      </td>
    </tr>
  );
}
