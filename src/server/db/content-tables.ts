/** Table types of the public content: blog posts and categories, projects and renamed slugs (see schema.ts). */
import type { ColumnType, Generated } from "kysely";
import type { StoredBlogPostFields } from "../../shared/schemas/admin";
import type { StoredProjectFields } from "../../shared/schemas/project";
import type { BlogPostStatus, ProjectStatus } from "../../shared/options";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  color: Generated<string>;
  createdAt: CreatedAt;
}

export interface BlogPostsTable extends StoredBlogPostFields {
  id: Generated<number>;
  status: ColumnType<BlogPostStatus, BlogPostStatus | undefined, BlogPostStatus>;
  authorId: string;
  publishedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  /** Generated tsvector (title A, excerpt B, tag-stripped content C); never written. */
  searchVector: ColumnType<string, never, never>;
  /** Generated tsvector of title (A) and excerpt (B) only, for cheap ranking; never written. */
  searchRankVector: ColumnType<string, never, never>;
}

export interface ProjectsTable extends StoredProjectFields {
  id: Generated<number>;
  /** jsonb: the gallery in order, `{ src, alt }` objects (bare URL strings from before issue 13). */
  images: ColumnType<StoredGalleryImage[], string | undefined, string>;
  status: ColumnType<ProjectStatus, ProjectStatus | undefined, ProjectStatus>;
  completedAt: NullableTimestamp;
  /** Set on first publish, or chosen ahead: public once the time has come (projects/published.ts). */
  publishedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** What a slug names: its public section is /blog for a post, /portfolio for a project. */
export type SlugRedirectKind = "post" | "project";

export type StoredGalleryImage = string | { src: string; alt: string };

/** The old address of a renamed published post or project; no from_slug is ever a to_slug. */
export interface SlugRedirectsTable {
  kind: SlugRedirectKind;
  fromSlug: string;
  toSlug: string;
  createdAt: CreatedAt;
}
