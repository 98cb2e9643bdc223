import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/server/db/client";
import { migrateDownOne, migrateToLatest } from "../../src/server/db/migrate";
import { migrations } from "../../migrations";
import * as conversation from "../../migrations/2026-11-26T0200_conversation";
import { adminQuery as admin, copyOfTemplate } from "../support/template-copy";

const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
const name = `slate_migration_${process.pid}`;

async function tables(db: ReturnType<typeof createDb>): Promise<string[]> {
  const result = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename
  `.execute(db);
  return result.rows.map((row) => row.tablename);
}

/** A new, empty database (dropped first if a run left it behind). */
async function emptyDatabase() {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return createDb(url.toString(), "pg");
}

/**
 * A database at the latest migration: a copy of the template the global setup migrated from empty
 * (the first test proves that way up, down and up again), instead of migrating an empty one here.
 */
async function latestDatabase() {
  await admin(`drop database if exists ${name} with (force)`);
  return createDb(await copyOfTemplate(name), "pg");
}

describe("migrations", () => {
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it("go up, all the way down, and up again on an empty database", async () => {
    const db = await emptyDatabase();
    try {
      expect(await migrateToLatest(db)).toHaveLength(Object.keys(migrations).length);
      expect(await tables(db)).toEqual([
        "alert_deliveries",
        "alerts",
        "automatic_mail",
        "blog_posts",
        "booking_blocks",
        "booking_events",
        "bookings",
        "calendar_feeds",
        "categories",
        "change_order_signatures",
        "change_orders",
        "contact_submissions",
        "derived_versions",
        "email_outbox",
        "email_suppressions",
        "email_templates",
        "follow_up_enrolments",
        "follow_up_sends",
        "follow_up_sequences",
        "idempotency_keys",
        "invoices",
        "job_runs",
        "lead_calls",
        "lead_mailboxes",
        "lead_messages",
        "lead_photos",
        "lead_status_changes",
        "media",
        "newsletter_subscribers",
        "owner_notice_windows",
        "password_resets",
        "payment_refunds",
        "payments",
        "postmark_events",
        "price_book_items",
        "projects",
        "proposal_acceptances",
        "proposal_cancellations",
        "proposal_declines",
        "proposal_questions",
        "proposals",
        "push_subscriptions",
        "quote_follow_ups",
        "quotes",
        "rate_limit_buckets",
        "rebuild_requests",
        "review_requests",
        "sessions",
        "settings",
        "slug_redirects",
        "sms_messages",
        "sms_suppressions",
        "spent_form_tokens",
        "stripe_events",
        "twilio_events",
        "user_recovery_codes",
        "user_second_factors",
        "users",
      ]);
      for (let step = 0; step < Object.keys(migrations).length; step++) await migrateDownOne(db);
      expect(await tables(db)).toEqual([]);
      expect(await migrateDownOne(db)).toEqual([]);
      await migrateToLatest(db);
      expect(await tables(db)).toContain("blog_posts");
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("moves a pending site rebuild between rate_limit_buckets and rebuild_requests both ways", async () => {
    const db = await latestDatabase();
    try {
      expect(await migrateToLatest(db)).toEqual([]);
      // Step back to the rebuild migration, so the next step down is that migration's own `down`.
      const later = Object.keys(migrations).filter((name) => name > "2026-11-23T1300_rebuild_requests");
      for (const _ of later) await migrateDownOne(db);
      await sql`insert into rebuild_requests (target, requests) values ('site', 4)`.execute(db);
      // Later migrations come down first, until the rebuild one has.
      while (!(await migrateDownOne(db)).includes("reverted 2026-11-23T1300_rebuild_requests"));
      const bucket = await sql<{
        hits: number;
      }>`select hits from rate_limit_buckets where key = 'site-rebuild'`.execute(db);
      expect(bucket.rows).toEqual([{ hits: 4 }]);
      await migrateToLatest(db);
      const moved = await sql<{
        requests: number;
      }>`select requests from rebuild_requests where target = 'site'`.execute(db);
      expect(moved.rows).toEqual([{ requests: 4 }]);
      const left = await sql`select 1 from rate_limit_buckets where key = 'site-rebuild'`.execute(db);
      expect(left.rows).toHaveLength(0);
    } finally {
      await db.destroy();
    }
  });

  it("takes a migration named before ones a database already ran (2026-11-26T0200 after T0300–T0500)", async () => {
    const db = await latestDatabase();
    try {
      expect(await migrateToLatest(db)).toEqual([]);
      // As a database that ran the later-named migrations before the conversation one landed.
      await conversation.down(db);
      await sql`delete from kysely_migration where name = '2026-11-26T0200_conversation'`.execute(db);
      expect(await tables(db)).not.toContain("lead_messages");
      expect(await migrateToLatest(db)).toEqual(["applied 2026-11-26T0200_conversation"]);
      expect(await tables(db)).toContain("lead_messages");
    } finally {
      await db.destroy();
    }
  });
});
