/**
 * Sending one alert to one device through its push service with the `web-push` package: the
 * payload encrypted for the device (RFC 8291, aes128gcm), signed with our VAPID keys (RFC 8292),
 * with a TTL, an urgency and a topic. The answer is sorted into what the caller does next: sent,
 * gone (404/410: the device unsubscribed, forget it), refused for good (our request is wrong:
 * retrying cannot help) or worth a retry (429, 5xx, network).
 */
import type { AlertKind, AlertPayload } from "../../shared/alerts";
import type { Env } from "../env";

/**
 * web-push loads with the first alert sent, not with every function that can queue one (the
 * customer's pages, issue 34 item 12). It is CommonJS without statically detectable exports: Node
 * (tsx, the bench, the dev launcher) gives only the default export to an ES module, so the
 * functions are taken from it.
 */
const loadWebPush = async () => (await import("web-push")).default;
type WebPushErrorClass = Awaited<ReturnType<typeof loadWebPush>>["WebPushError"];

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID keys when all three are configured; undefined means alerts stay queued. */
export function vapidKeysOf(env: Env): VapidKeys | undefined {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return undefined;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? `mailto:${env.BUSINESS_EMAIL}`,
  };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { kind: "sent" }
  | { kind: "gone"; status: number }
  | { kind: "refused"; reason: string }
  | { kind: "retry"; reason: string };

/** Seconds a push service keeps an undelivered alert: a lead is still worth a call hours later. */
const TTL_SECONDS: Partial<Record<AlertKind, number>> = { test: 5 * 60, "emergency-lead": 24 * 3600 };
const DEFAULT_TTL_SECONDS = 12 * 3600;
const HIGH_URGENCY: readonly AlertKind[] = ["emergency-lead", "escalation", "new-lead"];
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * What is kept of a failed push (issue 33, finding 7): the push service's status code, or that it did
 * not answer; never its response body or the network error's text, which told open ports from closed.
 */
function reasonOf(error: unknown, WebPushError: WebPushErrorClass): string {
  if (error instanceof WebPushError) return `push service answered ${error.statusCode}`;
  return "no answer from the push service";
}

export async function sendPush(
  target: PushTarget,
  payload: AlertPayload,
  keys: VapidKeys,
  alertId: number,
): Promise<PushOutcome> {
  const { sendNotification, WebPushError } = await loadWebPush();
  try {
    await sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS[payload.kind] ?? DEFAULT_TTL_SECONDS,
        urgency: HIGH_URGENCY.includes(payload.kind) ? "high" : "normal",
        // A second send of one alert (a crash between the push service's 201 and our marker)
        // replaces the first while it is undelivered; the notification's tag covers the rest.
        topic: `alert-${alertId}`,
        timeout: PUSH_TIMEOUT_MS,
      },
    );
    return { kind: "sent" };
  } catch (error) {
    if (error instanceof WebPushError) {
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: "gone", status: error.statusCode };
      if ([400, 401, 403, 413].includes(error.statusCode))
        return { kind: "refused", reason: reasonOf(error, WebPushError) };
    }
    return { kind: "retry", reason: reasonOf(error, WebPushError) };
  }
}
