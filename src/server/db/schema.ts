/**
 * The Kysely `Database` interface: one table type per business entity, plus the tables the
 * product needs beyond them (outbox here; idempotency keys, rate-limit buckets and rebuild
 * requests in job-tables.ts). Column names are camelCase here and snake_case in SQL
 * (CamelCasePlugin).
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { AdminLeadSource, StoredBlogPostFields, StoredContactFields } from "../../shared/schemas/admin";
import type { StoredQuoteFields } from "../../shared/schemas/quote-fields";
import type {
  BlogPostStatus,
  ContactStatus,
  FollowUpStatus,
  OutboxStatus,
  ProjectStatus,
  QuotePhase,
  QuoteStatus,
} from "../../shared/options";

import type {
  CreatedAt,
  IdempotencyKeysTable,
  JobRunsTable,
  RateLimitBucketsTable,
  RebuildRequestsTable,
  Timestamp,
} from "./job-tables";
import type { UserRecoveryCodesTable, UserSecondFactorsTable } from "./second-factor-tables";
import type { PasswordResetsTable, SessionsTable, UsersTable } from "./account-tables";
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** First-touch lead source, stored with contacts and quotes (the admin reads the same columns). */
export type LeadSourceColumns = AdminLeadSource;

/** Spam screening result: suspected spam is kept, flagged, so a real lead can be rescued. */
export interface SpamColumns {
  isSpam: Generated<boolean>;
  spamReason: string | null;
}

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

export interface ProjectsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  description: string | null;
  content: string | null;
  location: string | null;
  projectType: string | null;
  featuredImage: string | null;
  featuredImageAlt: string | null;
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

export interface ContactSubmissionsTable extends LeadSourceColumns, SpamColumns, StoredContactFields {
  id: Generated<number>;
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>;
  /** The admin's private notes. */
  notes: string | null;
  /** When an admin marked a flagged contact "Not spam"; spamReason stays as the history. */
  spamClearedAt: NullableTimestamp;
  /** Generated: lower-cased name, e-mail, phone (as typed and as digits) and message; never written. */
  searchText: ColumnType<string, never, never>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface QuotesTable
  extends LeadSourceColumns, SpamColumns, Omit<StoredQuoteFields, "urgency" | "preferredContactMethod"> {
  id: Generated<number>;
  urgency: Generated<string>;
  preferredContactMethod: Generated<string>;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  phase: ColumnType<QuotePhase, QuotePhase | undefined, QuotePhase>;
  /** numeric(12,2): read as a string to keep cents exact. */
  estimatedValue: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  notes: string | null;
  assignedTo: string | null;
  lastContactDate: NullableTimestamp;
  scheduledDate: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface QuoteFollowUpsTable {
  id: Generated<number>;
  quoteId: number;
  phase: QuotePhase;
  status: ColumnType<FollowUpStatus, FollowUpStatus | undefined, FollowUpStatus>;
  emailSent: Generated<boolean>;
  emailSentAt: NullableTimestamp;
  scheduledFor: NullableTimestamp;
  notes: string | null;
  customMessage: string | null;
  createdAt: CreatedAt;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  name: string;
  subject: string;
  htmlContent: string;
  textContent: string | null;
  templateType: string;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** Every e-mail is a row here first; a sender claims, sends and marks it, so none is lost or sent twice. */
export interface EmailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  fromAddress: string | null;
  replyTo: string | null;
  subject: string;
  htmlBody: string;
  textBody: string;
  tag: string | null;
  contactSubmissionId: number | null;
  quoteId: number | null;
  quoteFollowUpId: number | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedAt: NullableTimestamp;
  lastError: string | null;
  providerMessageId: string | null;
  sentAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** An uploaded photo; its files are in Netlify Blobs under `key` (src/server/media/media.store.ts). */
export interface MediaTable {
  id: Generated<number>;
  key: string;
  alt: string;
  filename: string;
  width: number;
  height: number;
  /** Size of the uploaded file. */
  bytes: number;
  /** The uploaded file's type (what was sniffed, not what the browser declared). */
  contentType: string;
  uploadedBy: string | null;
  createdAt: CreatedAt;
}

/** First result of a write, replayed for a retried request with the same key. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  blogPosts: BlogPostsTable;
  projects: ProjectsTable;
  contactSubmissions: ContactSubmissionsTable;
  quotes: QuotesTable;
  quoteFollowUps: QuoteFollowUpsTable;
  emailTemplates: EmailTemplatesTable;
  emailOutbox: EmailOutboxTable;
  idempotencyKeys: IdempotencyKeysTable;
  rateLimitBuckets: RateLimitBucketsTable;
  rebuildRequests: RebuildRequestsTable;
  userSecondFactors: UserSecondFactorsTable;
  userRecoveryCodes: UserRecoveryCodesTable;
  passwordResets: PasswordResetsTable;
  slugRedirects: SlugRedirectsTable;
  jobRuns: JobRunsTable;
  media: MediaTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Category = Selectable<CategoriesTable>;
export type BlogPost = Omit<Selectable<BlogPostsTable>, "searchVector" | "searchRankVector">;
export type NewBlogPost = Insertable<BlogPostsTable>;
export type BlogPostUpdate = Updateable<BlogPostsTable>;
export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
export type ContactSubmission = Omit<Selectable<ContactSubmissionsTable>, "searchText">;
export type NewContactSubmission = Insertable<ContactSubmissionsTable>;
export type Quote = Selectable<QuotesTable>;
export type NewQuote = Insertable<QuotesTable>;
export type QuoteFollowUp = Selectable<QuoteFollowUpsTable>;
export type EmailTemplate = Selectable<EmailTemplatesTable>;
export type OutboxMessage = Selectable<EmailOutboxTable>;
export type NewOutboxMessage = Insertable<EmailOutboxTable>;
