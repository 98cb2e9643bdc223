/** The console's newsletter list: subscribers filtered by address and state, counted, and as CSV. */
import { iso } from "../api-view";
import { displayLabel } from "../../shared/options";
import {
  newsletterStatusOptions,
  newsletterStatuses,
  type AdminSubscriber,
  type SubscriberFilters,
  type SubscriberList,
} from "../../shared/schemas/newsletter";
import type { Db } from "../db/schema";
import { toCsv } from "../export/csv";
import { countSubscribersByStatus, listSubscribers } from "./newsletter.repository";

type Row = Awaited<ReturnType<typeof listSubscribers>>[number];

const toAdmin = (row: Row): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  confirmedAt: iso(row.confirmedAt),
  unsubscribedAt: iso(row.unsubscribedAt),
  createdAt: row.createdAt.toISOString(),
});

export async function subscriberList(db: Db, filters: SubscriberFilters): Promise<SubscriberList> {
  const [rows, counts] = await Promise.all([listSubscribers(db, filters), countSubscribersByStatus(db)]);
  const byStatus = Object.fromEntries(newsletterStatuses.map((status) => [status, 0])) as SubscriberList["counts"];
  for (const { status, count } of counts) byStatus[status] = Number(count);
  return { subscribers: rows.map(toAdmin), counts: byStatus };
}

export async function subscribersCsv(db: Db, filters: SubscriberFilters): Promise<string> {
  const rows = await listSubscribers(db, filters);
  return toCsv(
    ["Email", "Status", "Signed up", "Confirmed", "Unsubscribed"],
    rows.map((row) => [
      row.email,
      displayLabel(newsletterStatusOptions, row.status),
      row.createdAt,
      row.confirmedAt,
      row.unsubscribedAt,
    ]),
  );
}
