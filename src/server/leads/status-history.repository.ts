/** SQL of the status changes the owner makes on a lead (the lead's timeline says who, and when). */
import type { Db } from "../db/schema";
import { leadColumns, type LeadRef } from "./lead-ref";

/** The lead's status now, its row locked until the caller's transaction ends; undefined if there is no such lead. */
export async function lockLeadStatus(trx: Db, lead: LeadRef): Promise<string | undefined> {
  const row =
    lead.kind === "quote"
      ? await trx.selectFrom("quotes").select("status").where("id", "=", lead.id).forUpdate().executeTakeFirst()
      : await trx
          .selectFrom("contactSubmissions")
          .select("status")
          .where("id", "=", lead.id)
          .forUpdate()
          .executeTakeFirst();
  return row?.status;
}

export async function recordStatusChange(
  trx: Db,
  lead: LeadRef,
  change: { from: string; to: string; by: string | null },
): Promise<void> {
  if (change.from === change.to) return;
  await trx
    .insertInto("leadStatusChanges")
    .values({ ...leadColumns(lead), fromStatus: change.from, toStatus: change.to, changedBy: change.by })
    .execute();
}

/** The lead's status changes, oldest first. */
export function statusChangesOfLead(db: Db, lead: LeadRef) {
  const column = lead.kind === "quote" ? "quoteId" : "contactSubmissionId";
  return db
    .selectFrom("leadStatusChanges")
    .select(["fromStatus", "toStatus", "changedBy", "createdAt"])
    .where(column, "=", lead.id)
    .orderBy("id")
    .execute();
}
