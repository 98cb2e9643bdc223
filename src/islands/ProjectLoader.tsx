/**
 * The /portfolio/{slug} not-found page: asks the API for the slug in the address and renders
 * the project if it was published since the last build (SPEC: 'Loading project details...',
 * else 'Project Not Found').
 */
import { useEffect, useState } from "react";
import { portfolioText, type PublicProject } from "../shared/portfolio";
import { BRAND_NAME } from "../shared/site";
import { LoadingMessage, NotFoundMessage, slugFromPath } from "./blog/NotFoundMessage";
import { ProjectView } from "./portfolio/ProjectView";

type State = { status: "loading" } | { status: "missing" } | { status: "found"; project: PublicProject };

export default function ProjectLoader() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const slug = slugFromPath(window.location.pathname, "portfolio");
    if (!slug) {
      setState({ status: "missing" });
      return;
    }
    fetch(`/api/projects/${slug}`, { credentials: "include" })
      .then(async (response) =>
        response.ok
          ? { status: "found" as const, project: (await response.json()) as PublicProject }
          : { status: "missing" as const },
      )
      .then(setState, () => setState({ status: "missing" }));
  }, []);

  useEffect(() => {
    if (state.status === "found") document.title = `${state.project.title} | ${BRAND_NAME}`;
  }, [state]);

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
  return <ProjectView project={state.project} />;
}
