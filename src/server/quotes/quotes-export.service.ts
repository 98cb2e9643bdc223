/**
 * Quote Management's list as CSV: the same search and filters, every stored field of each quote
 * (choice fields by label, as the console shows them, the assignee by name) and its lead source,
 * through the one CSV encoder (formula-injection safe, business-local times).
 */
import type { ReportSegment } from "../../shared/schemas/reports";
import type { Kysely } from "kysely";
import { displayLabel, quotePhaseOptions, quoteStatusOptions } from "../../shared/options";
import type { QuoteListFilter } from "../../shared/schemas/quote-desk";
import { QUOTE_FIELDS } from "../../shared/schemas/quote-fields";
import { LEAD_SOURCE_FIELDS } from "../../shared/lead-source-fields";
import type { Database, Quote } from "../db/schema";
import { toCsv, type CsvValue } from "../export/csv";
import { findUsersByIds, listQuotes } from "./quotes.repository";
import { userDisplayName } from "./quotes.service";

/** The assignee's name by user id. */
type Names = ReadonlyMap<string, string>;
type Column = [header: string, value: (quote: Quote, names: Names) => CsvValue];

const COLUMNS: readonly Column[] = [
  ["ID", (quote) => quote.id],
  ["Received", (quote) => quote.createdAt],
  ...QUOTE_FIELDS.map(({ name, label, options }): Column => [
    label,
    (quote) => (options ? displayLabel(options, quote[name]) : quote[name]),
  ]),
  ["Status", (quote) => displayLabel(quoteStatusOptions, quote.status)],
  ["Phase", (quote) => displayLabel(quotePhaseOptions, quote.phase)],
  ["Estimated value", (quote) => quote.estimatedValue],
  ["Notes", (quote) => quote.notes],
  ["Assigned to", (quote, names) => (quote.assignedTo ? (names.get(quote.assignedTo) ?? quote.assignedTo) : null)],
  ["Scheduled date", (quote) => quote.scheduledDate?.toISOString().slice(0, 10)],
  ["Last contact", (quote) => quote.lastContactDate],
  ["Suspected spam", (quote) => (quote.isSpam ? "yes" : "no")],
  ["Spam reason", (quote) => quote.spamReason],
  ...LEAD_SOURCE_FIELDS.map(({ name, label }): Column => [label, (quote) => quote[name]]),
  ["Updated", (quote) => quote.updatedAt],
];

export async function exportQuotesCsv(
  db: Kysely<Database>,
  filter: QuoteListFilter,
  segment: ReportSegment = {},
): Promise<string> {
  const quotes = await listQuotes(db, filter, segment);
  const assignees = new Set(quotes.flatMap((quote) => (quote.assignedTo ? [quote.assignedTo] : [])));
  const users = await findUsersByIds(db, [...assignees]);
  const names: Names = new Map(users.map((user) => [user.id, userDisplayName(user)]));
  return toCsv(
    COLUMNS.map(([header]) => header),
    quotes.map((quote) => COLUMNS.map(([, value]) => value(quote, names))),
  );
}
