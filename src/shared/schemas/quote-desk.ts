/**
 * The quote desk's inputs, on zod/mini so the console validates with the very rules the API reads
 * (through forServer in admin.ts): the owner's own fields of a quote (notes, estimated value,
 * assigned to, scheduled date) and the list's search and filters (also the CSV export's).
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { quotePhases, quoteStatuses, urgencies } from "../options";
import { searchText } from "./lead-fields";

export const QUOTE_NOTES_MAX = 5000;
export const QUOTE_SEARCH_MAX = 200;

export const quoteDeskMessages = {
  notesTooLong: `Notes must be ${QUOTE_NOTES_MAX} characters or less`,
  estimatedValueInvalid: "Enter an amount in dollars, like 12500 or 12,500.50",
  assignedToInvalid: "Choose someone from the list",
  scheduledDateInvalid: "Enter a date like 2026-03-14",
  searchTooLong: `Search must be ${QUOTE_SEARCH_MAX} characters or less`,
} as const;

/** Dollars with optional $ and thousands commas, at most cents; fits numeric(12,2). */
const MONEY = /^\$?(\d{1,10}|\d{1,3}(,\d{3}){1,2})(\.\d{1,2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Every field is text as the form holds it; "" clears the column. */
export const quoteDetailsSchema = z.object({
  notes: z.string().check(z.trim(), z.maxLength(QUOTE_NOTES_MAX, quoteDeskMessages.notesTooLong)),
  estimatedValue: z.string().check(
    z.trim(),
    z.refine((value) => value === "" || MONEY.test(value), quoteDeskMessages.estimatedValueInvalid),
  ),
  assignedTo: z
    .string()
    .check(z.refine((value) => value === "" || UUID.test(value), quoteDeskMessages.assignedToInvalid)),
  scheduledDate: z
    .string()
    .check(z.refine((value) => value === "" || isCalendarDate(value), quoteDeskMessages.scheduledDateInvalid)),
});
export type QuoteDetailsInput = z.infer<typeof quoteDetailsSchema>;

/** "$12,500.5" → "12500.5": the decimal the numeric column takes ("" → null). */
export function moneyToDecimal(value: string): string | null {
  const plain = value.trim().replace(/[$,]/g, "");
  return plain === "" ? null : plain;
}

/** A stored numeric(12,2) as the form shows it ("12500.00" → "12500.00"; null → ""). */
export const decimalToMoney = (value: string | null) => value ?? "";

/** The list's search and filters; the same names are the console's URL and the API's query. */
export const quoteListFilterSchema = z.object({
  q: z.optional(searchText(QUOTE_SEARCH_MAX, quoteDeskMessages.searchTooLong)),
  urgency: z.optional(z.enum(urgencies)),
  status: z.optional(z.enum(quoteStatuses)),
  phase: z.optional(z.enum(quotePhases)),
});
export type QuoteListFilter = z.infer<typeof quoteListFilterSchema>;
export const QUOTE_FILTER_NAMES = ["q", "urgency", "status", "phase"] as const;

/** The filter as query parameters (empty ones left out), for the URL, the API and the CSV link. */
export function filterToSearch(filter: QuoteListFilter): string {
  const params = new URLSearchParams();
  for (const name of QUOTE_FILTER_NAMES) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Query parameters as the schema reads them: only the filter names, empty ones left out. */
export function searchToRaw(search: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const name of QUOTE_FILTER_NAMES) {
    const value = search.get(name);
    if (value) raw[name] = value;
  }
  return raw;
}
