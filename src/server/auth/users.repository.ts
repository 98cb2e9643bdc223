/** SQL of users as the sign-in and session code need them. */
import { sql } from "kysely";
import type { Db, User } from "../db/schema";

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ passwordHash }).where("id", "=", userId).execute();
}

/**
 * A new password chosen by the owner (change or reset): the credentials version goes up, so every
 * known-device and pending second-step token issued before stops working; answers the new version.
 */
export async function replacePassword(db: Db, userId: string, passwordHash: string): Promise<number> {
  const row = await db
    .updateTable("users")
    .set((eb) => ({ passwordHash, credentialsVersion: eb("credentialsVersion", "+", 1), updatedAt: new Date() }))
    .where("id", "=", userId)
    .returning("credentialsVersion")
    .executeTakeFirstOrThrow();
  return row.credentialsVersion;
}

/**
 * Creates an admin, or promotes the user with that e-mail and sets the password (names kept when
 * none are given), and ends every session the account had: a reset after a suspected leak must bite.
 * The credentials version goes up too (known devices and pending second steps end).
 */
export async function upsertAdminEndingSessions(
  db: Db,
  admin: { email: string; firstName: string | null; lastName: string | null; passwordHash: string },
): Promise<{ id: string; email: string; endedSessions: number }> {
  const user = await db
    .insertInto("users")
    .values({ ...admin, isAdmin: true })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        isAdmin: true,
        passwordHash: admin.passwordHash,
        credentialsVersion: eb("users.credentialsVersion", "+", 1),
        firstName: eb.fn.coalesce(eb.ref("excluded.firstName"), eb.ref("users.firstName")),
        lastName: eb.fn.coalesce(eb.ref("excluded.lastName"), eb.ref("users.lastName")),
        updatedAt: new Date(),
      })),
    )
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  const ended = await db.deleteFrom("sessions").where("userId", "=", user.id).executeTakeFirst();
  return { ...user, endedSessions: Number(ended.numDeletedRows) };
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom("users").select("passwordHash").where("id", "=", userId).executeTakeFirst();
  return row?.passwordHash;
}

export async function findUserById(db: Db, userId: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
}
