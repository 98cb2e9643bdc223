/**
 * Issue 32, item 2: a follow-up step can go by e-mail, by text or both. Each step in a sequence's JSON gets
 * `channel` ('email' for every step stored before texting: nothing changes until the owner chooses) and
 * `smsContent`, the text's wording with the e-mail placeholders; the four seeded steps get a short text the
 * owner can switch on. A step's send records the text it queued (`sms_message_id`) or why none could go
 * (`text_skipped`: the refusal of queueText, e.g. 'no-consent', 'opted-out', 'cannot-receive'), which the lead's
 * timeline shows.
 */
import { sql, type Kysely } from "kysely";

const SEEDED_TEXTS: Record<string, string> = {
  "day-2":
    "Hi {{firstName}}, it's {{businessName}}. Any questions about your {{projectType}} proposal? Reply here or call {{businessPhone}}.",
  "day-5":
    "Hi {{firstName}}, {{businessName}} here: just checking our proposal for your {{projectType}} project reached you. Reply with any question.",
  "day-10":
    "Hi {{firstName}}, it's {{businessName}}. Shall we keep a slot for your {{projectType}} project? A one-line reply is all we need.",
  "day-1":
    "Hi {{firstName}}, it's {{businessName}} about your {{projectType}} request. We couldn't reach you by phone: when is a good time to call?",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  const texts = JSON.stringify(SEEDED_TEXTS);
  await sql`
    update follow_up_sequences set steps = (
      select coalesce(jsonb_agg(
        jsonb_build_object('channel', 'email', 'smsContent', ${texts}::jsonb -> (step ->> 'id')) || step
        order by position), '[]'::jsonb)
      from jsonb_array_elements(steps) with ordinality as element(step, position)
    )`.execute(db);
  await db.schema
    .alterTable("follow_up_sends")
    .addColumn("sms_message_id", "bigint", (c) => c.references("sms_messages.id").onDelete("set null"))
    .addColumn("text_skipped", "varchar(30)")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("follow_up_sends").dropColumn("sms_message_id").dropColumn("text_skipped").execute();
  await sql`
    update follow_up_sequences set steps = (
      select coalesce(jsonb_agg(step - 'channel' - 'smsContent' order by position), '[]'::jsonb)
      from jsonb_array_elements(steps) with ordinality as element(step, position)
    )`.execute(db);
}
