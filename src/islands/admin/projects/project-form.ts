/**
 * The project form's values and how they become the API's input: the shared project schema
 * validates the result, so the form and the API refuse the same projects with the same messages.
 */
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod/mini";
import { fromDateTimeLocal, isoDate, toDateTimeLocal } from "../../../shared/format";
import { projectStatuses, type ProjectStatus } from "../../../shared/options";
import { projectFormSchema, type AdminProject, type ProjectInput } from "../../../shared/schemas/project";

export interface ProjectFormValues {
  title: string;
  slug: string;
  description: string;
  content: string;
  location: string;
  projectType: string;
  /** YYYY-MM-DD, or "". */
  completedAt: string;
  status: ProjectStatus;
  /** A datetime-local value in the admin's zone, or "". */
  publishedAt: string;
  featuredImage: string;
  featuredImageAlt: string;
  images: { src: string; alt: string }[];
}
export type ProjectFormField = keyof ProjectFormValues;

export const emptyProject: ProjectFormValues = {
  title: "",
  slug: "",
  description: "",
  content: "",
  location: "",
  projectType: "",
  completedAt: "",
  status: "draft",
  publishedAt: "",
  featuredImage: "",
  featuredImageAlt: "",
  images: [],
};

export function projectFormValuesOf(project: AdminProject): ProjectFormValues {
  return {
    title: project.title,
    slug: project.slug,
    description: project.description ?? "",
    content: project.content ?? "",
    location: project.location ?? "",
    projectType: project.projectType ?? "",
    completedAt: project.completedAt ? isoDate(project.completedAt) : "",
    status: project.status,
    publishedAt: toDateTimeLocal(project.publishedAt),
    featuredImage: project.featuredImage ?? "",
    featuredImageAlt: project.featuredImageAlt ?? "",
    images: project.images.map(({ src, alt }) => ({ src, alt })),
  };
}

const text = z.string();

/** Empty optional fields are sent as null; the publication time as an instant. */
export const projectFormValuesSchema = z.pipe(
  z.pipe(
    z.object({
      title: text,
      slug: text,
      description: text,
      content: text,
      location: text,
      projectType: text,
      completedAt: text,
      status: z.enum(projectStatuses),
      publishedAt: text,
      featuredImage: text,
      featuredImageAlt: text,
      images: z.array(z.object({ src: text, alt: text })),
    }),
    z.transform((values): z.input<typeof projectFormSchema> => ({
      ...values,
      description: values.description || null,
      content: values.content || null,
      location: values.location || null,
      // Checked against the list by projectFormSchema next.
      projectType: (values.projectType || null) as ProjectInput["projectType"],
      completedAt: values.completedAt || null,
      publishedAt: fromDateTimeLocal(values.publishedAt),
      featuredImage: values.featuredImage || null,
      featuredImageAlt: values.featuredImageAlt || null,
    })),
  ),
  projectFormSchema,
);

/** What the form's field groups receive. */
export interface ProjectFieldsProps {
  form: UseFormReturn<ProjectFormValues, unknown, ProjectInput>;
  /** The control id of a field (unique per form); gallery fields are named "images.0.src". */
  fieldId: (name: string) => string;
}
