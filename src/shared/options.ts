/**
 * Every fixed list of the product in one shape, `{ value, label, tone }`: the lead forms' choices,
 * and the statuses with the badge tone the console shows them in. Forms, zod schemas, the database
 * types and the console all read these; the value arrays (`projectTypes`, `quoteStatuses`, …) are
 * derived from the option lists.
 */

/** Badge colour families; each has a text colour with at least 4.5:1 contrast (src/islands/ui/Badge). */
export type Tone = "slate" | "blue" | "amber" | "purple" | "green" | "red" | "copper";

export interface Option<V extends string = string> {
  value: V;
  label: string;
  /** The badge colour, for lists the console shows as badges. */
  tone?: Tone;
}

/** The values of a list, in its order, typed as the tuple of its values (for zod enums and SQL checks). */
export function values<const T extends readonly Option[]>(options: T): { [K in keyof T]: T[K]["value"] } {
  return options.map((option) => option.value) as { [K in keyof T]: T[K]["value"] };
}

/** A list whose stored value is its label (the lead form's service types, the portfolio's project types). */
function shownAsStored<const T extends readonly string[]>(names: T): { [K in keyof T]: { value: T[K]; label: T[K] } } {
  return names.map((name) => ({ value: name, label: name })) as { [K in keyof T]: { value: T[K]; label: T[K] } };
}

/** value → label of a list, for code that indexes labels by value. */
function labelsOf<const T extends readonly Option[]>(options: T): Record<T[number]["value"], string> {
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<
    T[number]["value"],
    string
  >;
}

/** The label of a value, or undefined when the value is not (or no longer) in the list. */
export function labelFor<V extends string>(
  options: readonly Option<V>[],
  value: V | null | undefined,
): string | undefined {
  return options.find((option) => option.value === value)?.label;
}

/**
 * What to show for a stored value: its label, the raw value for rows written before a list
 * changed, or null when there is no value.
 */
export function displayLabel(options: readonly Option[], value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  return labelFor(options, value) ?? value;
}

/** The option of a value (for its tone); the list's first entry for an unknown value. */
export function optionOf<const T extends readonly [Option, ...Option[]]>(options: T, value: string): T[number] {
  return options.find((option) => option.value === value) ?? options[0];
}

// ── Lead form choices ──────────────────────────────────────────────────────────────────────────

export const contactServiceTypes = [
  "Historic Restoration",
  "New Installation",
  "Repair & Maintenance",
  "Emergency Repair",
  "Consultation Only",
  "Material Sourcing",
  "Other",
] as const;
export const contactServiceTypeOptions = shownAsStored(contactServiceTypes);
export type ContactServiceType = (typeof contactServiceTypes)[number];

/**
 * A portfolio project's type, chosen from this list in the project editor and shown as stored on
 * the portfolio (the value is the label, as for contact service types).
 */
export const portfolioProjectTypes = ["Historic Restoration", "New Installation", "Repair", "Maintenance"] as const;
export const portfolioProjectTypeOptions = shownAsStored(portfolioProjectTypes);

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

/** What the thank-you promises, by the contact preference the customer chose (issue 34, item 17; `{{contactPromise}}`). */
export const contactPromises: Record<ContactMethod, string> = {
  phone: "we will call you",
  text: "we will text you",
  email: "we will reply by e-mail",
};

/** The promise for a stored preference; an unknown or missing one is the default (a call). */
export const contactPromiseFor = (method: string | null | undefined) =>
  contactPromises[
    (contactMethods as readonly string[]).includes(method ?? "") ? (method as ContactMethod) : DEFAULT_CONTACT_METHOD
  ];

export const bestTimeOptions = [
  { value: "morning", label: "Morning (8AM-12PM)" },
  { value: "afternoon", label: "Afternoon (12PM-5PM)" },
  { value: "evening", label: "Evening (5PM-8PM)" },
  { value: "anytime", label: "Anytime" },
] as const satisfies readonly Option[];
export const bestTimes = values(bestTimeOptions);
export type BestTime = (typeof bestTimes)[number];

// ── Statuses ───────────────────────────────────────────────────────────────────────────────────

export const blogPostStatusOptions = [
  { value: "draft", label: "Draft", tone: "amber" },
  { value: "published", label: "Published", tone: "green" },
] as const satisfies readonly Option[];
export const blogPostStatuses = values(blogPostStatusOptions);
export type BlogPostStatus = (typeof blogPostStatuses)[number];
export const DEFAULT_BLOG_POST_STATUS: BlogPostStatus = "draft";
export const blogPostStatusLabels = labelsOf(blogPostStatusOptions);

export const projectStatusOptions = [
  { value: "draft", label: "Draft", tone: "amber" },
  { value: "published", label: "Published", tone: "green" },
  { value: "archived", label: "Archived", tone: "slate" },
] as const satisfies readonly Option[];
export const projectStatuses = values(projectStatusOptions);
export type ProjectStatus = (typeof projectStatuses)[number];
export const DEFAULT_PROJECT_STATUS: ProjectStatus = "draft";

export const contactStatusOptions = [
  { value: "new", label: "New", tone: "blue" },
  { value: "contacted", label: "Contacted", tone: "amber" },
  { value: "completed", label: "Completed", tone: "green" },
] as const satisfies readonly Option[];
export const contactStatuses = values(contactStatusOptions);
export type ContactStatus = (typeof contactStatuses)[number];
export const contactStatusLabels = labelsOf(contactStatusOptions);

export const quoteStatusOptions = [
  { value: "new", label: "New", tone: "blue" },
  { value: "contacted", label: "Contacted", tone: "amber" },
  { value: "quoted", label: "Quoted", tone: "purple" },
  { value: "scheduled", label: "Scheduled", tone: "green" },
  { value: "completed", label: "Completed", tone: "slate" },
  { value: "cancelled", label: "Cancelled", tone: "red" },
] as const satisfies readonly Option[];
export const quoteStatuses = values(quoteStatusOptions);
export type QuoteStatus = (typeof quoteStatuses)[number];
export const quoteStatusLabels = labelsOf(quoteStatusOptions);

export const quotePhaseOptions = [
  { value: "phase-1", label: "Phase 1: Initial Contact", tone: "copper" },
  { value: "phase-2", label: "Phase 2: Consultation", tone: "copper" },
  { value: "phase-3", label: "Phase 3: Project Start", tone: "copper" },
] as const satisfies readonly Option[];
export const quotePhases = values(quotePhaseOptions);
export type QuotePhase = (typeof quotePhases)[number];

/** A follow-up's own state; the console shows its e-mail's state instead (deliveryStateOptions). */
export const followUpStatusOptions = [
  { value: "pending", label: "Queued", tone: "amber" },
  { value: "sent", label: "Sent", tone: "green" },
  { value: "failed", label: "Failed", tone: "red" },
  { value: "cancelled", label: "Cancelled", tone: "slate" },
] as const satisfies readonly Option[];
export const followUpStatuses = values(followUpStatusOptions);
export type FollowUpStatus = (typeof followUpStatuses)[number];

/** An outbox e-mail's delivery state. */
export const outboxStatusOptions = [
  { value: "pending", label: "Queued", tone: "amber" },
  { value: "sending", label: "Sending", tone: "amber" },
  { value: "sent", label: "Sent", tone: "green" },
  { value: "failed", label: "Failed", tone: "red" },
] as const satisfies readonly Option[];
export const outboxStatuses = values(outboxStatusOptions);
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * A follow-up as the admin sees it: the state of its e-mail once one was queued (an outbox
 * status), else the follow-up's own status; "pending" in either reads as Queued.
 */
export const deliveryStateOptions = [
  { value: "queued", label: "Queued", tone: "amber" },
  { value: "sending", label: "Sending", tone: "amber" },
  { value: "sent", label: "Sent", tone: "green" },
  { value: "failed", label: "Failed", tone: "red" },
  { value: "cancelled", label: "Cancelled", tone: "slate" },
] as const satisfies readonly Option[];
export type DeliveryState = (typeof deliveryStateOptions)[number]["value"];
export const deliveryStateLabels = labelsOf(deliveryStateOptions);
