/** Contact submissions for the admin: newest first, and a status any admin may set in any order. */
import type { ContactStatus } from "../../shared/options";
import type { AdminContactSubmission } from "../../shared/schemas/admin";
import type { Db } from "../db/schema";
import { ContactNotFound } from "../errors";
import { countContactSubmissionsWithStatus, listContactSubmissions, updateContactStatus } from "./contacts.repository";
import { lockLeadStatus, recordStatusChange } from "../leads/status-history.repository";

type Row = Awaited<ReturnType<typeof listContactSubmissions>>[number];

const toAdmin = (row: Row): AdminContactSubmission => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listContactsForAdmin(db: Db): Promise<AdminContactSubmission[]> {
  return (await listContactSubmissions(db)).map(toAdmin);
}

export async function setContactStatus(
  db: Db,
  id: number,
  status: ContactStatus,
  changedBy: string | null = null,
): Promise<AdminContactSubmission> {
  const row = await db.transaction().execute(async (trx) => {
    const before = await lockLeadStatus(trx, { kind: "contact", id });
    if (before === undefined) return undefined;
    const updated = await updateContactStatus(trx, id, status);
    await recordStatusChange(trx, { kind: "contact", id }, { from: before, to: status, by: changedBy });
    return updated;
  });
  if (!row) throw new ContactNotFound(id);
  return toAdmin(row);
}

/** Submissions nobody has answered yet (status New), for the admin's home-page strip. */
export function countNewContacts(db: Db): Promise<number> {
  return countContactSubmissionsWithStatus(db, "new");
}
