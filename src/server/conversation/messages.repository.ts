/** SQL of the messages with customers (decision 038): recording them, finding a sender's lead, the Unmatched list, unread counts. */
import { sql, type ExpressionBuilder } from "kysely";
import type { ContactStatus, QuoteStatus } from "../../shared/options";
import type { Database, Db } from "../db/schema";
import type { StoredMailAttachment } from "../db/conversation-tables";
import { leadColumns, type LeadRef } from "../leads/lead-ref";

export interface NewInboundMessage {
  /** The webhook event it came from; null for a message taken in on our own pages (a proposal question). */
  postmarkEventId: string | null;
  lead: LeadRef | undefined;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  textBody: string;
  strippedText: string;
  htmlBody: string | null;
  headerMessageId: string | null;
  referencesHeader: string | null;
  attachments: StoredMailAttachment[];
  /** Why the sender was not trusted (issue 33); absent when verified. */
  senderUnverified?: string | null;
}

/** Inserts the message; undefined when its event has a message already. */
export async function insertInboundMessage(db: Db, message: NewInboundMessage): Promise<string | undefined> {
  const { lead, attachments, ...fields } = message;
  const row = await db
    .insertInto("leadMessages")
    .values({ ...fields, direction: "in", ...leadColumns(lead), attachments: JSON.stringify(attachments) })
    .onConflict((oc) => oc.column("postmarkEventId").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
}

export interface NewOutboundMessage {
  lead: LeadRef;
  outboxId: string;
  fromAddress: string;
  subject: string;
  textBody: string;
  sentBy: string | null;
}

export async function insertOutboundMessage(db: Db, message: NewOutboundMessage): Promise<string> {
  const { lead, ...fields } = message;
  const row = await db
    .insertInto("leadMessages")
    .values({ ...fields, direction: "out", strippedText: fields.textBody, ...leadColumns(lead) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** A text in or out on the lead's conversation (issue 32); its Twilio details stay on sms_messages. */
export async function insertTextMessage(
  db: Db,
  text: {
    direction: "in" | "out";
    lead: LeadRef | undefined;
    fromAddress: string;
    body: string;
    sentBy: string | null;
    /** An MMS's photos, kept or refused (issue 32, item 3). */
    attachments?: StoredMailAttachment[];
  },
): Promise<string> {
  const { lead, body, attachments, ...fields } = text;
  const row = await db
    .insertInto("leadMessages")
    .values({
      ...fields,
      channel: "text",
      textBody: body,
      strippedText: body,
      ...leadColumns(lead),
      ...(attachments?.length ? { attachments: JSON.stringify(attachments) } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The statuses in which a lead is still open, per lead table. */
const OPEN_STATUSES: { quotes: readonly QuoteStatus[]; contactSubmissions: readonly ContactStatus[] } = {
  quotes: ["new", "contacted", "quoted", "scheduled"],
  contactSubmissions: ["new", "contacted"],
};

/** The newest open row of `table` whose e-mail is `email` (trimmed, lower case). */
function newestOpenRow(db: Db, table: keyof typeof OPEN_STATUSES, email: string) {
  return db
    .selectFrom(table)
    .select(["id", "createdAt"])
    .where(sql`lower(btrim(email))`, "=", email)
    .where("status", "in", [...OPEN_STATUSES[table]])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The newest open lead (quote or contact) whose e-mail is `address` (without case). */
export async function newestOpenLeadOf(db: Db, address: string): Promise<LeadRef | undefined> {
  const email = address.trim().toLowerCase();
  const [quote, contact] = await Promise.all([
    newestOpenRow(db, "quotes", email),
    newestOpenRow(db, "contactSubmissions", email),
  ]);
  if (quote && (!contact || quote.createdAt >= contact.createdAt)) return { kind: "quote", id: quote.id };
  if (contact) return { kind: "contact", id: contact.id };
  return undefined;
}

/** A lead closed longer than this no longer takes replies by its hash (issue 33): they go to Unmatched. */
export const CLOSED_LEAD_MATCH_DAYS = 90;

/**
 * True when the lead is closed (a status outside OPEN_STATUSES) and has been for more than `days`: since
 * its last status change, or since the lead was last updated when no change is recorded.
 */
export async function isLeadClosedLongAgo(db: Db, lead: LeadRef, days = CLOSED_LEAD_MATCH_DAYS) {
  const table = lead.kind === "quote" ? "quotes" : "contactSubmissions";
  const row = await db.selectFrom(table).select(["status", "updatedAt"]).where("id", "=", lead.id).executeTakeFirst();
  if (!row || (OPEN_STATUSES[table] as readonly string[]).includes(row.status)) return false;
  const change = await db
    .selectFrom("leadStatusChanges")
    .select((eb) => eb.fn.max("createdAt").as("at"))
    .where(lead.kind === "quote" ? "quoteId" : "contactSubmissionId", "=", lead.id)
    .executeTakeFirst();
  const closedAt = change?.at ? new Date(change.at) : row.updatedAt;
  const { rows } = await sql<{
    old: boolean;
  }>`select ${closedAt} < now() - make_interval(days => ${days}) as old`.execute(db);
  return rows[0]?.old === true;
}

/** An inbound message no lead claims and the owner has not discarded. */
const isUnmatched = (eb: ExpressionBuilder<Database, "leadMessages">) =>
  eb.and([
    eb("direction", "=", "in"),
    eb("contactSubmissionId", "is", null),
    eb("quoteId", "is", null),
    eb("discardedAt", "is", null),
  ]);

/** Unmatched inbound messages, newest first. */
export function listUnmatched(db: Db, limit: number) {
  return db
    .selectFrom("leadMessages")
    .selectAll()
    .where(isUnmatched)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export function findMessage(db: Db, id: string) {
  return db.selectFrom("leadMessages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Attaches an unmatched message to a lead; false when it is no longer unmatched. */
export async function attachMessage(db: Db, id: string, lead: LeadRef): Promise<boolean> {
  const result = await db
    .updateTable("leadMessages")
    .set(leadColumns(lead))
    .where("id", "=", id)
    .where(isUnmatched)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function discardMessage(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("leadMessages")
    .set({ discardedAt: sql`now()` })
    .where("id", "=", id)
    .where(isUnmatched)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const ofLead = (lead: LeadRef) => (lead.kind === "quote" ? ("quoteId" as const) : ("contactSubmissionId" as const));

/** Marks every inbound message of the lead read. */
export async function markLeadMessagesRead(db: Db, lead: LeadRef): Promise<void> {
  await db
    .updateTable("leadMessages")
    .set({ readAt: sql`now()` })
    .where(ofLead(lead), "=", lead.id)
    .where("direction", "=", "in")
    .where("readAt", "is", null)
    .execute();
}

/** Marks the lead's inbound messages answered (the owner replied). */
export async function markLeadMessagesAnswered(db: Db, lead: LeadRef): Promise<void> {
  await db
    .updateTable("leadMessages")
    .set({ answeredAt: sql`now()`, readAt: sql`coalesce(read_at, now())` })
    .where(ofLead(lead), "=", lead.id)
    .where("direction", "=", "in")
    .where("answeredAt", "is", null)
    .execute();
}

export function messagesOfLead(db: Db, lead: LeadRef) {
  return db
    .selectFrom("leadMessages")
    .selectAll()
    .where(ofLead(lead), "=", lead.id)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** The newest inbound message of the lead (what a reply answers). */
export function newestInboundOfLead(db: Db, lead: LeadRef) {
  return db
    .selectFrom("leadMessages")
    .selectAll()
    .where(ofLead(lead), "=", lead.id)
    .where("direction", "=", "in")
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Unread customer replies on leads (the dashboard's count). */
export async function countUnreadReplies(db: Db): Promise<number> {
  const row = await db
    .selectFrom("leadMessages")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("direction", "=", "in")
    .where("readAt", "is", null)
    .where("discardedAt", "is", null)
    .where((eb) => eb.or([eb("contactSubmissionId", "is not", null), eb("quoteId", "is not", null)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
