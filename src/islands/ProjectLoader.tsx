/**
 * The /portfolio/{slug} not-found page: renders the project if it was published since the last
 * build ('Loading project details...' meanwhile, else 'Project Not Found').
 */
import type { PublicProject } from "../shared/portfolio";
import { FreshlyPublished } from "./blog/FreshlyPublished";
import { ProjectView } from "./portfolio/ProjectView";

async function loadProject(slug: string): Promise<PublicProject | null> {
  const response = await fetch(`/api/projects/${slug}`, { credentials: "include" });
  return response.ok ? ((await response.json()) as PublicProject) : null;
}

export default function ProjectLoader() {
  return (
    <FreshlyPublished section="portfolio" load={loadProject} render={(project) => <ProjectView project={project} />} />
  );
}
