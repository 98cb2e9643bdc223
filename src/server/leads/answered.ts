/**
 * Answering counts (issue 34, item 1): a reply from the composer or a call the owner logs is the
 * lead's first response. A lead still 'new' becomes 'contacted', its first response is kept (once)
 * and the change is recorded with who made it, in the caller's transaction, so the lead leaves
 * "Waiting for a reply" and the reports measure from that moment.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import { LeadNotFound } from "../errors";
import type { LeadRef } from "./lead-ref";
import { lockLeadStatus, recordStatusChange } from "./status-history.repository";

/** Marks the lead answered by `by`; true when it moved from 'new' to 'contacted'. Throws LeadNotFound. */
export async function markLeadAnswered(
  trx: Db,
  lead: LeadRef,
  by: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  const before = await lockLeadStatus(trx, lead);
  if (before === undefined) throw new LeadNotFound(`${lead.kind}/${lead.id}`);
  if (before !== "new") return false;
  const change = {
    status: "contacted" as const,
    firstResponseAt: sql<Date>`coalesce(first_response_at, ${now})`,
    updatedAt: now,
  };
  if (lead.kind === "quote") await trx.updateTable("quotes").set(change).where("id", "=", lead.id).execute();
  else await trx.updateTable("contactSubmissions").set(change).where("id", "=", lead.id).execute();
  await recordStatusChange(trx, lead, { from: "new", to: "contacted", by });
  return true;
}
