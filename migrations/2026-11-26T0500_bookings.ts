/**
 * Online booking of the free consultation (issue 23 items 1-5, docs/decisions/041-consultation-booking.md):
 * bookings (one per lead while active; one per start time among active bookings: the unique index
 * is what makes two visitors taking the same slot end with one booking), the owner's blocks (days
 * off, jobs), a timeline of what happened to each booking, the private calendar feed (only the
 * token's SHA-256 is kept), attachments on outbox messages (the .ics invitation) and the booking
 * settings row.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "serial", (c) => c.primaryKey())
    // The iCalendar UID: fixed for the booking's life, so a move updates the same calendar entry.
    .addColumn("uid", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("quote_id", "integer", (c) => c.references("quotes.id").onDelete("cascade"))
    .addColumn("contact_submission_id", "integer", (c) => c.references("contact_submissions.id").onDelete("cascade"))
    .addColumn("starts_at", "timestamptz", (c) => c.notNull())
    .addColumn("ends_at", "timestamptz", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("booked")
        .check(sql`status in ('booked', 'cancelled')`),
    )
    // iCalendar SEQUENCE: 0 when booked, +1 at each move and at the cancel.
    .addColumn("sequence", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sequence >= 0`),
    )
    .addColumn("reminder_queued_at", "timestamptz")
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("bookings_one_lead", sql`(quote_id is null) <> (contact_submission_id is null)`)
    .addCheckConstraint("bookings_ends_after_start", sql`ends_at > starts_at`)
    .execute();
  await sql`create unique index bookings_active_start_idx on bookings (starts_at) where status = 'booked'`.execute(db);
  await sql`create unique index bookings_active_quote_idx on bookings (quote_id) where status = 'booked'`.execute(db);
  await sql`create unique index bookings_active_contact_idx on bookings (contact_submission_id) where status = 'booked'`.execute(
    db,
  );

  await db.schema
    .createTable("booking_events")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("kind", "varchar(20)", (c) => c.notNull().check(sql`kind in ('booked', 'moved', 'cancelled')`))
    .addColumn("starts_at", "timestamptz", (c) => c.notNull())
    .addColumn("actor", "varchar(20)", (c) => c.notNull().check(sql`actor in ('customer', 'owner')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("booking_events_booking_idx").on("booking_events").column("booking_id").execute();

  await db.schema
    .createTable("booking_blocks")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("starts_at", "timestamptz", (c) => c.notNull())
    .addColumn("ends_at", "timestamptz", (c) => c.notNull())
    .addColumn("reason", "varchar(200)")
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("booking_blocks_ends_after_start", sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex("booking_blocks_range_idx")
    .on("booking_blocks")
    .columns(["starts_at", "ends_at"])
    .execute();

  await db.schema
    .createTable("calendar_feeds")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("token_hash", "char(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("revoked_at", "timestamptz")
    .execute();
  // At most one live feed: regenerating revokes the old one in the same transaction.
  await sql`create unique index calendar_feeds_one_live_idx on calendar_feeds ((true)) where revoked_at is null`.execute(
    db,
  );

  // jsonb: [{ Name, Content (base64), ContentType }] as Postmark's API takes them.
  await db.schema.alterTable("email_outbox").addColumn("attachments", "jsonb").execute();

  await db
    .insertInto("settings")
    .values({
      key: "booking",
      value: JSON.stringify({
        consultationMinutes: 60,
        travelBufferMinutes: 30,
        dailyMax: 4,
        cutoffHours: 12,
        horizonDays: 14,
      }),
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("settings").where("key", "=", "booking").execute();
  await db.schema.alterTable("email_outbox").dropColumn("attachments").execute();
  await db.schema.dropTable("calendar_feeds").execute();
  await db.schema.dropTable("booking_blocks").execute();
  await db.schema.dropTable("booking_events").execute();
  await db.schema.dropTable("bookings").execute();
}
