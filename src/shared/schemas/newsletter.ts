/**
 * The blog's newsletter: the box's one field (with the lead forms' honeypot and form token, so
 * the public endpoint is screened like them), the subscriber states, and the console's list
 * filters. zod/mini, like the lead forms: the blog island parses with it too.
 */
import "../zod-setup";
import { z } from "zod/mini";
import type { Option } from "../options";
import { newsletterStrings as text } from "../strings/newsletter";
import { emailField, leadExtrasShape, optionalChoice, optionalText } from "./lead-fields";

export const newsletterStatusOptions = [
  { value: "pending", label: "Waiting for confirmation", tone: "amber" },
  { value: "active", label: "Subscribed", tone: "green" },
  { value: "unsubscribed", label: "Unsubscribed", tone: "slate" },
] as const satisfies readonly Option[];
export const newsletterStatuses = newsletterStatusOptions.map((option) => option.value) as [
  "pending",
  "active",
  "unsubscribed",
];
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterFormSchema = z.object({
  email: emailField({ invalid: text.emailInvalid, tooLong: text.emailTooLong }),
  website: leadExtrasShape.website,
  formToken: leadExtrasShape.formToken,
});
export type NewsletterRequest = z.output<typeof newsletterFormSchema>;

/** The console's list: a search over the address and a status, both optional (also the CSV's filter). */
export const SUBSCRIBER_SEARCH_MAX = 100;
export const subscriberFiltersSchema = z.object({
  q: optionalText(SUBSCRIBER_SEARCH_MAX, text.searchTooLong),
  status: optionalChoice(newsletterStatuses, text.statusInvalid),
});
export type SubscriberFilters = z.output<typeof subscriberFiltersSchema>;

/** The filters as a query string ("" without any), for the list's URL and the CSV link. */
export function subscriberFilterQuery(filters: SubscriberFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** One subscriber as the console lists it. */
export interface AdminSubscriber {
  id: number;
  email: string;
  status: NewsletterStatus;
  requestedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
}

export interface SubscriberList {
  subscribers: AdminSubscriber[];
  /** Subscribers per status over the whole list (not the filter). */
  counts: Record<NewsletterStatus, number>;
}
