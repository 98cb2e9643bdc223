/**
 * The /portfolio/{slug} not-found page: renders the project if it was published since the last
 * build ('Loading project details...' meanwhile, else 'Project Not Found').
 */
import { portfolioText, type PublicProject } from "../shared/portfolio";
import { LoadingMessage, NotFoundMessage } from "./blog/NotFoundMessage";
import { useFreshlyPublished } from "./blog/useFreshlyPublished";
import { ProjectView } from "./portfolio/ProjectView";

async function loadProject(slug: string): Promise<PublicProject | null> {
  const response = await fetch(`/api/projects/${slug}`, { credentials: "include" });
  return response.ok ? ((await response.json()) as PublicProject) : null;
}

export default function ProjectLoader() {
  const state = useFreshlyPublished("portfolio", loadProject);
  if (state.status === "loading") return <LoadingMessage text={portfolioText.loadingProject} />;
  if (state.status === "missing") {
    return (
      <NotFoundMessage
        title={portfolioText.projectNotFound}
        text={portfolioText.projectNotFoundText}
        linkLabel={portfolioText.returnToPortfolio}
        href="/portfolio"
      />
    );
  }
  return <ProjectView project={state.item} />;
}
