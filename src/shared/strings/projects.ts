/**
 * Every user-visible string of the console's Projects screens (list, form, gallery fields) and
 * the project form's messages, shared by the form, the admin API and the tests.
 */
import { projectStatusOptions } from "../options";

export const projectFormMessages = {
  titleRequired: "Title is required",
  slugTaken: "This slug is already used by another project",
  imageRequired: "Enter the image's address",
  altRequired: "Describe the photo for people who cannot see it",
  projectTypeInvalid: "Choose the project type from the list",
  galleryMax: (count: number) => `A gallery holds at most ${count} photos`,
} as const;

export const projectStrings = {
  nav: "Projects",
  list: {
    title: "Projects",
    intro: "The portfolio's finished jobs: drafts, scheduled and published.",
    newProject: "New Project",
    searchLabel: "Search projects",
    searchPlaceholder: "Search by title, location or type...",
    statusLabel: "Filter by status",
    allStatuses: "All Statuses",
    tableLabel: "Projects table, scrolls sideways",
    columns: { title: "Title", location: "Location", status: "Status", completed: "Completed", actions: "Actions" },
    scheduled: (when: string) => `Scheduled for ${when}`,
    noProjects: "No projects match your filters.",
    editProject: (title: string) => `Edit "${title}"`,
    loading: "Loading projects...",
  },
  form: {
    newTitle: "New Project",
    editTitle: "Edit Project",
    loading: "Loading project...",
    notFound: "Project Not Found",
    notFoundText: "The project you're trying to edit doesn't exist or has been deleted.",
    returnToProjects: "Return to Projects",
    fields: {
      title: "Title",
      slug: "URL Slug",
      slugHint:
        "Generated from the title while you create the project; renaming a published one keeps its old link working.",
      description: "Description",
      descriptionHint: "A sentence or two shown on the portfolio card.",
      content: "Content",
      location: "Location",
      projectType: "Project Type",
      projectTypePlaceholder: "Choose a type",
      completedAt: "Completed",
      status: "Status",
    },
    cancel: "Cancel",
    save: "Save Project",
    saving: "Saving...",
    delete: "Delete",
    confirmDeleteTitle: "Delete this project?",
    confirmDeleteText: (title: string) =>
      `"${title}" will be removed for good. If it is published, it disappears from the public portfolio.`,
  },
  images: {
    featuredHeading: "Featured Image",
    galleryHeading: "Project Gallery",
  },
  statusOptions: projectStatusOptions,
  toasts: {
    saved: "Project saved successfully",
    saveFailed: "Failed to save project",
    deleted: "Project deleted successfully",
    deleteFailed: "Failed to delete project",
  },
} as const;
