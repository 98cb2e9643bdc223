/**
 * Issue 22 items 2-3 (decision 039): devices with alerts on, and a lead's alert pushed through the
 * real web-push client to a local push service (scripts/lib/push-receiver.ts) that checks VAPID,
 * TTL and aes128gcm and decrypts the payload. Spam does not alert; an emergency goes to every
 * device that kept the emergency choice; 404/410 forget the device; 500 retries; a retry never
 * pushes twice to one device; a failing push never fails the lead.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import * as adminApi from "../../functions/admin.mts";
import * as alertsFunction from "../../functions/alerts.mts";
import { ALERT_CHOICES, type AlertDevice, type AlertPayload, type AlertsOverview } from "../../src/shared/alerts";
import { pushDueAlerts, pushQueuedAlerts } from "../../src/server/alerts/alerts.job";
import { queueAlert } from "../../src/server/alerts/queue-alert";
import { adminSessions, signIn, type AdminSessions } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, createUser, type CallOptions } from "../support/functions";
import { postContact, postQuote, uniqueIp, useLeadTestEnvironment, validContact, validQuote } from "../support/leads";
import { customerPost, sentProposal } from "../support/proposals";
import type { TestSubscription } from "../../scripts/lib/push-receiver";
import { usePushService } from "../support/push";

useLeadTestEnvironment();

const push = usePushService();
const { receiver } = push;
let sessions: AdminSessions;

const call = (path: string, options: CallOptions = {}, cookie = sessions.adminCookie) =>
  callFunction(adminApi, path, { cookie, ...options });

async function addDevice(subscription: TestSubscription, body: Record<string, unknown> = {}, cookie?: string) {
  const response = await call(
    "/api/admin/alerts/devices",
    {
      method: "POST",
      body: { subscription, ...body },
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
      },
    },
    cookie,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as AlertDevice;
}

const payloadsTo = (subscription: TestSubscription) =>
  receiver.to(subscription).map((request) => JSON.parse(request.payload ?? "null") as AlertPayload);

/** The same repair quote from Margaret Hale of Montclair, at the given urgency. */
const postMargaretsRepair = (urgency: "standard" | "urgent") =>
  postQuote(
    validQuote({ firstName: "Margaret", lastName: "Hale", city: "Montclair", projectType: "repair", urgency }),
    { ip: uniqueIp() },
  );

async function leadId(response: Response): Promise<number> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
  sessions = await adminSessions("push-alerts");
});

beforeEach(async () => {
  await testDb().deleteFrom("pushSubscriptions").execute();
});

describe("devices with alerts on", () => {
  it("is for admins only, same-origin, and names a bad subscription's field", async () => {
    const subscription = receiver.subscription();
    expect((await call("/api/admin/alerts", {}, "")).status).toBe(401);
    expect((await call("/api/admin/alerts", {}, sessions.visitorCookie)).status).toBe(403);
    const crossSite = await call("/api/admin/alerts/devices", {
      method: "POST",
      body: { subscription },
      origin: "https://evil.test",
    });
    expect(crossSite.status).toBe(403);
    const plainHttp = await call("/api/admin/alerts/devices", {
      method: "POST",
      body: { subscription: { ...subscription, endpoint: "http://push.example/x" } },
    });
    expect(plainHttp.status).toBe(400);
    expect(JSON.stringify(await plainHttp.json())).toContain("https");
    const noKeys = await call("/api/admin/alerts/devices", {
      method: "POST",
      body: { subscription: { endpoint: subscription.endpoint } },
    });
    expect(noKeys.status).toBe(400);
    const badChoice = await call("/api/admin/alerts/devices", {
      method: "POST",
      body: { subscription, choices: ["lottery"] },
    });
    expect(badChoice.status).toBe(400);
    expect(await testDb().selectFrom("pushSubscriptions").select("id").execute()).toEqual([]);
  });

  it("lists the admin's own devices with the public key; choices, test and removal work on own devices only", async () => {
    const phone = await addDevice(receiver.subscription());
    expect(phone).toMatchObject({ label: "Safari on iOS", lastSentAt: null });
    expect(phone.choices).toEqual(ALERT_CHOICES);
    const overview = (await (await call("/api/admin/alerts")).json()) as AlertsOverview;
    expect(overview.publicKey).toBe(push.vapidPublicKey);
    expect(overview.devices.map((device) => device.id)).toEqual([phone.id]);
    expect(overview.settings).toEqual({ escalationMinutes: 30, escalationAdminId: null });

    const chosen = await call(`/api/admin/alerts/devices/${phone.id}`, {
      method: "PUT",
      body: { choices: ["emergency-lead"] },
    });
    expect(((await chosen.json()) as AlertDevice).choices).toEqual(["emergency-lead"]);

    const test = await call(`/api/admin/alerts/devices/${phone.id}/test`, { method: "POST", body: {} });
    expect(await test.json()).toEqual({ outcome: "sent" });
    expect(receiver.requests).toHaveLength(1);
    expect(JSON.parse(receiver.requests[0]!.payload!)).toMatchObject({
      kind: "test",
      title: "Test alert",
      url: "/admin/account",
    });

    const other = await createUser({
      email: "push-alerts-other@alpine.test",
      password: "another long passphrase",
      isAdmin: true,
    });
    const otherCookie = await signIn({ email: "push-alerts-other@alpine.test", password: "another long passphrase" });
    expect(other.id).toBeTruthy();
    expect((await call(`/api/admin/alerts/devices/${phone.id}`, { method: "DELETE" }, otherCookie)).status).toBe(404);
    expect(
      (await call(`/api/admin/alerts/devices/${phone.id}/test`, { method: "POST", body: {} }, otherCookie)).status,
    ).toBe(404);
    expect((await call(`/api/admin/alerts/devices/${phone.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`/api/admin/alerts/devices/${phone.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("validates the escalation setting and the second admin", async () => {
    const tooShort = await call("/api/admin/alerts/settings", {
      method: "PUT",
      body: { escalationMinutes: 2, escalationAdminId: null },
    });
    expect(tooShort.status).toBe(400);
    const notAdmin = await call("/api/admin/alerts/settings", {
      method: "PUT",
      body: { escalationMinutes: 45, escalationAdminId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(notAdmin.status).toBe(400);
    expect(JSON.stringify(await notAdmin.json())).toContain("escalationAdminId");
    const saved = await call("/api/admin/alerts/settings", {
      method: "PUT",
      body: { escalationMinutes: 45, escalationAdminId: sessions.adminId },
    });
    expect(await saved.json()).toEqual({ escalationMinutes: 45, escalationAdminId: sessions.adminId });
    await call("/api/admin/alerts/settings", {
      method: "PUT",
      body: { escalationMinutes: 30, escalationAdminId: null },
    });
  });
});

describe("a lead's alert", () => {
  it("reaches the device within seconds of the lead being stored, encrypted, VAPID-signed, and opens the lead", async () => {
    const phone = receiver.subscription();
    await addDevice(phone);
    const started = Date.now();
    const id = await leadId(await postMargaretsRepair("standard"));
    await receiver.waitFor(1);
    expect(Date.now() - started).toBeLessThan(60_000);
    const [request] = receiver.to(phone);
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request!.headers.ttl)).toBeGreaterThan(3600);
    expect(request!.headers.urgency).toBe("high");
    expect(request!.vapidProblem).toBeUndefined();
    expect(request!.vapidKey).toBe(push.vapidPublicKey);
    expect(request!.claims?.sub).toBe("mailto:alerts-test@alpine.test");
    expect(request!.decryptError).toBeUndefined();
    expect(payloadsTo(phone)).toEqual([
      expect.objectContaining({
        kind: "new-lead",
        title: "Repair · Montclair · Margaret",
        url: `/admin/quotes/${id}`,
        tag: expect.stringMatching(/^alert-\d+$/),
      }),
    ]);
    const delivery = await testDb().selectFrom("alertDeliveries").selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("an emergency (urgent quote or the emergency service) alerts every device that kept the emergency choice", async () => {
    const phone = receiver.subscription();
    const laptop = receiver.subscription();
    const tablet = receiver.subscription();
    await addDevice(phone);
    await addDevice(laptop, { choices: ["emergency-lead"] });
    await addDevice(tablet, { choices: ["new-lead"] });
    const quoteId = await leadId(await postMargaretsRepair("urgent"));
    const contactId = await leadId(
      await postContact(validContact({ firstName: "Ada", lastName: "Bell", serviceType: "Emergency Repair" }), {
        ip: uniqueIp(),
      }),
    );
    await receiver.waitFor(4);
    expect(payloadsTo(phone).map((p) => [p.kind, p.title, p.url])).toEqual([
      ["emergency-lead", "Emergency repair · Montclair · Margaret", `/admin/quotes/${quoteId}`],
      ["emergency-lead", "Emergency repair · Ada", `/admin/contacts/${contactId}`],
    ]);
    expect(payloadsTo(laptop)).toHaveLength(2);
    expect(payloadsTo(tablet)).toEqual([]);
  });

  it("a spam-flagged lead does not alert, and an ordinary one skips devices that turned new leads off", async () => {
    const phone = receiver.subscription();
    await addDevice(phone);
    const quiet = receiver.subscription();
    await addDevice(quiet, { choices: ["emergency-lead"] });
    const spamId = await leadId(
      await postContact(validContact({ website: "https://spam.example" }), { ip: uniqueIp() }),
    );
    const spam = await testDb()
      .selectFrom("contactSubmissions")
      .select("isSpam")
      .where("id", "=", spamId)
      .executeTakeFirstOrThrow();
    expect(spam.isSpam).toBe(true);
    await leadId(await postContact(validContact(), { ip: uniqueIp() }));
    await receiver.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(1);
    expect(payloadsTo(phone)[0]!.kind).toBe("new-lead");
    expect(
      await testDb()
        .selectFrom("alerts")
        .select("id")
        .where("leadKind", "=", "contact")
        .where("leadId", "=", spamId)
        .execute(),
    ).toEqual([]);
  });

  it("a device the push service calls gone (404 or 410) is forgotten; 500 is retried later, once per device", async () => {
    const gone404 = receiver.subscription();
    const gone410 = receiver.subscription();
    const flaky = receiver.subscription();
    const fine = receiver.subscription();
    for (const device of [gone404, gone410, flaky, fine]) await addDevice(device);
    receiver.answers.set(receiver.endpointIdOf(gone404), 404);
    receiver.answers.set(receiver.endpointIdOf(gone410), 410);
    receiver.answers.set(receiver.endpointIdOf(flaky), 500);
    await leadId(await postQuote(validQuote(), { ip: uniqueIp() }));
    await receiver.waitFor(4);
    const endpoints = await testDb().selectFrom("pushSubscriptions").select("endpoint").orderBy("id").execute();
    expect(endpoints.map((row) => row.endpoint)).toEqual([flaky.endpoint, fine.endpoint]);
    const flakyDelivery = await testDb()
      .selectFrom("alertDeliveries as d")
      .innerJoin("pushSubscriptions as s", "s.id", "d.subscriptionId")
      .select(["d.status", "d.attempts", "d.lastError", "d.alertId"])
      .where("s.endpoint", "=", flaky.endpoint)
      .executeTakeFirstOrThrow();
    expect(flakyDelivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(flakyDelivery.lastError).toContain("500");

    // The scheduled run before the back-off has passed pushes nothing; after it, the one left, once.
    expect(alertsFunction.jobs.map((job) => job.name)).toContain("alert-delivery");
    expect(await pushDueAlerts(testDb())).toMatchObject({ pushed: 0 });
    receiver.answers.set(receiver.endpointIdOf(flaky), 201);
    await testDb()
      .updateTable("alertDeliveries")
      .set({ nextAttemptAt: sql`now()` })
      .where("status", "=", "pending")
      .execute();
    expect(await pushDueAlerts(testDb())).toMatchObject({ pushed: 1, retrying: 0 });
    expect(await pushDueAlerts(testDb())).toMatchObject({ pushed: 0 });
    expect(await pushQueuedAlerts(testDb(), [flakyDelivery.alertId])).toMatchObject({ pushed: 0 });
    expect(receiver.to(fine)).toHaveLength(1);
    expect(receiver.to(flaky)).toHaveLength(2);
  });

  it("two workers pushing the same alerts at once push each (alert, device) once", async () => {
    const devices = [receiver.subscription(), receiver.subscription(), receiver.subscription()];
    for (const device of devices) await addDevice(device);
    const alertId = await testDb()
      .transaction()
      .execute((trx) =>
        queueAlert(trx, {
          kind: "customer-reply",
          lead: { kind: "quote", id: 1 },
          title: "Reply · Ada B.",
          body: "Re: slate",
        }),
      );
    await Promise.all([
      pushQueuedAlerts(testDb(), [alertId!]),
      pushQueuedAlerts(testDb(), [alertId!]),
      pushDueAlerts(testDb()),
    ]);
    expect(receiver.requests).toHaveLength(3);
    expect(new Set(receiver.requests.map((request) => request.endpointId)).size).toBe(3);
  });

  it("a push service that hangs or is down never fails the lead: it is stored and the alert waits for the retry", async () => {
    const phone = receiver.subscription();
    await addDevice(phone);
    await receiver.stop();
    const id = await leadId(await postQuote(validQuote(), { ip: uniqueIp() }));
    await receiver.start();
    const delivery = await testDb()
      .selectFrom("alertDeliveries as d")
      .innerJoin("alerts as a", "a.id", "d.alertId")
      .select(["d.status", "d.lastError"])
      .where("a.leadId", "=", id)
      .where("a.leadKind", "=", "quote")
      .executeTakeFirstOrThrow();
    expect(delivery.status).toBe("pending");
    // Only that it did not answer: the network error's text told open ports from closed ones (issue 33).
    expect(delivery.lastError).toBe("no answer from the push service");
  });

  it("the same event queued twice alerts once (its event key)", async () => {
    const phone = receiver.subscription();
    await addDevice(phone);
    const input = {
      kind: "proposal-accepted" as const,
      lead: { kind: "quote" as const, id: 7 },
      title: "Proposal accepted",
      body: "Signed",
      eventKey: "proposal-accepted:test-1",
    };
    const first = await testDb()
      .transaction()
      .execute((trx) => queueAlert(trx, input));
    const second = await testDb()
      .transaction()
      .execute((trx) => queueAlert(trx, input));
    expect(first).toBeTypeOf("number");
    expect(second).toBeUndefined();
  });

  it("without VAPID keys alerts stay queued and are pushed once keys are set", async () => {
    const phone = receiver.subscription();
    await addDevice(phone);
    const publicKey = process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PUBLIC_KEY;
    try {
      await leadId(await postQuote(validQuote(), { ip: uniqueIp() }));
      expect(await pushDueAlerts(testDb())).toMatchObject({ held: 1, pushed: 0 });
      expect(((await (await call("/api/admin/alerts")).json()) as AlertsOverview).publicKey).toBeNull();
    } finally {
      process.env.VAPID_PUBLIC_KEY = publicKey;
    }
    expect(await pushDueAlerts(testDb())).toMatchObject({ pushed: 1 });
    expect(payloadsTo(phone)).toHaveLength(1);
  });

  it("a proposal accepted or declined alerts the devices that chose it, once however often the customer clicks", async () => {
    const phone = receiver.subscription();
    await addDevice(phone, { choices: ["proposal-accepted", "proposal-declined"] });
    const accepted = await sentProposal(sessions.adminCookie, {
      firstName: "Eleanor",
      lastName: "Vance",
      city: "Summit",
    });
    const fields = { optionId: accepted.proposal.options[2]!.id, fullName: "Eleanor Vance", consent: "yes" };
    for (let click = 0; click < 2; click++) {
      expect((await customerPost(`/proposal/${accepted.token}/accept`, fields, { ip: "192.0.2.30" })).status).toBe(303);
    }
    const declined = await sentProposal(sessions.adminCookie, {
      firstName: "Hugh",
      lastName: "Crain",
      city: "Chatham",
    });
    expect(
      (await customerPost(`/proposal/${declined.token}/decline`, { reason: "price" }, { ip: "192.0.2.31" })).status,
    ).toBe(303);
    await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(payloadsTo(phone).map((p) => [p.kind, p.title, p.url])).toEqual([
      ["proposal-accepted", "Proposal accepted · Summit · Eleanor", `/admin/quotes/${accepted.quote.id}`],
      ["proposal-declined", "Proposal declined · Chatham · Hugh", `/admin/quotes/${declined.quote.id}`],
    ]);
    expect(payloadsTo(phone)[0]!.body).toMatch(/^Signed: .+, \$[\d,]+\.\d{2}\.$/);
    expect(payloadsTo(phone)[1]!.body).toBe("Reason: The price.");
  });

  it("a delivery its worker abandoned is claimed again after the lock timeout, and given up after its last attempt", async () => {
    const phone = receiver.subscription();
    await addDevice(phone);
    const alertId = await testDb()
      .transaction()
      .execute((trx) => queueAlert(trx, { kind: "customer-reply", title: "Reply · Ada B.", body: "Re: slate" }));
    const stale = sql<Date>`now() - interval '10 minutes'`;
    const abandon = (attempts: number) =>
      testDb()
        .updateTable("alertDeliveries")
        .set({ status: "sending", lockedAt: stale, attempts })
        .where("alertId", "=", alertId!)
        .execute();
    await abandon(1);
    expect(await pushDueAlerts(testDb())).toMatchObject({ pushed: 1 });
    await abandon(6);
    expect(await pushDueAlerts(testDb())).toMatchObject({ pushed: 0, failed: 1 });
    const delivery = await testDb()
      .selectFrom("alertDeliveries")
      .selectAll()
      .where("alertId", "=", alertId!)
      .executeTakeFirstOrThrow();
    expect(delivery.status).toBe("failed");
    expect(delivery.lastError).toContain("abandoned");
    expect(receiver.to(phone)).toHaveLength(1);
  });
});
