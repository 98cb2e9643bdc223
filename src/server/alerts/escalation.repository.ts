/**
 * SQL of escalation: leads that alerted (a new-lead or emergency alert), are still 'new' and not
 * escalated yet, within the look-back; and the lead's status under a row lock when escalating.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { AlertKind } from "../../shared/alerts";

export interface UntouchedLead {
  leadKind: "contact" | "quote";
  leadId: number;
  alertKind: AlertKind;
  title: string;
  createdAt: Date;
}

/** Leads whose first alert is at most `lookBackDays` old, still new, not spam, not yet escalated. */
export async function findUntouchedLeads(
  db: Db,
  now: Date,
  lookBackDays: number,
  limit: number,
): Promise<UntouchedLead[]> {
  const result = await sql<UntouchedLead>`
    select a.lead_kind, a.lead_id, a.kind as alert_kind, a.title,
           coalesce(c.created_at, q.created_at) as created_at
    from alerts a
    left join contact_submissions c on a.lead_kind = 'contact' and c.id = a.lead_id
    left join quotes q on a.lead_kind = 'quote' and q.id = a.lead_id
    where a.kind in ('new-lead', 'emergency-lead')
      and a.created_at > ${now}::timestamptz - make_interval(days => ${lookBackDays})
      and coalesce(c.status, q.status) = 'new'
      and not coalesce(c.is_spam, q.is_spam)
      and not exists (
        select 1 from alerts e where e.event_key = 'escalation:' || a.lead_kind || ':' || a.lead_id
      )
    order by a.created_at
    limit ${limit}`.execute(db);
  return result.rows;
}

/** The lead's status, its row locked for the rest of the transaction (the owner may be answering it). */
export async function lockLeadStatus(
  trx: Db,
  lead: { kind: "contact" | "quote"; id: number },
): Promise<string | undefined> {
  const table = lead.kind === "contact" ? "contactSubmissions" : "quotes";
  const row = await trx.selectFrom(table).select("status").where("id", "=", lead.id).forUpdate().executeTakeFirst();
  return row?.status;
}
