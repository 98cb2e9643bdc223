/** SQL of contact submissions as the admin reads and updates them. */
import type { Kysely } from "kysely";
import type { ContactStatus } from "../../shared/options";
import type { Database } from "../db/schema";

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
