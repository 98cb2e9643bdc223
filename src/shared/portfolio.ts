/**
 * The portfolio's public contract, shared by the API, the static pages and the not-found
 * island: the visitor-facing strings, the JSON shape of the projects API and the default image.
 */
import { formatMonthYear } from "./format";

export const portfolioText = {
  title: "Our Portfolio",
  intro:
    "Restorations, new slate roofs and repairs across northern New Jersey and the Hudson Valley, each documented from first inspection to final copper detail.",
  loadingProjects: "Loading projects...",
  noProjectsFound: "No Projects Found",
  noProjectsText: "Check back soon for our latest completed projects.",
  viewDetails: "View Details",
  loadingProject: "Loading project details...",
  projectNotFound: "Project Not Found",
  projectNotFoundText: "The project you're looking for doesn't exist or has been moved.",
  returnToPortfolio: "Return to Portfolio",
  backToPortfolio: "Back to Portfolio",
  gallery: "Project Gallery",
  information: "Project Information",
  location: "Location",
  projectType: "Project Type",
  completed: "Completed",
  startYourProject: "Start Your Project",
  startYourProjectText: "Tell us about your roof and we will arrange a free inspection and a written proposal.",
  statProjects: "Projects Completed",
  statYears: "Years of Experience",
  statSatisfaction: "Client Satisfaction",
  statWarrantyClaims: "Warranty Claims",
} as const;

/** Shown when a project has no featured image; sized to avoid layout shift. */
export const DEFAULT_PROJECT_IMAGE = { src: "/images/project-default.svg", width: 1200, height: 800 } as const;

/** A project's featured image, or the stock illustration, with the size that reserves its space. */
export function featuredImageOf(project: { featuredImage: string | null }) {
  const { width, height } = DEFAULT_PROJECT_IMAGE;
  return { src: project.featuredImage ?? DEFAULT_PROJECT_IMAGE.src, width, height };
}

export interface PublicProject {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  content: string | null;
  location: string | null;
  projectType: string | null;
  featuredImage: string | null;
  images: string[];
  completedAt: string | null;
  updatedAt: string;
}

export function completionYear(iso: string | null): string | null {
  return iso ? String(new Date(iso).getUTCFullYear()) : null;
}

/** "September 2024": the month and year a project was completed. */
export function completionMonthYear(iso: string | null): string | null {
  return iso ? formatMonthYear(iso) : null;
}

export const projectPath = (slug: string) => `/portfolio/${slug}`;
