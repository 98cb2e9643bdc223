/**
 * Hands e-mails queued by a committed change to delivery straight away, after the response when
 * the platform allows it, in the request's database scope. Best-effort: the change is saved
 * already, and a failed send stays queued for the scheduled retry, so this never fails the caller.
 */
import { pushQueuedAlerts } from "../../alerts/alerts.job";
import { deliverQueuedMessages } from "../../email/outbox.job";
import { deliverTexts } from "../../sms/sms-delivery.job";
import { pendingAlertTextIds } from "../../sms/sms.repository";
import type { RouteRequest } from "../../http/router";

export function deliverAfterCommit(route: Pick<RouteRequest, "db" | "afterResponse">, outboxIds: readonly string[]) {
  if (outboxIds.length === 0) return;
  route.afterResponse(() =>
    deliverQueuedMessages(route.db, outboxIds).catch((error: unknown) => {
      console.error(
        `[email] immediate delivery of outbox ${outboxIds.join(", ")} failed; the retry job will send:`,
        error,
      );
    }),
  );
}

/**
 * Pushes alerts queued by a committed change straight away (decision 039), after the response:
 * best-effort like the e-mails, since the scheduled `alerts` function pushes whatever is left.
 */
export function pushAfterCommit(route: Pick<RouteRequest, "db" | "afterResponse">, alertIds: readonly number[]) {
  if (alertIds.length === 0) return;
  route.afterResponse(() =>
    pushQueuedAlerts(route.db, alertIds).catch((error: unknown) => {
      console.error(
        `[alerts] immediate push of alert ${alertIds.join(", ")} failed; the scheduled run will push:`,
        error,
      );
    }),
  );
  // The owner's alerts by text (issue 32 item 6), queued with the alerts: sent now, else by outbox-retry.
  route.afterResponse(async () => {
    const textIds = await pendingAlertTextIds(route.db, alertIds).catch(() => []);
    if (textIds.length > 0) await deliverQueued(route, textIds);
  });
}

/** Sends texts queued by a committed change straight away (issue 32): best-effort, outbox-retry sends the rest. */
export function textAfterCommit(route: Pick<RouteRequest, "db" | "afterResponse">, textIds: readonly string[]) {
  if (textIds.length === 0) return;
  route.afterResponse(() => deliverQueued(route, textIds));
}

const deliverQueued = (route: Pick<RouteRequest, "db">, textIds: readonly string[]) =>
  deliverTexts(route.db, textIds).catch((error: unknown) => {
    console.error(`[sms] immediate delivery of text ${textIds.join(", ")} failed; the retry job will send:`, error);
  });
