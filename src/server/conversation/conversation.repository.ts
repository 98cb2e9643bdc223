/** SQL of a lead's timeline (issue 21): the lead, its e-mails, follow-ups and proposal events; messages are messages.repository's. */
import type { Db } from "../db/schema";
import type { LeadRef } from "../leads/lead-ref";

export async function findLead(db: Db, lead: LeadRef) {
  const columns = [
    "id",
    "firstName",
    "lastName",
    "email",
    "phone",
    "notes",
    "createdAt",
    "updatedAt",
    "firstResponseAt",
    "utmSource",
    "sourceReferrer",
    "sourceLandingPage",
  ] as const;
  if (lead.kind === "quote") {
    const row = await db
      .selectFrom("quotes")
      .select([
        ...columns,
        "address",
        "city",
        "state",
        "projectType",
        "description",
        "preferredContactMethod",
        "wonAt",
        "lostAt",
        "lostReason",
      ])
      .where("id", "=", lead.id)
      .executeTakeFirst();
    return row ? { ...row, kind: "quote" as const } : undefined;
  }
  const row = await db
    .selectFrom("contactSubmissions")
    .select([...columns, "message", "serviceType"])
    .where("id", "=", lead.id)
    .executeTakeFirst();
  return row ? { ...row, kind: "contact" as const } : undefined;
}

/** Mail to the customer about the lead (the owner's own notifications aside). */
export function customerMailOfLead(db: Db, lead: LeadRef, businessEmail: string) {
  return db
    .selectFrom("emailOutbox")
    .selectAll()
    .where(lead.kind === "quote" ? "quoteId" : "contactSubmissionId", "=", lead.id)
    .where("toAddress", "<>", businessEmail)
    .orderBy("createdAt")
    .execute();
}

export function followUpsOfQuote(db: Db, quoteId: number) {
  return db.selectFrom("quoteFollowUps").selectAll().where("quoteId", "=", quoteId).orderBy("createdAt").execute();
}

export async function proposalEventsOfQuote(db: Db, quoteId: number) {
  const proposals = await db
    .selectFrom("proposals")
    .leftJoin("users", "users.id", "proposals.createdBy")
    .select([
      "proposals.id",
      "proposals.version",
      "proposals.sentAt",
      "proposals.firstOpenedAt",
      "proposals.withdrawnAt",
      "proposals.createdAt",
      "users.firstName as byName",
      "users.email as byEmail",
    ])
    .where("proposals.quoteId", "=", quoteId)
    .execute();
  const ids = proposals.map((proposal) => proposal.id);
  if (ids.length === 0) return { proposals, acceptances: [], declines: [], questions: [], cancellations: [] };
  const [acceptances, declines, questions, cancellations] = await Promise.all([
    db
      .selectFrom("proposalAcceptances")
      .select(["proposalId", "optionTitle", "typedName", "acceptedAt"])
      .where("proposalId", "in", ids)
      .execute(),
    db
      .selectFrom("proposalDeclines")
      .select(["proposalId", "reason", "declinedAt"])
      .where("proposalId", "in", ids)
      .execute(),
    db
      .selectFrom("proposalQuestions")
      .select(["proposalId", "kind", "question", "askedAt"])
      .where("proposalId", "in", ids)
      .execute(),
    db
      .selectFrom("proposalCancellations")
      .select(["proposalId", "reason", "cancelledAt"])
      .where("proposalId", "in", ids)
      .execute(),
  ]);
  return { proposals, acceptances, declines, questions, cancellations };
}

export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "firstName", "email"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.firstName?.trim() || row.email]));
}
