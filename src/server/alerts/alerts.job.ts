/**
 * Alert delivery (decision 039), the outbox's twin: a delivery (one alert to one device) is claimed
 * ('sending', attempts + 1) before it is pushed, so two workers never push it twice; a failed push
 * goes back to 'pending' with the outbox's back-off, a device its push service calls gone (404/410)
 * is deleted, and a push our request got wrong (400/401/403/413) fails at once. A crash between the
 * push service's 201 and our marker can push one alert twice after the lock timeout: the topic
 * header and the notification's tag make the second replace the first instead of adding one.
 *
 * Without VAPID keys (not configured) nothing is sent: deliveries stay 'pending' and are logged.
 */
import type { Db } from "../db/schema";
import { withDb } from "../db/client";
import { getEnv } from "../env";
import type { AlertPayload } from "../../shared/alerts";
import { isPushServiceEndpoint } from "../../shared/schemas/alerts";
import {
  claimDeliveries,
  countWaitingDeliveries,
  deleteSubscription,
  failAbandonedDeliveries,
  markDeliveryFailed,
  markDelivered,
  scheduleDeliveryRetry,
  type ClaimedDelivery,
} from "./alerts.repository";
import { sendPush, vapidKeysOf, type VapidKeys } from "./web-push";
import { escalateUntouchedLeads, type AfterAlert } from "./escalation.service";
import type { Job } from "../jobs/job";
import { deliverQueuedMessages, retryDelaySeconds } from "../email/outbox.job";

/** Longer than a push can take (PUSH_TIMEOUT_MS), so a live worker never loses its claim. */
export const ALERT_LOCK_TIMEOUT_SECONDS = 120;
const PUSH_CONCURRENCY = 4;
const BATCH_SIZE = 50;

export interface AlertDeliveryReport {
  pushed: number;
  retrying: number;
  failed: number;
  /** Devices their push service called gone, now forgotten. */
  gone: number;
  /** Left pending because no VAPID keys are configured. */
  held: number;
}

const empty = (): AlertDeliveryReport => ({ pushed: 0, retrying: 0, failed: 0, gone: 0, held: 0 });

export function payloadOf(delivery: ClaimedDelivery): AlertPayload {
  return {
    title: delivery.title,
    body: delivery.body,
    url: delivery.url,
    tag: `alert-${delivery.alertId}`,
    kind: delivery.kind,
  };
}

/** A device stored before endpoints were checked (issue 33) is refused here, never sent to. */
const NOT_A_PUSH_SERVICE = { kind: "refused", reason: "not a push service's endpoint" } as const;

async function pushOne(db: Db, keys: VapidKeys, delivery: ClaimedDelivery, report: AlertDeliveryReport) {
  const outcome = isPushServiceEndpoint(delivery.endpoint, getEnv().PUSH_TEST_HOSTS)
    ? await sendPush(delivery, payloadOf(delivery), keys, delivery.alertId)
    : NOT_A_PUSH_SERVICE;
  const which = `alert ${delivery.alertId} to device ${delivery.subscriptionId}`;
  switch (outcome.kind) {
    case "sent":
      await markDelivered(db, delivery);
      report.pushed++;
      return;
    case "gone":
      await deleteSubscription(db, delivery.subscriptionId);
      report.gone++;
      console.info(`[alerts] ${which}: the push service answered ${outcome.status}; the device is forgotten`);
      return;
    case "refused":
      await markDeliveryFailed(db, delivery, outcome.reason);
      report.failed++;
      console.error(`[alerts] ${which} refused for good: ${outcome.reason}`);
      return;
    case "retry":
      if (delivery.attempts >= delivery.maxAttempts) {
        await markDeliveryFailed(db, delivery, outcome.reason);
        report.failed++;
        console.error(`[alerts] ${which} failed after ${delivery.attempts} attempt(s): ${outcome.reason}`);
      } else {
        const delay = retryDelaySeconds(delivery.attempts);
        await scheduleDeliveryRetry(db, delivery, outcome.reason, delay);
        report.retrying++;
        console.warn(`[alerts] ${which} attempt ${delivery.attempts} failed, retry in ${delay} s: ${outcome.reason}`);
      }
  }
}

async function pushClaimed(db: Db, keys: VapidKeys, deliveries: ClaimedDelivery[]) {
  const report = empty();
  const queue = [...deliveries];
  const workers = Array.from({ length: Math.min(PUSH_CONCURRENCY, queue.length) }, async () => {
    for (let delivery = queue.shift(); delivery; delivery = queue.shift()) await pushOne(db, keys, delivery, report);
  });
  await Promise.all(workers);
  return report;
}

async function hold(db: Db, alertIds?: readonly number[]): Promise<AlertDeliveryReport> {
  const held = await countWaitingDeliveries(db, alertIds);
  if (held > 0) console.info(`[alerts] VAPID keys not set; ${held} alert deliver(ies) kept pending`);
  return { ...empty(), held };
}

/** Pushes the given alerts now, with the caller's database (a request, right after committing them). */
export async function pushQueuedAlerts(db: Db, alertIds: readonly number[]): Promise<AlertDeliveryReport> {
  const keys = vapidKeysOf(getEnv());
  if (!keys) return hold(db, alertIds);
  const claimed = await claimDeliveries(db, {
    alertIds,
    limit: BATCH_SIZE,
    lockTimeoutSeconds: ALERT_LOCK_TIMEOUT_SECONDS,
  });
  return pushClaimed(db, keys, claimed);
}

/** Pushes up to `limit` due deliveries: new ones, retries past their back-off, abandoned claims. */
export async function pushDueAlerts(db: Db, limit = BATCH_SIZE): Promise<AlertDeliveryReport> {
  const keys = vapidKeysOf(getEnv());
  if (!keys) return hold(db);
  const abandoned = await failAbandonedDeliveries(db, ALERT_LOCK_TIMEOUT_SECONDS);
  const claimed = await claimDeliveries(db, { limit, lockTimeoutSeconds: ALERT_LOCK_TIMEOUT_SECONDS });
  const report = await pushClaimed(db, keys, claimed);
  return { ...report, failed: report.failed + abandoned };
}

/** `pushDueAlerts` in a database scope of its own. */
export const deliverDueAlerts = (limit = BATCH_SIZE) => withDb((db) => pushDueAlerts(db, limit));

export const alertDelivery: Job<AlertDeliveryReport> = {
  name: "alert-delivery",
  run: (db) => pushDueAlerts(db),
};

/**
 * Escalation (decision 039), before delivery in the same run so its alerts go out at once; its
 * e-mails to the business are handed to the outbox's delivery straight away too.
 */
export const leadEscalationWith = (afterAlert?: AfterAlert): Job<{ escalated: number }> => ({
  name: "lead-escalation",
  run: async (db) => {
    const report = await escalateUntouchedLeads(db, new Date(), undefined, afterAlert);
    if (report.outboxIds.length > 0) await deliverQueuedMessages(db, report.outboxIds);
    return { escalated: report.escalated };
  },
});
