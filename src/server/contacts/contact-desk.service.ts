/**
 * The contact desk: the paged, searchable list, one contact in full with the e-mails sent about
 * it, private notes, "Not spam" and the CSV export. Plain values in and out; SQL in the repository.
 */
import { iso } from "../api-view";
import type { ReportSegment } from "../../shared/schemas/reports";
import { LEAD_SOURCE_FIELDS } from "../../shared/lead-source-fields";
import { contactStatusLabels } from "../../shared/options";
import {
  CONTACTS_PAGE_SIZE,
  type AdminContactDetail,
  type ContactFilters,
  type ContactPage,
} from "../../shared/schemas/contacts-desk";
import type { ContactSubmission, Db } from "../db/schema";
import { ContactNotFound } from "../errors";
import { toCsv } from "../export/csv";
import {
  exportContactSubmissions,
  findContactSubmission,
  listContactEmails,
  searchContactSubmissions,
  updateContactSubmission,
} from "./contacts.repository";

export async function searchContacts(
  db: Db,
  filters: ContactFilters,
  segment: ReportSegment = {},
): Promise<ContactPage> {
  const { rows, total } = await searchContactSubmissions(db, filters, CONTACTS_PAGE_SIZE, segment);
  return {
    contacts: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page: filters.page,
    pageSize: CONTACTS_PAGE_SIZE,
  };
}

export async function contactDetail(db: Db, id: number): Promise<AdminContactDetail> {
  const contact = await findContactSubmission(db, id);
  if (!contact) throw new ContactNotFound(id);
  const emails = await listContactEmails(db, id);
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    serviceType: contact.serviceType,
    message: contact.message,
    status: contact.status,
    isSpam: contact.isSpam,
    spamReason: contact.spamReason,
    spamClearedAt: iso(contact.spamClearedAt),
    firstResponseAt: iso(contact.firstResponseAt),
    notes: contact.notes,
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
    leadSource: {
      landingPage: contact.sourceLandingPage,
      referrer: contact.sourceReferrer,
      utmSource: contact.utmSource,
      utmMedium: contact.utmMedium,
      utmCampaign: contact.utmCampaign,
      utmTerm: contact.utmTerm,
      utmContent: contact.utmContent,
    },
    emails: emails.map((email) => ({ ...email, sentAt: iso(email.sentAt), createdAt: email.createdAt.toISOString() })),
  };
}

/** Saves the private notes (blank notes are none) and answers the contact as it now is. */
export async function saveContactNotes(db: Db, id: number, notes: string) {
  const trimmed = notes.trim();
  if (!(await updateContactSubmission(db, id, { notes: trimmed === "" ? null : trimmed }))) {
    throw new ContactNotFound(id);
  }
  return contactDetail(db, id);
}

/**
 * "Not spam": the flag is cleared and the time noted; the screening's reason is kept, so the
 * desk can still say why it was held (docs/decisions/030). Clearing an unflagged contact is a no-op.
 */
export async function markContactNotSpam(db: Db, id: number) {
  const contact = await findContactSubmission(db, id);
  if (!contact) throw new ContactNotFound(id);
  if (contact.isSpam) await updateContactSubmission(db, id, { isSpam: false, spamClearedAt: new Date() });
  return contactDetail(db, id);
}

type CsvColumn = [string, (contact: ContactSubmission) => string | number | boolean | Date | null];
const CSV_COLUMNS: CsvColumn[] = [
  ["ID", (c) => c.id],
  ["Received", (c) => c.createdAt],
  ["First name", (c) => c.firstName],
  ["Last name", (c) => c.lastName],
  ["Email", (c) => c.email],
  ["Phone", (c) => c.phone],
  ["Service", (c) => c.serviceType],
  ["Message", (c) => c.message],
  ["Status", (c) => contactStatusLabels[c.status] ?? c.status],
  ["Suspected spam", (c) => c.isSpam],
  ["Spam reason", (c) => c.spamReason],
  ["Marked not spam", (c) => c.spamClearedAt],
  ["Notes", (c) => c.notes],
  ...LEAD_SOURCE_FIELDS.map(({ name, label }): CsvColumn => [label, (c) => c[name]]),
  ["Updated", (c) => c.updatedAt],
];

/** Every field of every contact matching the filters (all pages), as CSV. */
export async function contactsCsv(
  db: Db,
  filters: Omit<ContactFilters, "page">,
  segment: ReportSegment = {},
): Promise<string> {
  const contacts = await exportContactSubmissions(db, filters, segment);
  return toCsv(
    CSV_COLUMNS.map(([header]) => header),
    contacts.map((contact) => CSV_COLUMNS.map(([, value]) => value(contact))),
  );
}
