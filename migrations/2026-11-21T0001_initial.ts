/**
 * Initial schema: every entity of the product (docs/product.md#data) with its lengths, defaults and constraints, plus the
 * outbox, idempotency keys and rate-limit buckets. Lists in CHECK constraints are written out
 * here (not imported) so this migration keeps meaning what it meant when it ran.
 */
import { sql, type Kysely } from "kysely";

const now = sql`now()`;

function inList(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}

const leadSourceColumns = [
  ["source_landing_page", "varchar(2048)"],
  ["source_referrer", "varchar(2048)"],
  ["utm_source", "varchar(255)"],
  ["utm_medium", "varchar(255)"],
  ["utm_campaign", "varchar(255)"],
  ["utm_term", "varchar(255)"],
  ["utm_content", "varchar(255)"],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("email", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("first_name", "varchar(100)")
    .addColumn("last_name", "varchar(100)")
    .addColumn("profile_image_url", "varchar(2048)")
    .addColumn("is_admin", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("password_hash", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("sid", "varchar(128)", (c) => c.primaryKey())
    .addColumn("sess", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("expire", "timestamptz", (c) => c.notNull())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("sessions_expire_idx").on("sessions").column("expire").execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("slug", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("description", "text")
    .addColumn("color", "varchar(7)", (c) =>
      c
        .notNull()
        .defaultTo("#3b82f6")
        .check(sql`color ~ '^#[0-9a-fA-F]{6}$'`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("slug", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("excerpt", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("meta_description", "varchar(160)")
    .addColumn("meta_keywords", "varchar(255)")
    .addColumn("featured_image", "varchar(2048)")
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(inList("status", ["draft", "published"])),
    )
    .addColumn("author_id", "uuid", (c) => c.notNull().references("users.id").onDelete("restrict"))
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("published_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("search_vector", sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
        setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')
      `,
        )
        .stored(),
    )
    .execute();
  await db.schema.createIndex("blog_posts_search_idx").on("blog_posts").using("gin").column("search_vector").execute();
  await db.schema
    .createIndex("blog_posts_status_published_idx")
    .on("blog_posts")
    .columns(["status", "published_at desc"])
    .execute();
  await db.schema.createIndex("blog_posts_category_idx").on("blog_posts").column("category_id").execute();
  await db.schema.createIndex("blog_posts_author_idx").on("blog_posts").column("author_id").execute();

  await db.schema
    .createTable("projects")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("slug", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("description", "text")
    .addColumn("content", "text")
    .addColumn("location", "varchar(100)")
    .addColumn("project_type", "varchar(50)")
    .addColumn("featured_image", "varchar(2048)")
    .addColumn("images", "jsonb", (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(images) = 'array'`),
    )
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(inList("status", ["draft", "published", "archived"])),
    )
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("projects_status_completed_idx")
    .on("projects")
    .columns(["status", "completed_at desc"])
    .execute();

  let contacts = db.schema
    .createTable("contact_submissions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("first_name", "varchar(100)", (c) => c.notNull())
    .addColumn("last_name", "varchar(100)", (c) => c.notNull())
    .addColumn("email", "varchar(255)", (c) => c.notNull())
    .addColumn("phone", "varchar(20)")
    .addColumn("service_type", "varchar(100)")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(inList("status", ["new", "contacted", "completed"])),
    );
  for (const [name, type] of leadSourceColumns) contacts = contacts.addColumn(name, sql.raw(type));
  await contacts
    .addColumn("is_spam", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("spam_reason", "varchar(100)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("contact_submissions_status_idx")
    .on("contact_submissions")
    .columns(["status", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("contact_submissions_created_idx")
    .on("contact_submissions")
    .column("created_at")
    .execute();

  let quotes = db.schema
    .createTable("quotes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("first_name", "varchar(100)", (c) => c.notNull())
    .addColumn("last_name", "varchar(100)", (c) => c.notNull())
    .addColumn("email", "varchar(255)", (c) => c.notNull())
    .addColumn("phone", "varchar(20)")
    .addColumn("address", "varchar(255)", (c) => c.notNull())
    .addColumn("city", "varchar(100)", (c) => c.notNull())
    .addColumn("state", "varchar(50)", (c) => c.notNull())
    .addColumn("zip_code", "varchar(10)", (c) => c.notNull())
    .addColumn("project_type", "varchar(100)", (c) => c.notNull())
    .addColumn("roof_size", "varchar(50)")
    .addColumn("urgency", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("standard")
        .check(inList("urgency", ["urgent", "standard", "planning"])),
    )
    .addColumn("budget_range", "varchar(50)")
    .addColumn("description", "text")
    .addColumn("preferred_contact_method", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("phone")
        .check(inList("preferred_contact_method", ["phone", "email", "text"])),
    )
    .addColumn("best_time_to_contact", "varchar(20)")
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(inList("status", ["new", "contacted", "quoted", "scheduled", "completed", "cancelled"])),
    )
    .addColumn("phase", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("phase-1")
        .check(inList("phase", ["phase-1", "phase-2", "phase-3"])),
    )
    .addColumn("estimated_value", "numeric(12, 2)")
    .addColumn("notes", "text")
    .addColumn("assigned_to", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("last_contact_date", "timestamptz")
    .addColumn("scheduled_date", "timestamptz");
  for (const [name, type] of leadSourceColumns) quotes = quotes.addColumn(name, sql.raw(type));
  await quotes
    .addColumn("is_spam", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("spam_reason", "varchar(100)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("quotes_status_idx").on("quotes").columns(["status", "created_at desc"]).execute();
  await db.schema.createIndex("quotes_phase_idx").on("quotes").columns(["phase", "created_at desc"]).execute();

  await db.schema
    .createTable("quote_follow_ups")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("phase", "varchar(20)", (c) => c.notNull().check(inList("phase", ["phase-1", "phase-2", "phase-3"])))
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(inList("status", ["pending", "sent", "failed", "cancelled"])),
    )
    .addColumn("email_sent", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("email_sent_at", "timestamptz")
    .addColumn("scheduled_for", "timestamptz")
    .addColumn("notes", "text")
    .addColumn("custom_message", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("quote_follow_ups_quote_idx")
    .on("quote_follow_ups")
    .columns(["quote_id", "created_at"])
    .execute();
  await db.schema.createIndex("quote_follow_ups_status_idx").on("quote_follow_ups").column("status").execute();

  await db.schema
    .createTable("email_templates")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("subject", "varchar(255)", (c) => c.notNull())
    .addColumn("html_content", "text", (c) => c.notNull())
    .addColumn("text_content", "text")
    .addColumn("template_type", "varchar(50)", (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("email_templates_type_idx")
    .on("email_templates")
    .columns(["template_type", "is_active"])
    .execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("to_address", "varchar(255)", (c) => c.notNull())
    .addColumn("from_address", "varchar(255)")
    .addColumn("reply_to", "varchar(255)")
    .addColumn("subject", "varchar(255)", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("tag", "varchar(50)")
    .addColumn("contact_submission_id", "integer", (c) => c.references("contact_submissions.id").onDelete("set null"))
    .addColumn("quote_id", "integer", (c) => c.references("quotes.id").onDelete("set null"))
    .addColumn("quote_follow_up_id", "integer", (c) => c.references("quote_follow_ups.id").onDelete("set null"))
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(inList("status", ["pending", "sending", "sent", "failed"])),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(8))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("locked_at", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("provider_message_id", "varchar(100)")
    .addColumn("sent_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("email_outbox_due_idx")
    .on("email_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("scope", "varchar(50)", (c) => c.notNull())
    .addColumn("key", "varchar(100)", (c) => c.notNull())
    .addColumn("request_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("response_status", "integer", (c) => c.notNull())
    .addColumn("response_body", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["scope", "key"])
    .execute();
  await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();

  await db.schema
    .createTable("rate_limit_buckets")
    .addColumn("key", "varchar(255)", (c) => c.primaryKey())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("rate_limit_buckets_window_idx")
    .on("rate_limit_buckets")
    .column("window_start")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "rate_limit_buckets",
    "idempotency_keys",
    "email_outbox",
    "email_templates",
    "quote_follow_ups",
    "quotes",
    "contact_submissions",
    "projects",
    "blog_posts",
    "categories",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
