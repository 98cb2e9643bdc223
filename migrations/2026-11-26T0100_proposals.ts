/**
 * Written proposals (issue 20, docs/decisions/037-proposals-money-and-signatures.md): versions of a
 * quote's proposal, the customer's signature (immutable: a trigger refuses every UPDATE), a
 * decline with its reason, the customer's questions, won/lost on the quote for reports, and the
 * `settings` table with the proposal defaults (terms, warranty, days valid) the owner edits.
 * Lists in CHECK constraints are written out here so this migration keeps meaning what it meant.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;

function inList(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}

const STATUSES = ["draft", "sent", "withdrawn", "replaced", "accepted", "declined", "expired"];
const DECLINE_REASONS = ["price", "timing", "another-contractor", "not-doing-work", "other"];

const DEFAULT_TERMS =
  "This proposal covers the work described above at the prices shown. A deposit is due on signing to order " +
  "slate and schedule the crew; the balance is due on completion. Work that was hidden before the roof is " +
  "opened (rotten decking, failed flashing) is priced with you before we do it. We carry general liability " +
  "and workers' compensation insurance and pull every permit the town requires.";
const DEFAULT_WARRANTY =
  "Workmanship is guaranteed for 10 years on repairs and 25 years on restorations and new roofs. Natural slate " +
  "carries its quarry's material warranty, 100 years or more for the stone we install. Copper flashing and " +
  "gutters are covered for the life of the roof against defects in our installation.";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("value", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db
    .insertInto("settings")
    .values({
      key: "proposal-defaults",
      value: JSON.stringify({ terms: DEFAULT_TERMS, warranty: DEFAULT_WARRANTY, validDays: 30 }),
    })
    .execute();

  await db.schema
    .alterTable("quotes")
    .addColumn("won_at", "timestamptz")
    .addColumn("won_value_cents", "integer", (c) => c.check(sql`won_value_cents >= 0`))
    .addColumn("lost_at", "timestamptz")
    .addColumn("lost_reason", "varchar(40)")
    .execute();

  await db.schema
    .createTable("proposals")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull().check(sql`version > 0`))
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("draft").check(inList("status", STATUSES)))
    // The editable document (options, line items, money in integer cents, texts, photo keys).
    .addColumn("content", "jsonb", (c) => c.notNull().check(sql`jsonb_typeof(content) = 'object'`))
    .addColumn("valid_until", "date", (c) => c.notNull())
    // SHA-256 (hex) of the link's token; the token itself is never stored. One per sent version.
    .addColumn("token_hash", "char(64)", (c) => c.unique())
    // Random salt the link's token is derived from with the server's key (decision 037).
    .addColumn("token_nonce", "varchar(64)")
    // The version as sent: what the customer sees, and its SHA-256 over canonical JSON.
    .addColumn("frozen", "jsonb")
    .addColumn("document_sha256", "char(64)")
    .addColumn("sent_at", "timestamptz")
    .addColumn("first_opened_at", "timestamptz")
    .addColumn("last_opened_at", "timestamptz")
    .addColumn("open_count", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`open_count >= 0`),
    )
    .addColumn("withdrawn_at", "timestamptz")
    .addColumn("replaced_by", "integer", (c) => c.references("proposals.id").onDelete("set null"))
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("proposals_quote_version_key", ["quote_id", "version"])
    .addCheckConstraint(
      "proposals_sent_is_frozen",
      sql`status = 'draft' or (frozen is not null and token_hash is not null and document_sha256 is not null and sent_at is not null)`,
    )
    .execute();
  // One draft per quote at a time.
  await sql`create unique index proposals_one_draft_idx on proposals (quote_id) where status = 'draft'`.execute(db);

  await db.schema
    .createTable("proposal_acceptances")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("proposal_id", "integer", (c) => c.notNull().unique().references("proposals.id").onDelete("cascade"))
    .addColumn("option_id", "varchar(40)", (c) => c.notNull())
    .addColumn("option_title", "varchar(120)", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn("typed_name", "varchar(200)", (c) => c.notNull().check(sql`length(btrim(typed_name)) > 0`))
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_version", "varchar(20)", (c) => c.notNull())
    .addColumn("accepted_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("user_agent", "varchar(500)")
    .addColumn("document_sha256", "char(64)", (c) => c.notNull())
    .execute();
  // The signature is a record, never edited: an UPDATE is refused by the database itself.
  await sql`
    create function proposal_acceptances_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'proposal_acceptances rows are immutable';
    end $$
  `.execute(db);
  await sql`
    create trigger proposal_acceptances_no_update before update on proposal_acceptances
    for each row execute function proposal_acceptances_immutable()
  `.execute(db);

  await db.schema
    .createTable("proposal_declines")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("proposal_id", "integer", (c) => c.notNull().unique().references("proposals.id").onDelete("cascade"))
    .addColumn("reason", "varchar(40)", (c) => c.notNull().check(inList("reason", DECLINE_REASONS)))
    .addColumn("comment", "varchar(2000)")
    .addColumn("declined_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("user_agent", "varchar(500)")
    .execute();

  await db.schema
    .createTable("proposal_questions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("proposal_id", "integer", (c) => c.notNull().references("proposals.id").onDelete("cascade"))
    .addColumn("kind", "varchar(20)", (c) => c.notNull().check(inList("kind", ["question", "update-request"])))
    .addColumn("question", "varchar(2000)", (c) => c.notNull())
    .addColumn("asked_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("proposal_questions_proposal_idx")
    .on("proposal_questions")
    .column("proposal_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("proposal_questions").execute();
  await db.schema.dropTable("proposal_declines").execute();
  await db.schema.dropTable("proposal_acceptances").execute();
  await sql`drop function proposal_acceptances_immutable()`.execute(db);
  await db.schema.dropTable("proposals").execute();
  await db.schema
    .alterTable("quotes")
    .dropColumn("won_at")
    .dropColumn("won_value_cents")
    .dropColumn("lost_at")
    .dropColumn("lost_reason")
    .execute();
  await db.schema.dropTable("settings").execute();
}
