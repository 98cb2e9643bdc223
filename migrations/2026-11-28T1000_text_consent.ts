/**
 * Issue 32, item 1: the consent to texts a lead gave on the contact or quote form, kept as proof
 * (docs/product.md, "Texts: consent on the forms"): ticked or not, the version of the words it was shown, when, from which IP and
 * browser; and the lead's phone in E.164 ("+19735550142"), the form texts are sent to and inbound
 * texts are matched by. Leads from before this migration have no consent (false, nulls).
 */
import { sql, type Kysely } from "kysely";

const LEAD_TABLES = ["quotes", "contact_submissions"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("phone_e164", "varchar(16)")
      .addColumn("text_consent", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("text_consent_version", "varchar(32)")
      .addColumn("text_consent_at", "timestamptz")
      .addColumn("text_consent_ip", "varchar(64)")
      .addColumn("text_consent_user_agent", "varchar(512)")
      .execute();
    await db.schema
      .alterTable(table)
      .addCheckConstraint(
        `${table}_text_consent_proof`,
        sql`not text_consent or (phone_e164 is not null and text_consent_version is not null and text_consent_at is not null)`,
      )
      .execute();
    await db.schema
      .createIndex(`${table}_phone_e164_idx`)
      .on(table)
      .column("phone_e164")
      .where("phone_e164", "is not", null)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_phone_e164_idx`).execute();
    await db.schema.alterTable(table).dropConstraint(`${table}_text_consent_proof`).execute();
    await db.schema
      .alterTable(table)
      .dropColumn("phone_e164")
      .dropColumn("text_consent")
      .dropColumn("text_consent_version")
      .dropColumn("text_consent_at")
      .dropColumn("text_consent_ip")
      .dropColumn("text_consent_user_agent")
      .execute();
  }
}
