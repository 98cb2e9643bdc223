/**
 * Issue 31 items 5 and 8, decision 050: the follow-up sequences remind about unpaid invoices, and an
 * invoice has a due day.
 * - follow_up_sequences.trigger may be 'invoice-sent'; one such sequence is seeded (5 and 10 business
 *   days after the invoice is sent).
 * - follow_up_enrolments.invoice_id / follow_up_sends.invoice_id: an invoice sequence runs once per
 *   invoice (a quote can have two unpaid invoices out at once). The two unique keys keep their names
 *   and gain the column, NULLS NOT DISTINCT, so a lead's proposal sequence is still unique per
 *   (quote, sequence) and its step per local day.
 * - A trigger on invoices stops the invoice's running reminders in the very statement that marks it
 *   paid or cancelled, whatever path does it (Stripe webhook, offline payment, the contract cancelled).
 * - invoices.due_on: the business day it is due by, fixed when first sent; invoices already sent get
 *   14 calendar days after their sending day (ET), the only backfill that needs no calendar.
 */
import { sql, type Kysely } from "kysely";

const TRIGGERS = ["proposal-sent", "quote-requested", "invoice-sent"];

const step = (id: string, delayDays: number, sms: string) => ({
  id,
  delayDays,
  isActive: true,
  // The e-mail of an invoice step is the invoice reminder (invoice-mail.ts); this is what the lead page lists.
  subject: "Reminder: your invoice is unpaid",
  htmlContent: "<p>The invoice reminder: the invoice's amount, what it is for, and its link to view and pay it.</p>",
  textContent: null,
  channel: "email",
  smsContent: sms,
});

const INVOICE_STEPS = [
  step(
    "invoice-day-5",
    5,
    "Hi {{firstName}}, it's {{businessName}}: a reminder that your invoice is still unpaid. If you have paid it, thank you.",
  ),
  step(
    "invoice-day-10",
    10,
    "Hi {{firstName}}, {{businessName}} here: your invoice is still open. Questions? Call {{businessPhone}}.",
  ),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table follow_up_sequences drop constraint follow_up_sequences_trigger_check`.execute(db);
  await sql`alter table follow_up_sequences add constraint follow_up_sequences_trigger_check
    check (trigger in (${sql.join(TRIGGERS.map((value) => sql.lit(value)))}))`.execute(db);
  await db
    .insertInto("follow_up_sequences")
    .values({ name: "Invoice sent, not paid", trigger: "invoice-sent", steps: JSON.stringify(INVOICE_STEPS) })
    .execute();

  await db.schema
    .alterTable("follow_up_enrolments")
    .addColumn("invoice_id", "integer", (c) => c.references("invoices.id").onDelete("cascade"))
    .execute();
  await sql`alter table follow_up_enrolments drop constraint follow_up_enrolments_quote_sequence_key,
    add constraint follow_up_enrolments_quote_sequence_key unique nulls not distinct (quote_id, sequence_id, invoice_id)`.execute(
    db,
  );
  await db.schema.alterTable("follow_up_sends").addColumn("invoice_id", "integer").execute();
  await sql`alter table follow_up_sends drop constraint follow_up_sends_once_per_day_key,
    add constraint follow_up_sends_once_per_day_key
      unique nulls not distinct (quote_id, sequence_id, step_id, local_day, invoice_id)`.execute(db);

  await sql`
    create function invoices_stop_reminders() returns trigger language plpgsql as $$
    begin
      update follow_up_enrolments
        set status = 'stopped', next_due_at = null, updated_at = now(),
          stop_reason = case when new.status = 'paid' then 'invoice-paid' else 'invoice-cancelled' end
        where invoice_id = new.id and status in ('active', 'paused');
      return new;
    end $$`.execute(db);
  await sql`
    create trigger invoices_stop_reminders after update of status on invoices
      for each row when (new.status in ('paid', 'cancelled') and old.status is distinct from new.status)
      execute function invoices_stop_reminders()`.execute(db);

  await db.schema.alterTable("invoices").addColumn("due_on", "date").execute();
  await sql`update invoices set due_on = (sent_at at time zone 'America/New_York')::date + 14
    where sent_at is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invoices").dropColumn("due_on").execute();
  await sql`drop trigger invoices_stop_reminders on invoices`.execute(db);
  await sql`drop function invoices_stop_reminders()`.execute(db);
  await sql`delete from follow_up_enrolments where invoice_id is not null`.execute(db);
  await sql`delete from follow_up_sends where invoice_id is not null`.execute(db);
  await sql`alter table follow_up_sends drop constraint follow_up_sends_once_per_day_key,
    add constraint follow_up_sends_once_per_day_key unique (quote_id, sequence_id, step_id, local_day)`.execute(db);
  await db.schema.alterTable("follow_up_sends").dropColumn("invoice_id").execute();
  await sql`alter table follow_up_enrolments drop constraint follow_up_enrolments_quote_sequence_key,
    add constraint follow_up_enrolments_quote_sequence_key unique (quote_id, sequence_id)`.execute(db);
  await db.schema.alterTable("follow_up_enrolments").dropColumn("invoice_id").execute();
  await sql`delete from follow_up_sequences where trigger = 'invoice-sent'`.execute(db);
  await sql`alter table follow_up_sequences drop constraint follow_up_sequences_trigger_check`.execute(db);
  await sql`alter table follow_up_sequences add constraint follow_up_sequences_trigger_check
    check (trigger in ('proposal-sent', 'quote-requested'))`.execute(db);
}
