/** Table types of alerts on the owner's devices (issue 22, decision 039). */
import type { ColumnType, Generated } from "kysely";
import type { AlertChoice, AlertKind } from "../../shared/alerts";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

/** One device with alerts on: its push subscription, its admin and the kinds it chose. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  choices: ColumnType<AlertChoice[], AlertChoice[], AlertChoice[]>;
  createdAt: CreatedAt;
  lastSentAt: NullableTimestamp;
  lastError: string | null;
}

/** One event worth an alert, queued in the transaction of the change it reports. */
export interface AlertsTable {
  id: Generated<number>;
  kind: AlertKind;
  leadKind: "contact" | "quote" | null;
  leadId: number | null;
  title: string;
  body: string;
  url: string;
  eventKey: string | null;
  createdAt: CreatedAt;
}

/** One alert to one device: claimed, sent and retried on its own. */
export interface AlertDeliveriesTable {
  alertId: number;
  subscriptionId: number;
  status: ColumnType<
    "pending" | "sending" | "sent" | "failed",
    "pending" | undefined,
    "pending" | "sending" | "sent" | "failed"
  >;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedAt: NullableTimestamp;
  sentAt: NullableTimestamp;
  lastError: string | null;
  createdAt: CreatedAt;
}

/** When the owner was last told about a subject (a proposal version, a booking), and how many notices were held since (issue 33). */
export interface OwnerNoticeWindowsTable {
  subject: string;
  lastSentAt: Timestamp;
  held: Generated<number>;
}

export interface AlertTables {
  pushSubscriptions: PushSubscriptionsTable;
  alerts: AlertsTable;
  alertDeliveries: AlertDeliveriesTable;
  ownerNoticeWindows: OwnerNoticeWindowsTable;
}
