/**
 * SQL of a person's data: every lead (contact submission or quote) of one e-mail address, the
 * e-mails about them, and their removal; and the leads past the retention period.
 */
import { sql, type ExpressionBuilder } from "kysely";
import type { LeadKind } from "../../shared/schemas/privacy";
import type { Database, Db } from "../db/schema";

export interface LeadIds {
  contactIds: number[];
  quoteIds: number[];
}

export async function findLeadAddress(db: Db, kind: LeadKind, id: number) {
  const table = kind === "contact" ? "contactSubmissions" : "quotes";
  const row = await db.selectFrom(table).select("email").where("id", "=", id).executeTakeFirst();
  return row?.email;
}

const sameAddress = (address: string) => sql<boolean>`lower(email) = ${address.toLowerCase()}`;

/** Every lead of an address (compared without case), oldest first. */
export async function findLeadsOfAddress(db: Db, address: string) {
  const columns = ["id", "firstName", "lastName", "createdAt"] as const;
  const [contacts, quotes] = await Promise.all([
    db.selectFrom("contactSubmissions").select(columns).where(sameAddress(address)).orderBy("id").execute(),
    db.selectFrom("quotes").select(columns).where(sameAddress(address)).orderBy("id").execute(),
  ]);
  return { contacts, quotes };
}

/** The outbox rows about these leads (their follow-ups included) or to / replying to the address. */
function outboxOf(leads: LeadIds, address: string | undefined) {
  return (eb: ExpressionBuilder<Database, "emailOutbox">) =>
    eb.or([
      ...(leads.contactIds.length ? [eb("contactSubmissionId", "in", leads.contactIds)] : []),
      ...(leads.quoteIds.length
        ? [
            eb("quoteId", "in", leads.quoteIds),
            eb(
              "quoteFollowUpId",
              "in",
              eb.selectFrom("quoteFollowUps as f").select("f.id").where("f.quoteId", "in", leads.quoteIds),
            ),
          ]
        : []),
      ...(address
        ? [
            eb(sql<string>`lower(to_address)`, "=", address.toLowerCase()),
            eb(sql<string>`lower(reply_to)`, "=", address.toLowerCase()),
          ]
        : []),
    ]);
}

export async function countEmailsOf(db: Db, leads: LeadIds, address: string) {
  const { count } = await db
    .selectFrom("emailOutbox")
    .where(outboxOf(leads, address))
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The first signed proposal among these quotes, if any: a contract that is never deleted. */
export function findSignedProposal(db: Db, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom("proposalAcceptances")
    .innerJoin("proposals", "proposals.id", "proposalAcceptances.proposalId")
    .select(["proposals.quoteId", "proposals.version"])
    .where("proposals.quoteId", "in", quoteIds)
    .orderBy("proposals.quoteId")
    .orderBy("proposals.version")
    .executeTakeFirst();
}

/** Deletes the leads, their follow-ups and the e-mails about them; run inside a transaction. */
export async function deleteLeads(db: Db, leads: LeadIds, address?: string) {
  const emails = await db.deleteFrom("emailOutbox").where(outboxOf(leads, address)).executeTakeFirst();
  let quotes = 0;
  let contacts = 0;
  if (leads.quoteIds.length) {
    await db.deleteFrom("quoteFollowUps").where("quoteId", "in", leads.quoteIds).execute();
    quotes = Number(
      (await db.deleteFrom("quotes").where("id", "in", leads.quoteIds).executeTakeFirst()).numDeletedRows,
    );
  }
  if (leads.contactIds.length) {
    const result = await db.deleteFrom("contactSubmissions").where("id", "in", leads.contactIds).executeTakeFirst();
    contacts = Number(result.numDeletedRows);
  }
  return { contacts, quotes, emails: Number(emails.numDeletedRows) };
}

/**
 * Leads with no activity for `months` (last change before the cut-off), at most `limit` of
 * each kind. Quotes that led to work (scheduled or completed) or to a signed proposal (won, with
 * the signature's audit record; decision 037) are customer records and kept.
 */
export async function findExpiredLeads(db: Db, months: number, limit: number): Promise<LeadIds> {
  const cutOff = sql<Date>`now() - make_interval(months => ${months})`;
  const [contacts, quotes] = await Promise.all([
    db
      .selectFrom("contactSubmissions")
      .select("id")
      .where("updatedAt", "<", cutOff)
      .orderBy("id")
      .limit(limit)
      .execute(),
    db
      .selectFrom("quotes")
      .select("id")
      .where("updatedAt", "<", cutOff)
      .where("status", "not in", ["scheduled", "completed"])
      .where("wonAt", "is", null)
      // A signature is kept whatever became of the quote since (the database refuses its deletion).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("proposalAcceptances")
              .innerJoin("proposals", "proposals.id", "proposalAcceptances.proposalId")
              .select("proposalAcceptances.id")
              .whereRef("proposals.quoteId", "=", "quotes.id"),
          ),
        ),
      )
      .orderBy("id")
      .limit(limit)
      .execute(),
  ]);
  return { contactIds: contacts.map((row) => row.id), quoteIds: quotes.map((row) => row.id) };
}
