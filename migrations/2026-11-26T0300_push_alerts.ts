/**
 * Issue 22 (decision 039): alerts on the owner's devices through Web Push. `push_subscriptions` is
 * one row per device (its push endpoint and keys, the admin it belongs to, the kinds it chose);
 * `alerts` is one row per event worth an alert (a lead, a reply, an escalation), queued in the
 * transaction of the change it reports; `alert_deliveries` is one row per (alert, device), the
 * unit that is claimed, sent and retried, so a retry never pushes twice to one device. Lists in
 * CHECK constraints are written out so this migration keeps meaning what it meant.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;

function inList(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}

const KINDS = [
  "new-lead",
  "emergency-lead",
  "customer-reply",
  "proposal-accepted",
  "proposal-declined",
  "booking",
  "escalation",
  "test",
];
const DELIVERY_STATUSES = ["pending", "sending", "sent", "failed"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "varchar(2048)", (c) => c.notNull().unique())
    .addColumn("p256dh", "varchar(200)", (c) => c.notNull())
    .addColumn("auth", "varchar(100)", (c) => c.notNull())
    .addColumn("label", "varchar(200)", (c) => c.notNull())
    .addColumn("choices", sql`text[]`, (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("last_sent_at", "timestamptz")
    .addColumn("last_error", "varchar(500)")
    .execute();
  await db.schema.createIndex("push_subscriptions_user_idx").on("push_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("alerts")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "varchar(30)", (c) => c.notNull().check(inList("kind", KINDS)))
    .addColumn("lead_kind", "varchar(10)", (c) => c.check(sql`lead_kind in ('contact', 'quote')`))
    .addColumn("lead_id", "integer")
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("body", "varchar(500)", (c) => c.notNull())
    .addColumn("url", "varchar(500)", (c) => c.notNull())
    // One alert per event: "new-lead:quote:12", "escalation:contact:4". Null for tests.
    .addColumn("event_key", "varchar(100)", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("alerts_lead_check", sql`(lead_kind is null) = (lead_id is null)`)
    .execute();
  await db.schema.createIndex("alerts_lead_idx").on("alerts").columns(["lead_kind", "lead_id"]).execute();

  await db.schema
    .createTable("alert_deliveries")
    .addColumn("alert_id", "integer", (c) => c.notNull().references("alerts.id").onDelete("cascade"))
    .addColumn("subscription_id", "integer", (c) => c.notNull().references("push_subscriptions.id").onDelete("cascade"))
    .addColumn("status", "varchar(10)", (c) =>
      c.notNull().defaultTo("pending").check(inList("status", DELIVERY_STATUSES)),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(6))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("locked_at", "timestamptz")
    .addColumn("sent_at", "timestamptz")
    .addColumn("last_error", "varchar(500)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("alert_deliveries_pkey", ["alert_id", "subscription_id"])
    .execute();
  await db.schema
    .createIndex("alert_deliveries_due_idx")
    .on("alert_deliveries")
    .columns(["next_attempt_at"])
    .where(sql.ref("status"), "in", ["pending", "sending"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("alert_deliveries").execute();
  await db.schema.dropTable("alerts").execute();
  await db.schema.dropTable("push_subscriptions").execute();
}
