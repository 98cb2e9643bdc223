/**
 * Speed to lead on the dashboard: how many leads wait for a first reply, the oldest first; a
 * flagged lead with a phone and a message waits too, marked (waiting.repository.ts).
 */
import type { Kysely } from "kysely";
import { waitingState, type WaitingLead, type WaitingLeads } from "../../shared/speed-to-lead";
import type { Database } from "../db/schema";
import { countWaitingLeads, oldestWaitingLeads } from "./waiting.repository";

export const WAITING_LIST_LENGTH = 5;

export async function waitingLeads(db: Kysely<Database>, now: Date = new Date()): Promise<WaitingLeads> {
  const [total, { contacts, quotes }] = await Promise.all([
    countWaitingLeads(db),
    oldestWaitingLeads(db, WAITING_LIST_LENGTH),
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
  return { total, oldest };
}
