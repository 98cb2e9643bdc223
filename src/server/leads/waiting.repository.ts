/**
 * SQL of "waiting for a reply": src/shared/waiting.ts's rule written for Postgres (issue 34,
 * item 2), used by the dashboard's count and list, the lead lists' waiting filter
 * (lead-segments.ts) and the reports, so all of them count the same leads.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../db/schema";
import { UNANSWERED_STATUS } from "../../shared/waiting";

type LeadTable = "contact_submissions" | "quotes";
const LEAD_TABLES = ["contact_submissions", "quotes"] as const;
const MESSAGE_COLUMN: Record<LeadTable, string> = { contact_submissions: "message", quotes: "description" };
const REPLY_COLUMN: Record<LeadTable, string> = { contact_submissions: "contact_submission_id", quotes: "quote_id" };

/** The leads of `table` whose customer wrote and was not answered (an uncorrelated list Postgres hashes once). */
function unansweredReplyLeads(table: LeadTable): RawBuilder<unknown> {
  const column = sql.raw(REPLY_COLUMN[table]);
  return sql`(select m.${column} from lead_messages m where m.direction = 'in' and m.answered_at is null
    and m.discarded_at is null and m.${column} is not null)`;
}

/** waitingReason(lead) !== undefined, as a WHERE over `table`. */
export function waitingWhere(table: LeadTable): RawBuilder<SqlBool> {
  const t = sql.raw(table);
  const message = sql.raw(`${table}.${MESSAGE_COLUMN[table]}`);
  return sql<SqlBool>`(${t}.id in ${unansweredReplyLeads(table)} or (${t}.status = ${UNANSWERED_STATUS}
    and (not ${t}.is_spam or (${t}.phone is not null and btrim(coalesce(${message}, '')) <> ''))))`;
}

/** How many leads of each kind wait. */
export async function countWaitingByKind(db: Db): Promise<{ contacts: number; quotes: number }> {
  const [contacts, quotes] = await Promise.all(
    LEAD_TABLES.map(async (table) => {
      const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.raw(table)}
        where ${waitingWhere(table)}`.execute(db);
      return Number(rows[0]!.count);
    }),
  );
  return { contacts: contacts!, quotes: quotes! };
}

export async function countWaitingLeads(db: Db): Promise<number> {
  const { contacts, quotes } = await countWaitingByKind(db);
  return contacts + quotes;
}

export interface WaitingRow {
  id: number;
  firstName: string;
  lastName: string;
  createdAt: Date;
  isSpam: boolean;
  /** The oldest unanswered customer message, when the lead waits because of one. */
  receivedAt: Date | null;
  unread: boolean | null;
}

/**
 * Waiting leads of one kind: every one whose customer wrote (`replied`), or the `limit` oldest
 * that wait because nobody answered them yet (`new`).
 */
async function waitingRows(db: Db, table: LeadTable, reason: "replied" | "new", limit: number) {
  const t = sql.raw(table);
  const column = sql.raw(REPLY_COLUMN[table]);
  const { rows } = await sql<WaitingRow>`select ${t}.id, ${t}.first_name as "firstName", ${t}.last_name as "lastName",
      ${t}.created_at as "createdAt", ${t}.is_spam as "isSpam", r.received_at as "receivedAt", r.unread
    from ${t} left join (
      select ${column} as lead_id, min(created_at) as received_at, bool_or(read_at is null) as unread
      from lead_messages where direction = 'in' and answered_at is null and discarded_at is null and ${column} is not null
      group by ${column}) r on r.lead_id = ${t}.id
    where ${waitingWhere(table)} and r.lead_id is ${reason === "replied" ? sql`not null` : sql`null`}
    order by ${reason === "replied" ? sql`r.received_at` : sql`${t}.created_at`}, ${t}.id
    limit ${limit}`.execute(db);
  return rows;
}

/** Of each kind: the leads whose customer wrote (all of them, up to `replyLimit`) and the `newLimit` oldest unanswered. */
export async function waitingLeadRows(db: Db, newLimit: number, replyLimit: number) {
  const [contactReplies, quoteReplies, contactsNew, quotesNew] = await Promise.all([
    waitingRows(db, "contact_submissions", "replied", replyLimit),
    waitingRows(db, "quotes", "replied", replyLimit),
    waitingRows(db, "contact_submissions", "new", newLimit),
    waitingRows(db, "quotes", "new", newLimit),
  ]);
  return { contactReplies, quoteReplies, contactsNew, quotesNew };
}
