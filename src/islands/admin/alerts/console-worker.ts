/**
 * The console's service worker and push subscription, as the browser offers them (decision 039).
 * The worker (public/admin-sw.js) is registered for /admin on every console load; subscribing
 * asks for notification permission and creates a push subscription for the server's VAPID key.
 */
export const WORKER_URL = "/admin-sw.js";
export const WORKER_SCOPE = "/admin";

export type PushSupport = "supported" | "unsupported" | "denied";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window)) {
    return "unsupported";
  }
  if (!("Notification" in window)) return "unsupported";
  return Notification.permission === "denied" ? "denied" : "supported";
}

/** Registers the console's worker; a browser without service workers simply goes without. */
export function registerConsoleWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE }).catch((error: unknown) => {
    console.warn("[console] the service worker did not register:", error);
  });
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission and subscribes this browser; the subscription's JSON is what the server stores. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("denied");
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  return subscription.toJSON();
}
