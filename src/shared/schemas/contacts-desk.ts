/**
 * The contact desk's API: the list's filters (the same ones the console keeps in its URL, so a
 * filtered list can be shared and the back button works), the notes form, and the JSON shapes
 * the console reads. On zod/mini so the console does not download the full zod build.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { contactStatuses, type ContactStatus } from "../options";
import type { AdminContactSubmission } from "./admin";
import { forServer } from "./full-zod";
import { searchText } from "./lead-fields";
import type { OutboxMessageSummary } from "./mail-desk";

export const CONTACTS_PAGE_SIZE = 25;
export const CONTACT_SEARCH_MAX = 100;
export const CONTACT_NOTES_MAX = 5000;
export const spamFilters = ["all", "spam", "not-spam"] as const;
export type SpamFilter = (typeof spamFilters)[number];

/** The list's filters as URL search params; an absent param is its default. */
export const contactFiltersSchema = z.object({
  q: z._default(searchText(CONTACT_SEARCH_MAX, `Search must be ${CONTACT_SEARCH_MAX} characters or less`), ""),
  status: z.optional(z.enum(contactStatuses, { message: `Choose one of: ${contactStatuses.join(", ")}` })),
  spam: z._default(z.enum(spamFilters, { message: `Choose one of: ${spamFilters.join(", ")}` }), "all"),
  page: z._default(
    z.coerce.number().check(z.int("The page must be a whole number"), z.positive("The page must be 1 or more")),
    1,
  ),
});
export type ContactFilters = z.infer<typeof contactFiltersSchema>;
export const contactFiltersServerSchema = forServer(contactFiltersSchema);

/** The filters as a query string ("?q=…", or "" for none), defaults left out so URLs stay short. */
export function contactFilterQuery(filters: Partial<ContactFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.spam && filters.spam !== "all") params.set("spam", filters.spam);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Filters read from a URL's search params; anything malformed falls back to the default. */
export function contactFiltersFrom(search: string): ContactFilters {
  const raw = Object.fromEntries(new URLSearchParams(search));
  const parsed = contactFiltersSchema.safeParse(raw);
  return parsed.success ? parsed.data : { q: "", spam: "all", page: 1 };
}

export const contactNotesSchema = z.object({
  notes: z.string().check(z.maxLength(CONTACT_NOTES_MAX, `Notes must be ${CONTACT_NOTES_MAX} characters or less`)),
});
export type ContactNotesInput = z.infer<typeof contactNotesSchema>;
export const contactNotesServerSchema = forServer(contactNotesSchema);

export interface ContactPage {
  contacts: AdminContactSubmission[];
  total: number;
  page: number;
  pageSize: number;
}

/** An e-mail about the contact, as the outbox holds it. */
export interface ContactEmail extends OutboxMessageSummary {
  sentAt: string | null;
}

export interface LeadSource {
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export interface AdminContactDetail extends AdminContactSubmission {
  status: ContactStatus;
  spamReason: string | null;
  spamClearedAt: string | null;
  /** When the contact first left 'new' (speed to lead); null while it waits. */
  firstResponseAt: string | null;
  notes: string | null;
  updatedAt: string;
  leadSource: LeadSource;
  emails: ContactEmail[];
}
