/**
 * Speed to lead on the dashboard, by the one definition of waiting (src/shared/waiting.ts): how
 * many leads of each kind wait for the owner, every lead whose customer wrote and was not answered
 * (oldest reply first), the oldest few nobody has answered yet, and the count of unread replies.
 */
import { waitingState, type WaitingLead, type WaitingLeads } from "../../shared/speed-to-lead";
import type { Db } from "../db/schema";
import { countUnreadReplies } from "../conversation/messages.repository";
import { countWaitingByKind, waitingLeadRows, type WaitingRow } from "./waiting.repository";

/** New leads listed by name (the count links to all of them). */
export const WAITING_LIST_LENGTH = 5;
/** Leads with an unanswered reply are all listed; this only bounds a flood. */
export const REPLIES_LISTED = 200;

export async function waitingLeads(db: Db, now: Date = new Date()): Promise<WaitingLeads> {
  const [byKind, rows, unreadReplies] = await Promise.all([
    countWaitingByKind(db),
    waitingLeadRows(db, WAITING_LIST_LENGTH, REPLIES_LISTED),
    countUnreadReplies(db),
  ]);
  const lead =
    (kind: WaitingLead["kind"]) =>
    (row: WaitingRow): WaitingLead => ({
      kind,
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      createdAt: row.createdAt.toISOString(),
      overdue: waitingState({ status: "new", createdAt: row.createdAt }, now)?.overdue ?? false,
      flagged: row.isSpam,
    });
  const reply = (kind: WaitingLead["kind"]) => (row: WaitingRow) => ({
    kind,
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    receivedAt: new Date(row.receivedAt!).toISOString(),
    unread: row.unread ?? false,
  });
  const oldest = [...rows.contactsNew.map(lead("contact")), ...rows.quotesNew.map(lead("quote"))]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, WAITING_LIST_LENGTH);
  const replies = [...rows.contactReplies.map(reply("contact")), ...rows.quoteReplies.map(reply("quote"))].sort(
    (a, b) => a.receivedAt.localeCompare(b.receivedAt),
  );
  return { total: byKind.contacts + byKind.quotes, byKind, oldest, unreadReplies, replies };
}
