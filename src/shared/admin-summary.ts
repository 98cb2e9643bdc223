/**
 * The admin's home-page strip: what GET /api/admin/summary answers and how the strip shows each
 * figure (label and the console screen it opens). The server fills the fields, the strip and its
 * tests read the same list.
 */
import { pages } from "./pages";
import { adminStrings } from "./strings/admin";

/** Counts of work waiting in the console. */
export interface AdminSummary {
  /** Contact submissions still marked New (as the dashboard's New Contacts card counts them). */
  newContacts: number;
  /** Quotes still marked New. */
  newQuotes: number;
  /** Blog posts not published (the dashboard's Drafts card). */
  draftPosts: number;
}

export const ADMIN_SUMMARY_URL = "/api/admin/summary";

export interface AdminSummaryItem {
  field: keyof AdminSummary;
  label: string;
  href: string;
}

export const adminSummaryItems: readonly AdminSummaryItem[] = [
  { field: "newContacts", label: adminStrings.dashboard.stats.newContacts, href: pages.admin.path },
  { field: "newQuotes", label: "New Quotes", href: pages.adminQuotes.path },
  { field: "draftPosts", label: adminStrings.dashboard.stats.drafts, href: pages.admin.path },
];

export const ADMIN_SUMMARY_LABEL = "Admin summary";
