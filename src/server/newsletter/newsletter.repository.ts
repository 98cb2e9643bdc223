/** SQL of the newsletter list: one row per address (unique without case), its state and its history. */
import { sql, type Updateable } from "kysely";
import type { NewsletterStatus, SubscriberFilters } from "../../shared/schemas/newsletter";
import type { Db } from "../db/schema";
import type { NewsletterSubscribersTable } from "../db/mail-tables";

export async function findSubscriberByEmail(db: Db, email: string) {
  return db
    .selectFrom("newsletterSubscribers")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

export async function findSubscriber(db: Db, id: number) {
  return db.selectFrom("newsletterSubscribers").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** A new address, waiting for its confirmation; an address added meanwhile by a parallel request is left as it is. */
export async function insertSubscriber(db: Db, email: string) {
  return db
    .insertInto("newsletterSubscribers")
    .values({ email, status: "pending" })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateSubscriber(db: Db, id: number, changes: Updateable<NewsletterSubscribersTable>) {
  await db
    .updateTable("newsletterSubscribers")
    .set({ ...changes, updatedAt: new Date() })
    .where("id", "=", id)
    .execute();
}

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/** The filtered list, newest first (the console and its CSV). */
export async function listSubscribers(db: Db, filters: SubscriberFilters) {
  let query = db.selectFrom("newsletterSubscribers").selectAll();
  if (filters.q) query = query.where(sql<string>`lower(email)`, "like", containing(filters.q));
  if (filters.status) query = query.where("status", "=", filters.status);
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function countSubscribersByStatus(db: Db) {
  const rows = await db
    .selectFrom("newsletterSubscribers")
    .select(["status", (eb) => eb.fn.countAll<string>().as("count")])
    .groupBy("status")
    .execute();
  return rows as { status: NewsletterStatus; count: string }[];
}

/** Removes the address from the list ("Delete this person"; its e-mails go with the person's). */
export async function deleteSubscriberByEmail(db: Db, email: string) {
  await db
    .deleteFrom("newsletterSubscribers")
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .execute();
}

/** Deletes addresses that never confirmed within `days` of their last request; returns how many. */
export async function deleteUnconfirmedSubscribers(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom("newsletterSubscribers")
    .where("status", "=", "pending")
    .where("requestedAt", "<", sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
