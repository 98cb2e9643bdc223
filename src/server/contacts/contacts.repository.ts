/** SQL of contact submissions: stored from the contact form, read and updated by the admin. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { ContactStatus } from "../../shared/options";
import type { ContactFilters } from "../../shared/schemas/contacts-desk";
import { hasSegment as hasSegmentFilter, type ReportSegment } from "../../shared/schemas/reports";
import { leadSegmentWhere } from "../lead-segments/lead-segments";
import type { ContactSubmission, Database, Db, NewContactSubmission } from "../db/schema";
import { firstResponseOnStatus } from "../leads/first-response";

export async function insertContactSubmission(db: Db, submission: NewContactSubmission): Promise<ContactSubmission> {
  return db.insertInto("contactSubmissions").values(submission).returningAll().executeTakeFirstOrThrow();
}

const adminColumns = [
  "id",
  "firstName",
  "lastName",
  "email",
  "phone",
  "serviceType",
  "message",
  "status",
  "isSpam",
  "createdAt",
] as const;

export async function listContactSubmissions(db: Db) {
  return db
    .selectFrom("contactSubmissions")
    .select(adminColumns)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function updateContactStatus(db: Db, id: number, status: ContactStatus) {
  return db
    .updateTable("contactSubmissions")
    .set({ status, ...firstResponseOnStatus(status), updatedAt: new Date() })
    .where("id", "=", id)
    .returning(adminColumns)
    .executeTakeFirst();
}

export async function countContactSubmissionsWithStatus(db: Db, status: ContactStatus): Promise<number> {
  const { count } = await db
    .selectFrom("contactSubmissions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
const MIN_PHONE_DIGITS = 3;

/**
 * The list's filters as one WHERE: a case-insensitive substring of the search text (name, e-mail,
 * phone as typed and as digits alone, so "555 0142" finds "(973) 555-0142", and message;
 * lower-cased in a generated column), status and spam flag.
 */
function matching(filters: Omit<ContactFilters, "page">, segment: ReportSegment = {}) {
  return (eb: ExpressionBuilder<Database, "contactSubmissions">) => {
    // A report figure's leads (decision 042): the same WHERE the report counted them with.
    const conditions: Expression<SqlBool>[] = hasSegmentFilter(segment)
      ? [leadSegmentWhere("contact_submissions", segment)]
      : [];
    if (filters.q) {
      const digits = filters.q.replace(/\D/g, "");
      conditions.push(
        eb.or([
          eb("searchText", "like", sql<string>`lower(${containing(filters.q)})`),
          ...(digits.length >= MIN_PHONE_DIGITS ? [eb("searchText", "like", containing(digits))] : []),
        ]),
      );
    }
    if (filters.status) conditions.push(eb("status", "=", filters.status));
    if (filters.spam !== "all") conditions.push(eb("isSpam", "=", filters.spam === "spam"));
    return eb.and(conditions);
  };
}

/** One page of the filtered list, newest first, and how many match in all. */
export async function searchContactSubmissions(
  db: Db,
  filters: ContactFilters,
  pageSize: number,
  segment: ReportSegment = {},
) {
  const where = matching(filters, segment);
  const [rows, { count }] = await Promise.all([
    db
      .selectFrom("contactSubmissions")
      .select(adminColumns)
      .where(where)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("contactSubmissions")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count) };
}

/** Every field of every matching submission, newest first (the CSV export). */
export async function exportContactSubmissions(
  db: Db,
  filters: Omit<ContactFilters, "page">,
  segment: ReportSegment = {},
) {
  return db
    .selectFrom("contactSubmissions")
    .selectAll()
    .where(matching(filters, segment))
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function findContactSubmission(db: Db, id: number) {
  return db.selectFrom("contactSubmissions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The e-mails queued about a submission, oldest first, with their delivery state. */
export async function listContactEmails(db: Db, contactId: number) {
  return db
    .selectFrom("emailOutbox")
    .select(["id", "toAddress", "subject", "tag", "status", "attempts", "lastError", "sentAt", "createdAt"])
    .where("contactSubmissionId", "=", contactId)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .execute();
}

export async function updateContactSubmission(
  db: Db,
  id: number,
  changes: { notes?: string | null; isSpam?: boolean; spamClearedAt?: Date },
) {
  return db
    .updateTable("contactSubmissions")
    .set({ ...changes, updatedAt: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
}
