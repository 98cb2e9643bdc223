/** Build-time data for the portfolio pages: published projects only. */
import type { PublicProject } from "../../shared/portfolio";
import { withDb } from "../db/client";
import { listPublicProjects } from "./projects.service";

export function loadPortfolio(): Promise<PublicProject[]> {
  return withDb(listPublicProjects);
}
