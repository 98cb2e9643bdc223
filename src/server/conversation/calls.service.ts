/**
 * "Logged a call" (issue 34, item 1): one tap on the lead's page records that the owner spoke to
 * the customer on the phone. Like a reply from the composer it is the lead's first response (a
 * 'new' lead becomes 'contacted', recorded with who) and answers the customer's waiting messages.
 * A repeated Idempotency-Key (double tap, retry) logs one call.
 */
import type { Db } from "../db/schema";
import { runIdempotent } from "../intake/idempotency.service";
import { markLeadAnswered } from "../leads/answered";
import { leadColumns, type LeadRef } from "../leads/lead-ref";
import { markLeadMessagesAnswered } from "./messages.repository";

export interface LoggedCall {
  callId: string;
  loggedAt: string;
}

export async function logCall(
  db: Db,
  ref: LeadRef,
  adminId: string,
  key: string | undefined,
  now: Date = new Date(),
): Promise<LoggedCall> {
  const { outcome } = await runIdempotent<LoggedCall, null>(db, {
    scope: `call:${ref.kind}:${ref.id}`,
    key,
    request: {},
    work: async (trx) => {
      await markLeadAnswered(trx, ref, adminId, now);
      const call = await trx
        .insertInto("leadCalls")
        .values({ ...leadColumns(ref), loggedBy: adminId, createdAt: now })
        .returning(["id", "createdAt"])
        .executeTakeFirstOrThrow();
      await markLeadMessagesAnswered(trx, ref);
      return { outcome: { callId: String(call.id), loggedAt: call.createdAt.toISOString() }, result: null };
    },
  });
  return outcome;
}

/** The calls logged on a lead, oldest first (the timeline). */
export function callsOfLead(db: Db, ref: LeadRef) {
  return db
    .selectFrom("leadCalls")
    .select(["loggedBy", "createdAt"])
    .where(ref.kind === "quote" ? "quoteId" : "contactSubmissionId", "=", ref.id)
    .orderBy("id")
    .execute();
}
