/**
 * Alerts on the owner's device end to end (issue 22, decision 039), in Chromium against the
 * production build: the console registers its service worker for /admin; the owner grants
 * notifications and turns alerts on for this device on the account page; a visitor sends an
 * emergency request through the contact form; the server pushes it (web-push, VAPID, aes128gcm)
 * to the subscription's endpoint, a local push service that decrypts it; the decrypted message is
 * then delivered into the service worker through the DevTools protocol (what the browser's push
 * service would do), which shows the notification and tells the page; tapping it opens the lead.
 *
 * The file runs in the full Chromium's new headless mode (launchFullBrowser): the run's headless
 * shell reports notifications "denied" even when granted, and the console then offers no alerts.
 * Headless Chromium has no push service: PushManager.subscribe rejects ("Registration failed -
 * permission denied", checked here) even with the permission granted. So the page's
 * PushManager.subscribe is replaced by one that returns a subscription to the local push service
 * (its keys held by that service), and ServiceWorker.deliverPushMessage stands in for delivery.
 * Everything between (our page, API, database, web-push, the worker) is the real thing. Offline,
 * the console still opens from the worker's cache and says it is offline.
 */
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import type { AlertPayload } from "../../src/shared/alerts";
import { alertStrings } from "../../src/shared/strings/alerts";
import { contactFormStrings } from "../../src/shared/strings/leads";
import { PushReceiver, type TestSubscription } from "../../scripts/lib/push-receiver";
import { signInAsDevAdmin } from "./support/admin";
import { axeViolations, baseUrl, launchFullBrowser, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { fillByLabel, untilHumanPace } from "./support/leads";
import { expectNoCspViolations, watchCsp } from "./support/security";
import { closeSuite, openE2eDatabase } from "./support/suite";

declare global {
  interface Window {
    __alertMessages?: { type: string; alert?: AlertPayload; url?: string }[];
  }
}

const text = alertStrings.panel;
const receiver = new PushReceiver();
let db: Db;
let session: TestPage;
let page: Page;
let context: BrowserContext;
let subscription: TestSubscription;

/** Stands in for the browser's push service registration, which headless Chromium refuses. */
async function replacePushSubscribe(target: BrowserContext, fake: TestSubscription) {
  await target.addInitScript((json: TestSubscription) => {
    let current: PushSubscription | null = null;
    const make = (options: PushSubscriptionOptionsInit) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options,
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (!options?.userVisibleOnly || !options.applicationServerKey)
        throw new DOMException("bad options", "NotAllowedError");
      current = make(options);
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, fake);
}

/**
 * A DevTools session with the ServiceWorker domain on, and our worker's registration id. Detach it
 * when done: while it is attached, Chromium reports the page online even under setOffline.
 */
async function workerSession(): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL.endsWith("/admin") && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return { cdp, registrationId: await found };
}

beforeAll(async () => {
  db = openE2eDatabase();
  await receiver.start();
  subscription = receiver.subscription();
  session = await openPage({ viewport: VIEWPORTS.desktop }, await launchFullBrowser());
  page = session.page;
  context = page.context();
  await context.grantPermissions(["notifications"], { origin: baseUrl() });
  await replacePushSubscribe(context, subscription);
  await watchCsp(page);
});

afterAll(async () => {
  await receiver.stop();
  await closeSuite({ session, db });
});

describe("alerts on the owner's device", () => {
  it("serves the manifest, icons and worker the console links, under a CSP that allows them", async () => {
    await page.goto("/admin/account");
    await signInAsDevAdmin(page);
    await page.waitForURL("**/admin**");
    await page.goto("/admin/account");
    await page.getByRole("heading", { name: text.title }).waitFor();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/admin.webmanifest");
    const manifest = (await (await page.request.get(manifestHref!)).json()) as {
      scope: string;
      start_url: string;
      display: string;
      icons: { src: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin", display: "standalone" });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
    expect(manifest.icons.map((icon) => icon.purpose)).toContain("maskable");
    const worker = await page.request.get("/admin-sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/admin");
    await expectNoCspViolations(session);
  });

  it("turns alerts on for this device, with its choices, a test alert and the iPhone note; axe-clean at 375 and 1280 px", async () => {
    await page.getByText(text.iphone).waitFor();
    await page.getByRole("button", { name: text.turnOn }).click();
    await page.getByText(text.thisDevice, { exact: true }).waitFor();
    // This device's subscription, once (the table is the whole run's).
    const rows = await db
      .selectFrom("pushSubscriptions")
      .select(["endpoint", "choices", "label"])
      .where("endpoint", "=", subscription.endpoint)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ endpoint: subscription.endpoint, label: "Chrome on Linux" })]);
    expect(rows[0]!.choices).toContain("emergency-lead");
    expect(await page.getByRole("checkbox", { name: "Emergency lead" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: text.test }).click();
    await page.getByText(alertStrings.toasts.testSent, { exact: true }).first().waitFor();
    // The test alert, found by its kind: another file's emergency lead may be pushed to this device meanwhile.
    const testAlert = () =>
      receiver.requests.find((request) => (JSON.parse(request.payload ?? "{}") as { kind?: string }).kind === "test");
    await expect.poll(testAlert, { timeout: 10_000, interval: 100 }).toBeTruthy();
    expect(JSON.parse(testAlert()!.payload!)).toMatchObject({ kind: "test", url: "/admin/account" });

    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.mobile);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it("keeps the console's scripts at install, every screen's included, also the screens not opened yet", async () => {
    // What the shell loads (its island's module) and what that module loads with a route (import()).
    const shell = await (await page.request.get("/admin/")).text();
    const entry = /component-url="(\/_astro\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(entry).toBeDefined();
    const entryCode = await (await page.request.get(entry!)).text();
    const lazyChunks = [...entryCode.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']/g)].map(
      (match) => `/_astro/${match[1]}`,
    );
    expect(lazyChunks.length).toBeGreaterThan(10);
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const keys = await (await caches.open("console-shell-v1")).keys();
      return keys.map((request) => new URL(request.url).pathname);
    });
    expect(lazyChunks.filter((chunk) => !cached.includes(chunk))).toEqual([]);
    expect(cached).toContain(entry);
  });

  it("opens from the worker's cache without a network and says it is offline; no API answer is cached", async () => {
    await page.goto("/admin/quotes");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByText(alertStrings.offline.banner).waitFor();
    } finally {
      await context.setOffline(false);
    }
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/admin/");
    expect(cached.filter((path) => path.startsWith("/api/"))).toEqual([]);
    expect(cached.every((path) => path === "/admin/" || path.startsWith("/_astro/"))).toBe(true);
  });

  it("pushes an emergency lead within a minute; the worker shows it and tapping it opens the lead", async () => {
    receiver.reset();
    await page.evaluate(() => {
      window.__alertMessages = [];
      navigator.serviceWorker.addEventListener("message", (event) => window.__alertMessages!.push(event.data));
    });
    const { cdp, registrationId } = await workerSession();

    const visitor = await context.newPage();
    await visitor.goto("/contact");
    await visitor.locator("form[data-hydrated]").waitFor();
    const labels = contactFormStrings.labels;
    const email = `e2e-alert-${Date.now()}@example.com`;
    await fillByLabel(visitor, {
      [labels.firstName]: "Ada",
      [labels.lastName]: "Bellweather",
      [labels.email]: email,
      [labels.phone]: "973 555 0190",
    });
    await visitor.getByLabel(labels.serviceType).selectOption("Emergency Repair");
    await visitor.getByLabel(labels.message).fill("A tree limb went through the slate above the porch.");
    await untilHumanPace(visitor);
    const sentAt = Date.now();
    await visitor.getByRole("button", { name: contactFormStrings.submit }).click();
    await visitor.getByRole("heading", { name: contactFormStrings.successHeading }).waitFor();
    await visitor.close();

    // This lead's push: other alerts of the whole run (earlier files' leads, retried by the minute
    // job) may reach the same device meanwhile, so the push is found by its lead, not by its place.
    const lead = await db
      .selectFrom("contactSubmissions")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const ofThisLead = () =>
      receiver.requests.find((request) => request.payload?.includes(`"/admin/contacts/${lead.id}"`));
    await expect.poll(ofThisLead, { timeout: 60_000, interval: 250 }).toBeTruthy();
    const push = ofThisLead();
    expect(push!.receivedAt - sentAt).toBeLessThan(60_000);
    expect(push!.vapidProblem).toBeUndefined();
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    const alert = JSON.parse(push!.payload!) as AlertPayload;
    expect(alert).toMatchObject({
      kind: "emergency-lead",
      title: "Emergency repair · Ada",
      url: `/admin/contacts/${lead.id}`,
    });

    // What the browser's push service would hand the worker: the decrypted message.
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(baseUrl()).origin,
      registrationId,
      data: push!.payload!,
    });
    await page.waitForFunction(() => window.__alertMessages?.some((message) => message.type === "alert"));
    await cdp.detach();
    const told = await page.evaluate(() => window.__alertMessages!.find((message) => message.type === "alert")!.alert);
    expect(told).toMatchObject({ title: alert.title, url: alert.url });
    // The worker shows the notification and tells the page side by side (Promise.all in its push
    // handler), so the page may hear of it before showNotification has resolved: wait for it.
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.getRegistration("/admin"))!.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: (notification.data as { url: string }).url,
        })),
      );
    await expect
      .poll(shown, { timeout: 10_000, interval: 100 })
      .toEqual([{ title: alert.title, body: alert.body, url: alert.url }]);

    // Tapping the notification (the worker's notificationclick) opens the lead in this console window.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      // The worker's global scope (the DOM lib types this file with the window's).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
    });
    await page.waitForURL(`**${alert.url}`);
    await page.getByText("Bellweather").first().waitFor();
  });
});
