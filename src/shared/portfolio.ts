/**
 * The portfolio's public contract, shared by the API, the static pages and the not-found
 * island: the visitor-facing strings, the JSON shape of the projects API and the default image.
 */
import { formatMonthYear } from "./format";
import { imageFor, MEDIA_SIZES, type ResponsiveImage, type StoredPhoto } from "./media";

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

type ProjectImages = Pick<PublicProject, "title" | "featuredImage" | "images" | "photos">;

const photoMap = (project: ProjectImages) => new Map(project.photos.map((photo) => [photo.key, photo]));

/**
 * A project's featured image (a library photo with its srcset and alt text, or an older URL), or
 * the stock illustration (decorative: the card's text says what it shows), always with the size
 * that reserves its space.
 */
export function featuredImageOf(project: ProjectImages, sizes: string = MEDIA_SIZES.card): ResponsiveImage {
  const { width, height } = DEFAULT_PROJECT_IMAGE;
  return imageFor(project.featuredImage ?? DEFAULT_PROJECT_IMAGE.src, photoMap(project), sizes, {
    width,
    height,
    alt: "",
  });
}

/** The 'Project Gallery' images, in the project's order. */
export function galleryOf(project: ProjectImages): ResponsiveImage[] {
  const photos = photoMap(project);
  const { width, height } = DEFAULT_PROJECT_IMAGE;
  return project.images.map((src, index) =>
    imageFor(src, photos, MEDIA_SIZES.gallery, {
      width,
      height,
      alt: `${project.title}, photo ${index + 1} of ${project.images.length}`,
    }),
  );
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
  /** The library photos `featuredImage` and `images` name: their size and alt text (decision 034). */
  photos: StoredPhoto[];
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
