/**
 * Option lists of SPEC §3 and status lists of SPEC §4, as typed constants.
 * Forms, zod schemas, the database CHECK constraints and the admin console all read these.
 */

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

function values<const T extends readonly Option[]>(options: T): { [K in keyof T]: T[K]["value"] } {
  return options.map((option) => option.value) as { [K in keyof T]: T[K]["value"] };
}

export const contactServiceTypes = [
  "Historic Restoration",
  "New Installation",
  "Repair & Maintenance",
  "Emergency Repair",
  "Consultation Only",
  "Material Sourcing",
  "Other",
] as const;
export type ContactServiceType = (typeof contactServiceTypes)[number];

export const projectTypeOptions = [
  { value: "new-installation", label: "New Installation" },
  { value: "repair", label: "Repair" },
  { value: "restoration", label: "Restoration" },
  { value: "maintenance", label: "Maintenance" },
] as const satisfies readonly Option[];
export const projectTypes = values(projectTypeOptions);
export type ProjectType = (typeof projectTypes)[number];

export const roofSizeOptions = [
  { value: "small", label: "Small (under 1,500 sq ft)" },
  { value: "medium", label: "Medium (1,500-3,000 sq ft)" },
  { value: "large", label: "Large (3,000-5,000 sq ft)" },
  { value: "extra-large", label: "Extra Large (over 5,000 sq ft)" },
] as const satisfies readonly Option[];
export const roofSizes = values(roofSizeOptions);
export type RoofSize = (typeof roofSizes)[number];

export const budgetRangeOptions = [
  { value: "under-25k", label: "Under $25,000" },
  { value: "25k-50k", label: "$25,000 - $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000" },
  { value: "over-100k", label: "Over $100,000" },
] as const satisfies readonly Option[];
export const budgetRanges = values(budgetRangeOptions);
export type BudgetRange = (typeof budgetRanges)[number];

export const urgencyOptions = [
  { value: "urgent", label: "Urgent (active leak or damage)" },
  { value: "standard", label: "Standard (within 3 months)" },
  { value: "planning", label: "Planning (6+ months)" },
] as const satisfies readonly Option[];
export const urgencies = values(urgencyOptions);
export type Urgency = (typeof urgencies)[number];
export const DEFAULT_URGENCY: Urgency = "standard";

export const contactMethodOptions = [
  { value: "phone", label: "Phone" },
  { value: "email", label: "Email" },
  { value: "text", label: "Text" },
] as const satisfies readonly Option[];
export const contactMethods = values(contactMethodOptions);
export type ContactMethod = (typeof contactMethods)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = "phone";

export const bestTimeOptions = [
  { value: "morning", label: "Morning (8AM-12PM)" },
  { value: "afternoon", label: "Afternoon (12PM-5PM)" },
  { value: "evening", label: "Evening (5PM-8PM)" },
  { value: "anytime", label: "Anytime" },
] as const satisfies readonly Option[];
export const bestTimes = values(bestTimeOptions);
export type BestTime = (typeof bestTimes)[number];

export const blogPostStatuses = ["draft", "published"] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];
export const DEFAULT_BLOG_POST_STATUS: BlogPostStatus = "draft";

export const projectStatuses = ["draft", "published", "archived"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const contactStatuses = ["new", "contacted", "completed"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const quoteStatuses = ["new", "contacted", "quoted", "scheduled", "completed", "cancelled"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quotePhaseOptions = [
  { value: "phase-1", label: "Phase 1: Initial Contact" },
  { value: "phase-2", label: "Phase 2: Consultation" },
  { value: "phase-3", label: "Phase 3: Project Start" },
] as const satisfies readonly Option[];
export const quotePhases = values(quotePhaseOptions);
export type QuotePhase = (typeof quotePhases)[number];

export const followUpStatuses = ["pending", "sent", "failed", "cancelled"] as const;
export type FollowUpStatus = (typeof followUpStatuses)[number];

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export function labelFor<V extends string>(
  options: readonly Option<V>[],
  value: V | null | undefined,
): string | undefined {
  return options.find((option) => option.value === value)?.label;
}
