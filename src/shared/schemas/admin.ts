/**
 * Admin API bodies validated by the same zod schemas in the console and the functions,
 * and the JSON shapes the admin reads (dates as ISO strings).
 */
import "../zod-setup";
import { z } from "zod";
import type { StoredQuoteFields } from "./quote-fields";
import {
  contactStatuses,
  quotePhases,
  quoteStatuses,
  type BlogPostStatus,
  type ContactStatus,
  type FollowUpStatus,
  type OutboxStatus,
  type QuotePhase,
  type QuoteStatus,
} from "../options";
import { sendFollowUpFormSchema } from "./follow-up-form";
import type { LeadSourceFields } from "../lead-source-fields";
import type { AdminQuoteProposal } from "../proposals/admin-view";
import { forServer } from "./full-zod";
import { quoteDetailsSchema, quoteListFilterSchema } from "./quote-desk";

export { FOLLOW_UP_MESSAGE_MAX, type SendFollowUpInput } from "./follow-up-form";

const oneOf = (values: readonly string[]) => `Choose one of: ${values.join(", ")}`;

export const contactStatusUpdateSchema = z.object({
  status: z.enum(contactStatuses, { message: oneOf(contactStatuses) }),
});

export const quoteStatusUpdateSchema = z.object({
  status: z.enum(quoteStatuses, { message: oneOf(quoteStatuses) }),
});

export const quotePhaseUpdateSchema = z.object({
  phase: z.enum(quotePhases, { message: oneOf(quotePhases) }),
  /** false moves the quote without e-mailing the customer (after the admin saw the preview). */
  sendEmail: z.boolean().default(true),
});

/** The follow-up form's rules (follow-up-form.ts, on zod/mini for the console), as the API reads them. */
export const sendFollowUpSchema = forServer(sendFollowUpFormSchema);

/**
 * The quote desk's schemas (quote-desk.ts, on zod/mini for the console), as the API reads them.
 * The API returns an owner's field nobody has set as null; sent back, null reads as "" (none), so
 * a quote as GET returns it can be PUT unchanged.
 */
const nullAsEmpty = (body: unknown) =>
  body && typeof body === "object"
    ? Object.fromEntries(Object.entries(body).map(([name, value]) => [name, value ?? ""]))
    : body;
export const quoteDetailsUpdateSchema = z.preprocess(nullAsEmpty, forServer(quoteDetailsSchema));
export const quoteListQuerySchema = forServer(quoteListFilterSchema);

export const routeIdSchema = z.coerce
  .number({ message: "The id must be a positive whole number" })
  .int("The id must be a positive whole number")
  .positive("The id must be a positive whole number")
  .max(2_147_483_647, "The id must be a positive whole number");

/** A contact submission's own fields as stored and read back (the table and the admin JSON). */
export interface StoredContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  serviceType: string | null;
  message: string;
}

export interface AdminContactSubmission extends StoredContactFields {
  id: number;
  status: ContactStatus;
  isSpam: boolean;
  createdAt: string;
}

export interface AdminPhaseMail {
  id: number;
  phase: QuotePhase;
  status: FollowUpStatus;
  customMessage: string | null;
  emailSentAt: string | null;
  createdAt: string;
  /** The outbox message's state: pending until delivered, failed with lastError after retries. */
  deliveryStatus: OutboxStatus | null;
  lastError: string | null;
}

/** First-touch lead source as the admin reads it (the same columns as stored). */
export type AdminLeadSource = LeadSourceFields;

export interface AdminQuote extends StoredQuoteFields, AdminLeadSource {
  id: number;
  status: QuoteStatus;
  phase: QuotePhase;
  isSpam: boolean;
  spamReason: string | null;
  notes: string | null;
  /** numeric(12,2) as a string, so cents stay exact. */
  estimatedValue: string | null;
  /** A user id (an admin). */
  assignedTo: string | null;
  scheduledDate: string | null;
  lastContactDate: string | null;
  /** When the quote first left 'new' (speed to lead); null while it waits. */
  firstResponseAt: string | null;
  /** Won: when its proposal was signed, and the signed total in cents (decision 037). */
  wonAt: string | null;
  wonValueCents: number | null;
  /** What was received on the quote, less refunds, in cents (issue 31 item 8): the list's paid / balance due. */
  paidCents: number;
  /** Lost: when its proposal was declined, and the customer's reason (a decline reason value). */
  lostAt: string | null;
  lostReason: string | null;
  /** The quote's latest proposal version, for the list and the quote's page; null before the first. */
  proposal: AdminQuoteProposal | null;
  /** The address hard-bounced: the console says "E-mail bounced: … Call instead." (issue 21). */
  emailBounced: boolean;
  createdAt: string;
  updatedAt: string;
  followUps: AdminPhaseMail[];
}

/** Someone a quote can be assigned to. */
export interface AdminAssignee {
  id: string;
  name: string;
}

/** A follow-up e-mail exactly as it would be queued. */
export interface FollowUpPreview {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** A post's own fields as stored and read back, shared by the posts table and the admin JSON. */
export interface StoredBlogPostFields {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  metaDescription: string | null;
  metaKeywords: string | null;
  featuredImage: string | null;
  categoryId: number | null;
}

export interface AdminBlogPost extends StoredBlogPostFields {
  id: number;
  status: BlogPostStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
