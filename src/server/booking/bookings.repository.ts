/** SQL of consultation booking (decision 041): bookings, their timeline, blocks, the feed, the lead they belong to. */
import { sql, type Selectable } from "kysely";
import type { BookingsTable } from "../db/booking-tables";
import type { Db } from "../db/schema";
import type { LeadRef } from "../leads/lead-ref";

export type BookingRow = Selectable<BookingsTable>;

const leadColumn = (lead: LeadRef): "quoteId" | "contactSubmissionId" =>
  lead.kind === "quote" ? "quoteId" : "contactSubmissionId";

/** Bookings still on the calendar (booked, not cancelled): every query of active bookings starts here. */
const activeBookings = (db: Db) => db.selectFrom("bookings").selectAll().where("status", "=", "booked");

export function findActiveBookingOfLead(db: Db, lead: LeadRef) {
  return activeBookings(db).where(leadColumn(lead), "=", lead.id).executeTakeFirst();
}

export function findBooking(db: Db, id: number) {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Active bookings touching [from, to). */
export function activeBookingsBetween(db: Db, from: Date, to: Date) {
  return activeBookings(db).where("startsAt", "<", to).where("endsAt", ">", from).orderBy("startsAt").execute();
}

export function blocksBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom("bookingBlocks")
    .selectAll()
    .where("startsAt", "<", to)
    .where("endsAt", ">", from)
    .orderBy("startsAt")
    .execute();
}

/** Serialises bookings of one business-local day (the daily maximum and the buffers are per day). */
export async function lockBookingDay(db: Db, day: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${day}`}))`.execute(db);
}

export function insertBooking(
  db: Db,
  values: { uid: string; lead: LeadRef; startsAt: Date; endsAt: Date },
): Promise<BookingRow> {
  return db
    .insertInto("bookings")
    .values({
      uid: values.uid,
      [leadColumn(values.lead)]: values.lead.id,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Changes an active booking, raising the calendar entry's SEQUENCE by one (and with it the booking's
 * link). Given `atSequence`, only a booking still at that sequence changes (undefined otherwise).
 */
function changeBookingRow(
  db: Db,
  id: number,
  values: Partial<Pick<BookingRow, "startsAt" | "endsAt" | "status" | "cancelledAt" | "reminderQueuedAt">>,
  atSequence?: number,
) {
  let query = db
    .updateTable("bookings")
    .set({ ...values, sequence: sql`sequence + 1`, updatedAt: new Date() })
    .where("id", "=", id)
    .where("status", "=", "booked");
  if (atSequence !== undefined) query = query.where("sequence", "=", atSequence);
  return query.returningAll().executeTakeFirst();
}

/** Moves an active booking (SEQUENCE + 1; the day-before reminder is due again). */
export const moveBookingRow = (db: Db, id: number, startsAt: Date, endsAt: Date, atSequence?: number) =>
  changeBookingRow(db, id, { startsAt, endsAt, reminderQueuedAt: null }, atSequence);

/** Cancels an active booking (SEQUENCE + 1). */
export const cancelBookingRow = (db: Db, id: number, atSequence?: number) =>
  changeBookingRow(db, id, { status: "cancelled", cancelledAt: new Date() }, atSequence);

export async function recordBookingEvent(
  db: Db,
  booking: Pick<BookingRow, "id" | "startsAt">,
  kind: "booked" | "moved" | "cancelled",
  actor: "customer" | "owner",
): Promise<void> {
  await db
    .insertInto("bookingEvents")
    .values({ bookingId: booking.id, kind, startsAt: booking.startsAt, actor })
    .execute();
}

/** What happened to the lead's bookings, oldest first (the lead's timeline). */
export function bookingEventsOfLead(db: Db, lead: LeadRef) {
  return db
    .selectFrom("bookingEvents")
    .innerJoin("bookings", "bookings.id", "bookingEvents.bookingId")
    .select(["bookingEvents.kind", "bookingEvents.startsAt", "bookingEvents.actor", "bookingEvents.createdAt"])
    .where(`bookings.${leadColumn(lead)}`, "=", lead.id)
    .orderBy("bookingEvents.id")
    .execute();
}

/** The lead a booking is for: who to write to and where the visit is. */
export interface BookingLead extends LeadRef {
  firstName: string;
  lastName: string;
  email: string;
  /** The quote's street address; a contact has none. */
  location: string | null;
  /** Flagged as spam: its link opens nothing (issue 33). */
  isSpam: boolean;
}

export async function findBookingLead(db: Db, lead: LeadRef): Promise<BookingLead | undefined> {
  if (lead.kind === "quote") {
    const row = await db
      .selectFrom("quotes")
      .select(["firstName", "lastName", "email", "address", "city", "state", "zipCode", "isSpam"])
      .where("id", "=", lead.id)
      .executeTakeFirst();
    return (
      row && {
        ...lead,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        location: `${row.address}, ${row.city}, ${row.state} ${row.zipCode}`,
        isSpam: row.isSpam,
      }
    );
  }
  const row = await db
    .selectFrom("contactSubmissions")
    .select(["firstName", "lastName", "email", "isSpam"])
    .where("id", "=", lead.id)
    .executeTakeFirst();
  return row && { ...lead, ...row, location: null };
}

export const leadOfBooking = (booking: Pick<BookingRow, "quoteId" | "contactSubmissionId">): LeadRef =>
  booking.quoteId !== null
    ? { kind: "quote", id: booking.quoteId }
    : { kind: "contact", id: booking.contactSubmissionId! };

/** A booked consultation puts its quote in phase 2 with the day as its scheduled date (no phase e-mail). */
export async function markQuoteScheduled(db: Db, quoteId: number, day: Date): Promise<void> {
  await db
    .updateTable("quotes")
    .set({ phase: "phase-2", scheduledDate: day, updatedAt: new Date() })
    .where("id", "=", quoteId)
    .execute();
}

export async function insertBlock(
  db: Db,
  values: { startsAt: Date; endsAt: Date; reason: string | null; createdBy: string | null },
) {
  return db.insertInto("bookingBlocks").values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteBlock(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("bookingBlocks").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Active bookings without a reminder yet whose start lies in [from, to). */
export function bookingsDueForReminder(db: Db, from: Date, to: Date) {
  return activeBookings(db)
    .where("reminderQueuedAt", "is", null)
    .where("startsAt", ">=", from)
    .where("startsAt", "<", to)
    .orderBy("startsAt")
    .limit(100)
    .execute();
}

/** Marks the reminder as handled, once: false when another run got there first. */
export async function claimReminder(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ reminderQueuedAt: new Date() })
    .where("id", "=", id)
    .where("reminderQueuedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live feed and adds one with `tokenHash` (one transaction: at most one live). */
export async function replaceFeed(db: Db, tokenHash: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("calendarFeeds").set({ revokedAt: new Date() }).where("revokedAt", "is", null).execute();
    if (tokenHash) await trx.insertInto("calendarFeeds").values({ tokenHash }).execute();
  });
}

export function findLiveFeed(db: Db, tokenHash?: string) {
  let query = db.selectFrom("calendarFeeds").selectAll().where("revokedAt", "is", null);
  if (tokenHash !== undefined) query = query.where("tokenHash", "=", tokenHash);
  return query.executeTakeFirst();
}

/** Active bookings ending after `from` (and starting before `to`) with their leads, for the feed and the agenda. */
export function feedBookings(db: Db, from: Date, to?: Date) {
  let query = db
    .selectFrom("bookings")
    .leftJoin("quotes", "quotes.id", "bookings.quoteId")
    .leftJoin("contactSubmissions", "contactSubmissions.id", "bookings.contactSubmissionId")
    .select([
      "bookings.id",
      "bookings.uid",
      "bookings.sequence",
      "bookings.startsAt",
      "bookings.endsAt",
      "bookings.quoteId",
      "bookings.contactSubmissionId",
      sql<string>`coalesce(quotes.first_name, contact_submissions.first_name)`.as("firstName"),
      sql<string>`coalesce(quotes.last_name, contact_submissions.last_name)`.as("lastName"),
      sql<string>`coalesce(quotes.email, contact_submissions.email)`.as("email"),
      sql<
        string | null
      >`case when quotes.id is null then null else quotes.address || ', ' || quotes.city || ', ' || quotes.state || ' ' || quotes.zip_code end`.as(
        "location",
      ),
    ])
    .where("bookings.status", "=", "booked")
    .where("bookings.endsAt", ">", from)
    .orderBy("bookings.startsAt")
    .limit(500);
  if (to) query = query.where("bookings.startsAt", "<", to);
  return query.execute();
}
