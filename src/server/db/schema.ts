/**
 * The Kysely `Database` interface, assembled from table types: leads here, the rest in files beside
 * it (account-tables.ts: users, sessions, password resets; content-tables.ts: posts, projects;
 * media-tables.ts: photos; mail-tables.ts: templates, outbox, newsletter; job-tables.ts: idempotency
 * keys, rate limits, rebuilds, job runs; intake-tables.ts: spent form tokens, automatic mail;
 * second-factor-tables.ts; proposal-tables.ts: proposals, signatures, settings; price-book-tables.ts). A new table gets its own file. Column names are camelCase here and
 * snake_case in SQL (CamelCasePlugin).
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { AdminLeadSource, StoredContactFields } from "../../shared/schemas/admin";
import type { StoredQuoteFields } from "../../shared/schemas/quote-fields";
import type { ContactStatus, FollowUpStatus, QuotePhase, QuoteStatus } from "../../shared/options";
import type { BlogPostsTable, CategoriesTable, ProjectsTable, SlugRedirectsTable } from "./content-tables";
import type { LeadPhotosTable, MediaTable } from "./media-tables";
import type {
  CreatedAt,
  IdempotencyKeysTable,
  DerivedVersionsTable,
  JobRunsTable,
  NullableTimestamp,
  RateLimitBucketsTable,
  RebuildRequestsTable,
  Timestamp,
} from "./job-tables";
import type { EmailOutboxTable, EmailTemplatesTable, NewsletterSubscribersTable } from "./mail-tables";
import type { IntakeTables } from "./intake-tables";
import type { ProposalTables } from "./proposal-tables";
import type { ChangeOrderTables } from "./change-order-tables";
import type { AlertTables } from "./alert-tables";
import type { FollowUpTables } from "./follow-up-tables";
import type { BookingTables } from "./booking-tables";
import type { ConversationTables } from "./conversation-tables";
import type { PriceBookTables } from "./price-book-tables";
import type { PaymentTables } from "./payment-tables";
import type { SmsTables } from "./sms-tables";
import type { PasswordResetsTable, SessionsTable, UsersTable } from "./account-tables";
import type { UserRecoveryCodesTable, UserSecondFactorsTable } from "./second-factor-tables";

export type {
  BlogPostsTable,
  CategoriesTable,
  ProjectsTable,
  SlugRedirectKind,
  SlugRedirectsTable,
  StoredGalleryImage,
} from "./content-tables";
export type { PasswordResetsTable, SessionsTable, UsersTable } from "./account-tables";
export type { LeadPhotosTable, MediaTable } from "./media-tables";
export type {
  EmailOutboxTable,
  EmailTemplatesTable,
  NewsletterSubscribersTable,
  OutboxAttachment,
  OutboxHeader,
} from "./mail-tables";

/** First-touch lead source, stored with contacts and quotes (the admin reads the same columns). */
export type LeadSourceColumns = AdminLeadSource;

/** Spam screening result: suspected spam is kept, flagged, so a real lead can be rescued. */
export interface SpamColumns {
  isSpam: Generated<boolean>;
  spamReason: string | null;
}

/**
 * The consent to texts a lead gave on its form, with its proof (docs/product.md#texts-consent-on-the-forms), and its phone in
 * E.164; false and nulls for a lead that gave none. Written once, when the lead is stored.
 */
export interface TextConsentColumns {
  phoneE164: string | null;
  textConsent: ColumnType<boolean, boolean | undefined, boolean>;
  textConsentVersion: string | null;
  textConsentAt: NullableTimestamp;
  textConsentIp: string | null;
  textConsentUserAgent: string | null;
}

/**
 * The time to first response in business hours (bigint, read as a string), measured once by the
 * reports (src/server/reports/response-times.ts); null until then.
 */
type FirstResponseBusinessMs = ColumnType<string | null, never, number | null>;

export interface ContactSubmissionsTable
  extends LeadSourceColumns, SpamColumns, TextConsentColumns, StoredContactFields {
  id: Generated<number>;
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>;
  /** The admin's private notes. */
  notes: string | null;
  /** When an admin marked a flagged contact "Not spam"; spamReason stays as the history. */
  spamClearedAt: NullableTimestamp;
  /** When the contact first left 'new' (speed to lead). */
  firstResponseAt: NullableTimestamp;
  firstResponseBusinessMs: FirstResponseBusinessMs;
  /** Generated: lower-cased name, e-mail, phone (as typed and as digits) and message; never written. */
  searchText: ColumnType<string, never, never>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface QuotesTable
  extends
    LeadSourceColumns,
    SpamColumns,
    TextConsentColumns,
    Omit<StoredQuoteFields, "urgency" | "preferredContactMethod"> {
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
  /** When the quote first left 'new', by a status change or an e-mail to the customer (speed to lead). */
  firstResponseAt: NullableTimestamp;
  firstResponseBusinessMs: FirstResponseBusinessMs;
  scheduledDate: NullableTimestamp;
  /** Won: when its proposal was signed, and the signed total in cents (decision 037). */
  wonAt: NullableTimestamp;
  wonValueCents: number | null;
  /** Lost: when its proposal was declined, and the customer's reason. */
  lostAt: NullableTimestamp;
  lostReason: string | null;
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

export interface Database
  extends
    IntakeTables,
    ProposalTables,
    ChangeOrderTables,
    PriceBookTables,
    PaymentTables,
    AlertTables,
    FollowUpTables,
    BookingTables,
    ConversationTables,
    SmsTables {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  categories: CategoriesTable;
  blogPosts: BlogPostsTable;
  projects: ProjectsTable;
  contactSubmissions: ContactSubmissionsTable;
  quotes: QuotesTable;
  quoteFollowUps: QuoteFollowUpsTable;
  emailTemplates: EmailTemplatesTable;
  emailOutbox: EmailOutboxTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  idempotencyKeys: IdempotencyKeysTable;
  rateLimitBuckets: RateLimitBucketsTable;
  rebuildRequests: RebuildRequestsTable;
  userSecondFactors: UserSecondFactorsTable;
  userRecoveryCodes: UserRecoveryCodesTable;
  slugRedirects: SlugRedirectsTable;
  jobRuns: JobRunsTable;
  media: MediaTable;
  leadPhotos: LeadPhotosTable;
  derivedVersions: DerivedVersionsTable;
}

/** The database handle every repository and service takes; a `Transaction<Database>` is one too. */
export type Db = Kysely<Database>;

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
