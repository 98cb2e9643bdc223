/**
 * The quote's fields as the visitor fills them in, each with its label, its option list where it
 * is a choice and its default where the server supplies one. The server's notification rows,
 * insert mapping and admin mapping are all derived from this list (the zod schema beside it
 * validates the same names).
 */
import {
  bestTimeOptions,
  budgetRangeOptions,
  contactMethodOptions,
  DEFAULT_CONTACT_METHOD,
  DEFAULT_URGENCY,
  projectTypeOptions,
  roofSizeOptions,
  urgencyOptions,
  type Option,
} from "../options";

export interface QuoteFieldDefinition<Name extends string = QuoteFieldName> {
  name: Name;
  label: string;
  options?: readonly Option[];
  /** Stored when the visitor leaves the field empty (otherwise null). */
  defaultValue?: string;
}

/** Fields the visitor must fill in, or the server fills with a default: never null once stored. */
type AlwaysStoredQuoteField =
  | "firstName"
  | "lastName"
  | "email"
  | "address"
  | "city"
  | "state"
  | "zipCode"
  | "projectType"
  | "urgency"
  | "preferredContactMethod";

/** The quote's fields as stored and read back: optional ones are null when left empty. */
export type StoredQuoteFields = {
  [K in QuoteFieldName]: K extends AlwaysStoredQuoteField ? string : string | null;
};

/** The choices of the quote's choice fields, for the form and the field list below. */
export const quoteChoices = {
  projectType: projectTypeOptions,
  roofSize: roofSizeOptions,
  urgency: urgencyOptions,
  budgetRange: budgetRangeOptions,
  preferredContactMethod: contactMethodOptions,
  bestTimeToContact: bestTimeOptions,
} as const;

/** What the server stores when the visitor leaves these fields empty, and what the form starts with. */
export const quoteDefaults = { urgency: DEFAULT_URGENCY, preferredContactMethod: DEFAULT_CONTACT_METHOD } as const;

/** In the order the business reads them in the notification e-mail. */
const QUOTE_FIELD_LIST = [
  { name: "firstName", label: "First name" },
  { name: "lastName", label: "Last name" },
  { name: "email", label: "Email" },
  { name: "phone", label: "Phone" },
  { name: "address", label: "Street address" },
  { name: "city", label: "City" },
  { name: "state", label: "State" },
  { name: "zipCode", label: "ZIP code" },
  { name: "projectType", label: "Project type", options: quoteChoices.projectType },
  { name: "roofSize", label: "Roof size", options: quoteChoices.roofSize },
  { name: "urgency", label: "Urgency", options: quoteChoices.urgency, defaultValue: quoteDefaults.urgency },
  { name: "budgetRange", label: "Budget range", options: quoteChoices.budgetRange },
  {
    name: "preferredContactMethod",
    label: "Preferred contact method",
    options: quoteChoices.preferredContactMethod,
    defaultValue: quoteDefaults.preferredContactMethod,
  },
  { name: "bestTimeToContact", label: "Best time to contact", options: quoteChoices.bestTimeToContact },
  { name: "description", label: "Project description" },
] as const satisfies readonly QuoteFieldDefinition<string>[];

export type QuoteFieldName = (typeof QUOTE_FIELD_LIST)[number]["name"];
export const QUOTE_FIELDS: readonly QuoteFieldDefinition[] = QUOTE_FIELD_LIST;

/** The quote's own field values out of a larger object (a stored row, a request). */
export function pickQuoteFields<T extends Record<QuoteFieldName, unknown>>(source: T): Pick<T, QuoteFieldName> {
  return Object.fromEntries(QUOTE_FIELDS.map(({ name }) => [name, source[name]])) as Pick<T, QuoteFieldName>;
}
