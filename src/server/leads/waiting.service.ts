/**
 * Speed to lead on the dashboard: how many leads wait for a first reply, the oldest first; a
 * flagged lead with a phone and a message waits too, marked (waiting.repository.ts); so does a lead
 * whose customer replied and has not been answered (issue 21), with the count of unread replies.
 */
import type { Kysely } from "kysely";
import { waitingState, type WaitingLead, type WaitingLeads } from "../../shared/speed-to-lead";
import type { Database } from "../db/schema";
import { countUnreadReplies } from "../conversation/messages.repository";
import { countWaitingLeads, oldestWaitingLeads, unansweredReplies } from "./waiting.repository";

export const WAITING_LIST_LENGTH = 5;

export async function waitingLeads(db: Kysely<Database>, now: Date = new Date()): Promise<WaitingLeads> {
  const [total, { contacts, quotes }, replies, unreadReplies] = await Promise.all([
    countWaitingLeads(db),
    oldestWaitingLeads(db, WAITING_LIST_LENGTH),
    unansweredReplies(db, WAITING_LIST_LENGTH),
    countUnreadReplies(db),
  ]);
  const lead =
    (kind: WaitingLead["kind"]) =>
    (row: (typeof contacts)[number]): WaitingLead => ({
      kind,
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      createdAt: row.createdAt.toISOString(),
      overdue: waitingState(row, now)?.overdue ?? false,
      flagged: row.isSpam,
    });
  const oldest = [...contacts.map(lead("contact")), ...quotes.map(lead("quote"))]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, WAITING_LIST_LENGTH);
  return {
    total: total + replies.count,
    oldest,
    unreadReplies,
    replies: replies.rows.map((row) => ({
      kind: row.quoteId !== null ? "quote" : "contact",
      id: (row.quoteId ?? row.contactSubmissionId)!,
      name: `${row.firstName} ${row.lastName}`,
      receivedAt: new Date(row.receivedAt as unknown as string).toISOString(),
      unread: row.unread,
    })),
  };
}
