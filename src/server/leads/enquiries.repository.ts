/**
 * SQL of "one customer, one view": the contacts and quotes sharing a lead's e-mail (lower case,
 * trimmed) or phone (digits only, an extension and a North American leading 1 dropped, at least
 * seven digits), found by one query over both tables at read time, so a note lives on its own
 * lead only and shows wherever the person does.
 */
import { sql, type RawBuilder } from "kysely";
import type { LeadKind } from "../../shared/schemas/privacy";
import type { Db } from "../db/schema";

const TABLES: Record<LeadKind, string> = { contact: "contact_submissions", quote: "quotes" };

const emailKey = (column: RawBuilder<unknown>) => sql`lower(btrim(${column}))`;

/** The phone's digits before any extension ("x12", "ext. 12", "#12"), without a leading 1 of 11; null under 7. */
const phoneKey = (column: RawBuilder<unknown>) => sql`(
  select case when length(d) < 7 then null when length(d) = 11 and d like '1%' then substr(d, 2) else d end
  from (select regexp_replace(regexp_replace(coalesce(${column}, ''), '\\s*(ext\\.?|extension|x|#).*$', '', 'i'), '\\D', '', 'g') as d) digits
)`;

export interface EnquiryRow {
  kind: LeadKind;
  id: number;
  firstName: string;
  lastName: string;
  serviceType: string | null;
  projectType: string | null;
  city: string | null;
  state: string | null;
  status: string;
  isSpam: boolean;
  notes: string | null;
  createdAt: Date;
  sameEmail: boolean;
}

/** The lead's own e-mail and phone keys; undefined when there is no such lead. */
function personOf(kind: LeadKind, id: number) {
  const table = sql.table(TABLES[kind]);
  return sql`select ${emailKey(sql.ref("email"))} as email, ${phoneKey(sql.ref("phone"))} as phone
    from ${table} where id = ${id}`;
}

function matches(kind: LeadKind, alias: string, columns: RawBuilder<unknown>, self: { kind: LeadKind; id: number }) {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  return sql`select ${sql.lit(kind)} as kind, ${ref("id")} as id, ${columns},
      ${ref("status")} as status, ${ref("is_spam")} as is_spam, ${ref("notes")} as notes,
      ${ref("created_at")} as created_at, ${emailKey(ref("email"))} = person.email as same_email
    from ${sql.table(TABLES[kind])} as ${sql.table(alias)}, person
    where ${kind === self.kind ? sql`${ref("id")} <> ${self.id}` : sql`true`}
      and (${emailKey(ref("email"))} = person.email
        or (person.phone is not null and ${phoneKey(ref("phone"))} = person.phone))`;
}

/** The person's other enquiries, newest first; undefined when the lead itself does not exist. */
export async function findOtherEnquiries(db: Db, kind: LeadKind, id: number): Promise<EnquiryRow[] | undefined> {
  const exists = await sql`${personOf(kind, id)}`.execute(db);
  if (exists.rows.length === 0) return undefined;
  const self = { kind, id };
  const { rows } = await sql<EnquiryRow>`
    with person as (${personOf(kind, id)})
    ${matches("contact", "c", sql`c.first_name, c.last_name, c.service_type, null::text as project_type, null::text as city, null::text as state`, self)}
    union all
    ${matches("quote", "q", sql`q.first_name, q.last_name, null::text as service_type, q.project_type, q.city, q.state`, self)}
    order by created_at desc, id desc
  `.execute(db);
  return rows;
}
