/** SQL of contact submissions: stored from the contact form, read and updated by the admin. */
import type { Kysely } from "kysely";
import type { ContactStatus } from "../../shared/options";
import type { ContactSubmission, Database, NewContactSubmission } from "../db/schema";

export async function insertContactSubmission(
  db: Kysely<Database>,
  submission: NewContactSubmission,
): Promise<ContactSubmission> {
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

export async function listContactSubmissions(db: Kysely<Database>) {
  return db
    .selectFrom("contactSubmissions")
    .select(adminColumns)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function updateContactStatus(db: Kysely<Database>, id: number, status: ContactStatus) {
  return db
    .updateTable("contactSubmissions")
    .set({ status, updatedAt: new Date() })
    .where("id", "=", id)
    .returning(adminColumns)
    .executeTakeFirst();
}

export async function countContactSubmissionsWithStatus(db: Kysely<Database>, status: ContactStatus): Promise<number> {
  const { count } = await db
    .selectFrom("contactSubmissions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(count);
}
