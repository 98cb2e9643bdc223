/**
 * Quote Management's list as CSV: the same search and filters, every stored field of each quote
 * (choice fields by label, as the console shows them, the assignee by name), its lead source and its
 * payments (signed total, paid less refunds, balance due),
 * through the one CSV encoder (formula-injection safe, business-local times).
 */
import type { ReportSegment } from "../../shared/schemas/reports";
import { displayLabel, quotePhaseOptions, quoteStatusOptions } from "../../shared/options";
import type { QuoteListFilter } from "../../shared/schemas/quote-desk";
import { QUOTE_FIELDS } from "../../shared/schemas/quote-fields";
import { LEAD_SOURCE_FIELDS } from "../../shared/lead-source-fields";
import type { Db, Quote } from "../db/schema";
import { toCsv, type CsvValue } from "../export/csv";
import { netPaidByQuote } from "../payments/payments.repository";
import { findUsersByIds, listQuotes } from "./quotes.repository";
import { userDisplayName } from "./quotes.service";

/** The assignee's name by user id, and what each quote was paid (less refunds) in cents. */
type Names = ReadonlyMap<string, string>;
type Paid = ReadonlyMap<number, number>;
type Column = [header: string, value: (quote: Quote, names: Names, paid: Paid) => CsvValue];
const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

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
  // The payments (issue 31 item 8): the signed total, what was paid less refunds, and the balance due, in USD.
  ["Signed total (USD)", (quote) => dollars(quote.wonValueCents)],
  ["Paid (USD)", (quote, _, paid) => dollars(paid.get(quote.id) ?? 0)],
  [
    "Balance due (USD)",
    (quote, _, paid) =>
      quote.wonValueCents === null ? null : dollars(quote.wonValueCents - (paid.get(quote.id) ?? 0)),
  ],
  ...LEAD_SOURCE_FIELDS.map(({ name, label }): Column => [label, (quote) => quote[name]]),
  ["Updated", (quote) => quote.updatedAt],
];

export async function exportQuotesCsv(db: Db, filter: QuoteListFilter, segment: ReportSegment = {}): Promise<string> {
  const quotes = await listQuotes(db, filter, segment);
  const assignees = new Set(quotes.flatMap((quote) => (quote.assignedTo ? [quote.assignedTo] : [])));
  const [users, paid] = await Promise.all([
    findUsersByIds(db, [...assignees]),
    netPaidByQuote(
      db,
      quotes.map((quote) => quote.id),
    ),
  ]);
  const names: Names = new Map(users.map((user) => [user.id, userDisplayName(user)]));
  return toCsv(
    COLUMNS.map(([header]) => header),
    quotes.map((quote) => COLUMNS.map(([, value]) => value(quote, names, paid))),
  );
}
