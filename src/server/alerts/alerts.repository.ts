/**
 * SQL of alerts: queueing one (in the caller's transaction) with a delivery row for every device
 * that should get it, claiming deliveries for sending (so two workers never hold the same one),
 * and recording each outcome. A device that is gone (404/410) is deleted with its deliveries.
 */
import { sql } from "kysely";
import type { AlertsTable } from "../db/alert-tables";
import type { Db } from "../db/schema";
import type { AlertChoice, AlertKind } from "../../shared/alerts";
import { abandonedAfterLastAttempt, claimable, GIVE_UP_ABANDONED, type QueueClaimOptions } from "../jobs/claim-queue";

/** An alert as queued: every column but the generated id and creation time. */
export type NewAlert = Omit<AlertsTable, "id" | "createdAt">;

/** Which devices an alert goes to. */
export interface AlertAudience {
  /** Devices that chose this kind (null: no choice decides). */
  choice: AlertChoice | null;
  /** Every device of these admins as well, whatever they chose. */
  alsoUserIds?: readonly string[];
  /** Only this device (the test button). */
  subscriptionId?: number;
}

/**
 * Inserts the alert and its deliveries; undefined when an alert for the same event exists already
 * (its event key is unique), so queueing twice never alerts twice.
 */
export async function insertAlert(db: Db, alert: NewAlert, audience: AlertAudience): Promise<number | undefined> {
  const row = await db
    .insertInto("alerts")
    .values(alert)
    .onConflict((conflict) => conflict.column("eventKey").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .insertInto("alertDeliveries")
    .columns(["alertId", "subscriptionId"])
    .expression((eb) => {
      let devices = eb.selectFrom("pushSubscriptions").select([sql.lit(row.id).as("alertId"), "id"]);
      if (audience.subscriptionId !== undefined) return devices.where("id", "=", audience.subscriptionId);
      devices = devices.where((w) => {
        const who = [];
        if (audience.choice) who.push(sql<boolean>`${audience.choice} = any(choices)`);
        if (audience.alsoUserIds?.length) who.push(w("userId", "in", [...audience.alsoUserIds]));
        return who.length > 0 ? w.or(who) : w.lit(false);
      });
      return devices;
    })
    .execute();
  return row.id;
}

export interface ClaimedDelivery {
  alertId: number;
  subscriptionId: number;
  attempts: number;
  maxAttempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: AlertKind;
  title: string;
  body: string;
  url: string;
}

export interface ClaimOptions extends QueueClaimOptions {
  /** Only deliveries of these alerts (the ones a request just queued); otherwise any due one. */
  alertIds?: readonly number[];
}

/**
 * Moves due deliveries to 'sending', counts the attempt and returns what sending needs. `FOR UPDATE
 * SKIP LOCKED` makes a concurrent claimer skip rows this one is taking instead of taking them too.
 */
export async function claimDeliveries(db: Db, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  if (options.alertIds && options.alertIds.length === 0) return [];
  const onlyAlerts = options.alertIds ? sql`and alert_id = any(${[...options.alertIds]}::int[])` : sql``;
  const result = await sql<ClaimedDelivery>`
    with due as (
      select alert_id, subscription_id from alert_deliveries
      where ${claimable(options.lockTimeoutSeconds)} ${onlyAlerts}
      order by next_attempt_at
      limit ${options.limit}
      for update skip locked
    ), claimed as (
      update alert_deliveries d
      set status = 'sending', locked_at = now(), attempts = d.attempts + 1
      from due
      where d.alert_id = due.alert_id and d.subscription_id = due.subscription_id
      returning d.alert_id, d.subscription_id, d.attempts, d.max_attempts
    )
    select c.alert_id, c.subscription_id, c.attempts, c.max_attempts,
           s.endpoint, s.p256dh, s.auth, a.kind, a.title, a.body, a.url
    from claimed c
    join alerts a on a.id = c.alert_id
    join push_subscriptions s on s.id = c.subscription_id`.execute(db);
  return result.rows;
}

/** Deliveries abandoned in 'sending' after their last allowed attempt can only be given up on. */
export async function failAbandonedDeliveries(db: Db, lockTimeoutSeconds: number): Promise<number> {
  const rows = await db
    .updateTable("alertDeliveries")
    .set(GIVE_UP_ABANDONED)
    .where(abandonedAfterLastAttempt(lockTimeoutSeconds))
    .returning("alertId")
    .execute();
  return rows.length;
}

type DeliveryKey = Pick<ClaimedDelivery, "alertId" | "subscriptionId">;

export async function markDelivered(db: Db, delivery: DeliveryKey): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("alertDeliveries")
      .set({ status: "sent", sentAt: sql`now()`, lockedAt: null, lastError: null })
      .where("alertId", "=", delivery.alertId)
      .where("subscriptionId", "=", delivery.subscriptionId)
      .execute();
    await trx
      .updateTable("pushSubscriptions")
      .set({ lastSentAt: sql`now()`, lastError: null })
      .where("id", "=", delivery.subscriptionId)
      .execute();
  });
}

export async function scheduleDeliveryRetry(
  db: Db,
  delivery: DeliveryKey,
  error: string,
  delaySeconds: number,
): Promise<void> {
  await db
    .updateTable("alertDeliveries")
    .set({
      status: "pending",
      lockedAt: null,
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where("alertId", "=", delivery.alertId)
    .where("subscriptionId", "=", delivery.subscriptionId)
    .where("status", "=", "sending")
    .execute();
}

export async function markDeliveryFailed(db: Db, delivery: DeliveryKey, error: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("alertDeliveries")
      .set({ status: "failed", lockedAt: null, lastError: error })
      .where("alertId", "=", delivery.alertId)
      .where("subscriptionId", "=", delivery.subscriptionId)
      .execute();
    await trx
      .updateTable("pushSubscriptions")
      .set({ lastError: error })
      .where("id", "=", delivery.subscriptionId)
      .execute();
  });
}

/** The push service says this subscription no longer exists: forget the device (and its deliveries). */
export async function deleteSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.deleteFrom("pushSubscriptions").where("id", "=", subscriptionId).execute();
}

/** Deliveries of `alertIds` (or all) waiting to be sent, for the no-keys log line. */
export async function countWaitingDeliveries(db: Db, alertIds?: readonly number[]): Promise<number> {
  if (alertIds && alertIds.length === 0) return 0;
  let query = db
    .selectFrom("alertDeliveries")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", "pending");
  if (alertIds) query = query.where("alertId", "in", [...alertIds]);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
