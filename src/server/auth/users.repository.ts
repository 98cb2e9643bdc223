/** SQL of users as the sign-in and session code need them. */
import { sql, type Kysely } from "kysely";
import type { Database, User } from "../db/schema";

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ passwordHash }).where("id", "=", userId).execute();
}
