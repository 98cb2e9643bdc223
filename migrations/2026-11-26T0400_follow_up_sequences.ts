/**
 * Issue 22 (items 5-9), decision 040: follow-up sequences that send themselves in business hours,
 * and review requests.
 * - follow_up_sequences: what the owner edits in Settings (a trigger, steps with a delay in business
 *   days, a template and on/off each). Two defaults are seeded: "Proposal sent, no answer" (day 2,
 *   5 and 10) and "Quote request not reached by phone".
 * - follow_up_enrolments: one lead in one sequence (unique per quote and sequence): active, paused,
 *   stopped (with why) or finished, the next step and when it is due.
 * - follow_up_sends: one row per step sent; unique per (lead, sequence, step, local day), so a run
 *   that dies midway and the next run can never queue the same reminder twice.
 * - review_requests: at most one per customer ever (unique normalised recipient digest).
 * Lists in CHECK constraints are written out here so this migration keeps meaning what it meant.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;

function inList(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}

const step = (id: string, delayDays: number, subject: string, paragraphs: string[]) => ({
  id,
  delayDays,
  isActive: true,
  subject,
  htmlContent: paragraphs.map((p) => `<p>${p}</p>`).join(""),
  textContent: null,
});

const PROPOSAL_STEPS = [
  step("day-2", 2, "Any questions about your {{projectType}} proposal?", [
    "Hello {{firstName}},",
    "We sent you our proposal for your {{projectType}} project at {{address}} a couple of days ago. If anything in it is unclear, or you would like us to walk the roof with you again, just reply to this e-mail or call {{businessPhone}}.",
    "{{businessName}}",
  ]),
  step("day-5", 5, "Your {{projectType}} proposal from {{businessName}}", [
    "Hello {{firstName}},",
    "A short note to make sure our proposal reached you. The options are priced so you can choose the one that suits the house and the budget; we are glad to adjust the scope if none fits.",
    "Reply here or call {{businessPhone}} with any question.",
    "{{businessName}}",
  ]),
  step("day-10", 10, "Shall we keep your slot, {{firstName}}?", [
    "Hello {{firstName}},",
    "We are planning the crew's next weeks and would like to know whether to keep a place for your {{projectType}} project. If the timing is not right, a one-line reply is all we need, and we will not write again about this proposal.",
    "{{businessName}} · {{businessPhone}}",
  ]),
];

const NOT_REACHED_STEPS = [
  step("day-1", 1, "We tried to reach you about your {{projectType}} project", [
    "Hello {{firstName}},",
    "Thank you for your quote request. We have not been able to reach you by phone yet. When is a good time to call? Reply to this e-mail with a time, or call us at {{businessPhone}}.",
    "{{businessName}}",
  ]),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("follow_up_sequences")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("trigger", "varchar(20)", (c) =>
      c.notNull().check(inList("trigger", ["proposal-sent", "quote-requested"])),
    )
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("steps", "jsonb", (c) => c.notNull().check(sql`jsonb_typeof(steps) = 'array'`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db
    .insertInto("follow_up_sequences")
    .values([
      { name: "Proposal sent, no answer", trigger: "proposal-sent", steps: JSON.stringify(PROPOSAL_STEPS) },
      {
        name: "Quote request not reached by phone",
        trigger: "quote-requested",
        steps: JSON.stringify(NOT_REACHED_STEPS),
      },
    ])
    .execute();

  await db.schema
    .createTable("follow_up_enrolments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("sequence_id", "integer", (c) => c.notNull().references("follow_up_sequences.id").onDelete("cascade"))
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("active")
        .check(inList("status", ["active", "paused", "stopped", "finished"])),
    )
    .addColumn("anchor_at", "timestamptz", (c) => c.notNull())
    .addColumn("next_step", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`next_step >= 0`),
    )
    .addColumn("next_due_at", "timestamptz")
    .addColumn("stop_reason", "varchar(30)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("follow_up_enrolments_quote_sequence_key", ["quote_id", "sequence_id"])
    .execute();
  await sql`create index follow_up_enrolments_due_idx on follow_up_enrolments (next_due_at) where status = 'active'`.execute(
    db,
  );

  await db.schema
    .createTable("follow_up_sends")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("enrolment_id", "integer", (c) => c.notNull().references("follow_up_enrolments.id").onDelete("cascade"))
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("sequence_id", "integer", (c) => c.notNull())
    .addColumn("step_id", "varchar(40)", (c) => c.notNull())
    .addColumn("step_number", "integer", (c) => c.notNull())
    .addColumn("local_day", "date", (c) => c.notNull())
    .addColumn("by_owner", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("outbox_id", "bigint", (c) => c.references("email_outbox.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("follow_up_sends_once_per_day_key", ["quote_id", "sequence_id", "step_id", "local_day"])
    .execute();

  await db.schema
    .createTable("review_requests")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("recipient_key", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("scheduled")
        .check(inList("status", ["scheduled", "sent", "cancelled"])),
    )
    .addColumn("due_at", "timestamptz", (c) => c.notNull())
    .addColumn("cancel_reason", "varchar(30)")
    .addColumn("outbox_id", "bigint", (c) => c.references("email_outbox.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index review_requests_due_idx on review_requests (due_at) where status = 'scheduled'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("review_requests").execute();
  await db.schema.dropTable("follow_up_sends").execute();
  await db.schema.dropTable("follow_up_enrolments").execute();
  await db.schema.dropTable("follow_up_sequences").execute();
}
