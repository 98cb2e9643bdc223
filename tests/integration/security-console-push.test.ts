/**
 * Issue 33, findings 5 and 7, through the real functions:
 * - 5: inbound HTML keeps only absolute https: images (a relative "/api/admin/…" image would load with the
 *   owner's session after "Show images"), and reading the timeline marks nothing read: that is a POST,
 *   with the console's same-origin and admin checks;
 * - 7: a push endpoint must be a browser push service's (FCM, Mozilla, Apple, Windows), never an IP address,
 *   loopback or any other host; a failed push keeps the status code, never the push service's answer.
 * Inbound bodies are Postmark's documented shape (tests/fixtures/postmark/inbound.json).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as postmarkWebhook from "../../functions/webhooks.mts";
import type { LeadTimeline, MessageView } from "../../src/shared/conversation";
import { pushQueuedAlerts } from "../../src/server/alerts/alerts.job";
import { queueAlert } from "../../src/server/alerts/queue-alert";
import { leadReplyPayload } from "../../scripts/lib/postmark-payloads";
import { RECEIVER_ERROR_BODY } from "../../scripts/lib/push-receiver";
import { adminSessions, insertQuote, type AdminSessions } from "../support/admin-session";
import { useBlobsServer } from "../support/blobs-server";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, type CallOptions } from "../support/functions";
import { usePushService } from "../support/push";
import { postWebhook } from "../support/postmark-webhook";

const SECRET = "postmark:security-console";
const db = () => testDb();
let sessions: AdminSessions;
useBlobsServer();
const push = usePushService();

const api = (path: string, options: CallOptions = {}, cookie = sessions.adminCookie) =>
  callFunction(adminApi, path, { cookie, ...options });
const hook = (body: unknown) => postWebhook(postmarkWebhook, body, SECRET);
/** Turns alerts on for a device whose browser gave `endpoint` (keys of a fresh subscription). */
const addEndpoint = (endpoint: string) =>
  api("/api/admin/alerts/devices", {
    method: "POST",
    body: { subscription: { endpoint, keys: push.receiver.subscription().keys } },
  });

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  process.env.POSTMARK_WEBHOOK_SECRET = SECRET;
  process.env.INBOUND_DOMAIN = "inbound.slate.test";
  sessions = await adminSessions("security-console");
  for (const level of ["warn", "error", "info"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});

describe("finding 5: images in inbound mail, and marking read", () => {
  it("keeps only absolute https: images; a GET marks nothing read; the POST does, for an admin of this site only", async () => {
    const quote = await insertQuote({ email: "images@example.org" });
    const html = [
      "<p>See the photos</p>",
      `<img src="/api/admin/leads/quote/${quote.id}/timeline">`,
      '<img src="https:/api/admin/messages/unmatched">',
      '<img src="https:\\\\api/admin/summary">',
      '<img src="//evil.example/x.png">',
      '<img src="http://plain.example/x.png">',
      '<img src="https://cdn.example.com/roof.jpg">',
      '<a href="/api/admin/leads/quote/1/read">relative link</a>',
    ].join("");
    const body = await leadReplyPayload(
      db(),
      { kind: "quote", id: quote.id },
      { from: "images@example.org", text: "Photos", html },
    );
    expect((await hook(body)).status).toBe(200);

    const shown = await api(`/api/admin/leads/quote/${quote.id}/timeline?images=1`);
    const view = (await shown.json()) as LeadTimeline;
    const entry = view.entries.find((item) => item.type === "message") as { message: MessageView };
    const sources = [...entry.message.html!.matchAll(/<img[^>]*src="([^"]*)"/g)].map((match) => match[1]);
    expect(sources).toEqual(["https://cdn.example.com/roof.jpg"]);
    expect(entry.message.html).not.toMatch(/href="\/api/);
    expect(entry.message.readAt).toBeNull();
    const unread = () =>
      db().selectFrom("leadMessages").select("readAt").where("quoteId", "=", quote.id).executeTakeFirstOrThrow();
    expect((await unread()).readAt).toBeNull();

    const path = `/api/admin/leads/quote/${quote.id}/read`;
    expect((await api(path, { method: "POST", body: {}, origin: "https://evil.test" })).status).toBe(403);
    expect((await api(path, { method: "POST", body: {} }, sessions.visitorCookie)).status).toBe(403);
    expect((await api(path, { method: "POST", body: {} }, "")).status).toBe(401);
    expect((await unread()).readAt).toBeNull();
    expect((await api("/api/admin/leads/quote/999999/read", { method: "POST", body: {} })).status).toBe(404);
    const read = await api(path, { method: "POST", body: {} });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ read: true });
    expect((await unread()).readAt).toBeInstanceOf(Date);
  });
});

describe("finding 7: push endpoints", () => {
  it("refuses IP addresses, loopback and hosts that are not a browser's push service, naming the field", async () => {
    delete process.env.PUSH_TEST_HOSTS;
    try {
      const refused = [
        "https://127.0.0.1:22/push/x",
        "https://localhost/push/x",
        "https://[::1]/push/x",
        "https://10.0.0.5/wp/x",
        "https://169.254.169.254/latest/meta-data",
        "https://internal.example/wp/x",
        "https://fcm.googleapis.com.evil.example/fcm/send/x",
        "https://fcm.googleapis.com:8443/fcm/send/x",
        "https://user:pass@fcm.googleapis.com/fcm/send/x",
        "https://notify.windows.com.evil.example/w/x",
      ];
      for (const endpoint of refused) {
        const response = await addEndpoint(endpoint);
        expect(response.status, endpoint).toBe(400);
        const { fields } = (await response.json()) as { fields: Record<string, string> };
        expect(fields["subscription.endpoint"]).toMatch(/push service/);
      }
      expect(await db().selectFrom("pushSubscriptions").select("id").execute()).toEqual([]);

      const accepted = [
        "https://fcm.googleapis.com/fcm/send/dXJ0aGVy:APA91b",
        "https://fcm.googleapis.com/wp/dXJ0aGVy",
        "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm",
        "https://web.push.apple.com/QGuQyavXutnMH1",
        "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
      ];
      for (const endpoint of accepted) expect((await addEndpoint(endpoint)).status, endpoint).toBe(201);
      await db().deleteFrom("pushSubscriptions").execute();
    } finally {
      process.env.PUSH_TEST_HOSTS = "127.0.0.1";
    }
  });

  it("keeps the push service's status code, not its answer, and never sends to a stored endpoint that is no push service", async () => {
    const device = push.receiver.subscription();
    push.receiver.defaultAnswer = 500;
    const added = await api("/api/admin/alerts/devices", { method: "POST", body: { subscription: device } });
    expect(added.status).toBe(201);
    const alertId = await db()
      .transaction()
      .execute((trx) => queueAlert(trx, { kind: "new-lead", title: "Repair", body: "New quote request." }));
    await pushQueuedAlerts(db(), [alertId!]);
    const delivery = await db()
      .selectFrom("alertDeliveries")
      .select("lastError")
      .where("alertId", "=", alertId!)
      .executeTakeFirstOrThrow();
    expect(delivery.lastError).toBe("push service answered 500");
    expect(delivery.lastError).not.toContain(RECEIVER_ERROR_BODY);
    push.receiver.defaultAnswer = 201;

    // A device stored before endpoints were checked, at a host the test setting no longer allows.
    delete process.env.PUSH_TEST_HOSTS;
    try {
      const before = push.receiver.requests.length;
      const second = await db()
        .transaction()
        .execute((trx) => queueAlert(trx, { kind: "new-lead", title: "Repair", body: "Another." }));
      await pushQueuedAlerts(db(), [second!]);
      expect(push.receiver.requests.length).toBe(before);
      const refused = await db()
        .selectFrom("alertDeliveries")
        .select(["status", "lastError"])
        .where("alertId", "=", second!)
        .executeTakeFirstOrThrow();
      expect(refused).toEqual({ status: "failed", lastError: "not a push service's endpoint" });
    } finally {
      process.env.PUSH_TEST_HOSTS = "127.0.0.1";
    }
  });
});
