/**
 * Issue 22 item 4 (decision 039): a lead still new after the escalation setting's business minutes
 * alerts again (and the second admin's devices, when set) and e-mails the business address; once
 * per lead, never for an answered or spam lead. Business minutes are the site's opening hours in
 * America/New_York, tested with an injected clock across both clock changes (weekends of
 * 2026-03-08 and 2026-11-01, when the shop is closed on Sunday).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as alertsFunction from "../../functions/alerts.mts";
import type { AlertPayload } from "../../src/shared/alerts";
import { escalateUntouchedLeads } from "../../src/server/alerts/escalation.service";
import { pushQueuedAlerts } from "../../src/server/alerts/alerts.job";
import { adminSessions, signIn, type AdminSessions } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, createUser, type CallOptions } from "../support/functions";
import { postContact, postQuote, uniqueIp, useLeadTestEnvironment, validContact, validQuote } from "../support/leads";
import type { TestSubscription } from "../../scripts/lib/push-receiver";
import { usePushService } from "../support/push";

useLeadTestEnvironment();

const { receiver } = usePushService();
let sessions: AdminSessions;
let secondCookie: string;
let secondAdminId: string;

const at = (iso: string) => new Date(iso);
const call = (path: string, options: CallOptions = {}, cookie = sessions.adminCookie) =>
  callFunction(adminApi, path, { cookie, ...options });

async function addDevice(subscription: TestSubscription, choices: string[], cookie = sessions.adminCookie) {
  const response = await call("/api/admin/alerts/devices", { method: "POST", body: { subscription, choices } }, cookie);
  expect(response.status).toBe(201);
}

/** A lead through the public form, then moved (with its alert) to `createdAt`. */
async function leadAt(kind: "contact" | "quote", createdAt: string, overrides: Record<string, unknown> = {}) {
  const response =
    kind === "quote"
      ? await postQuote(validQuote({ urgency: "standard", ...overrides }), { ip: uniqueIp() })
      : await postContact(validContact(overrides), { ip: uniqueIp() });
  expect(response.status).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  const table = kind === "quote" ? "quotes" : "contactSubmissions";
  await testDb()
    .updateTable(table)
    .set({ createdAt } as never)
    .where("id", "=", id)
    .execute();
  await testDb()
    .updateTable("alerts")
    .set({ createdAt } as never)
    .where("leadKind", "=", kind)
    .where("leadId", "=", id)
    .execute();
  return id;
}

async function escalateAt(now: string) {
  const report = await escalateUntouchedLeads(testDb(), at(now));
  await pushQueuedAlerts(testDb(), report.alertIds);
  return report;
}

const escalationMail = (kind: "contact" | "quote", id: number) =>
  testDb()
    .selectFrom("emailOutbox")
    .select(["toAddress", "subject", "textBody"])
    .where("tag", "=", "lead-escalation")
    .where(kind === "quote" ? "quoteId" : "contactSubmissionId", "=", id)
    .execute();

/** The escalations a device received (the lead's own alert came first, when it chose that). */
const escalationsTo = (subscription: TestSubscription) =>
  receiver
    .to(subscription)
    .map((request) => JSON.parse(request.payload ?? "null") as AlertPayload)
    .filter((payload) => payload.kind === "escalation");

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  process.env.SITE_URL = "https://slate.example";
  await seedTestDatabase({ withDevAdmin: false });
  sessions = await adminSessions("escalation");
  const second = { email: "escalation-second@alpine.test", password: "a second long passphrase", isAdmin: true };
  secondAdminId = (await createUser(second)).id;
  secondCookie = await signIn(second);
});

beforeEach(async () => {
  await testDb().deleteFrom("pushSubscriptions").execute();
  await testDb().deleteFrom("alerts").execute();
  await call("/api/admin/alerts/settings", { method: "PUT", body: { escalationMinutes: 30, escalationAdminId: null } });
});

describe("escalation of a lead nobody answered", () => {
  it("November: 10 minutes on Saturday, closed on the Sunday the clocks go back, 20 more on Monday at 7:20 EST", async () => {
    const phone = receiver.subscription();
    await addDevice(phone, ["new-lead"]);
    // Saturday 2026-10-31 15:50 EDT (the shop closes at 16:00 on Saturdays).
    const id = await leadAt("quote", "2026-10-31T19:50:00Z", {
      firstName: "Margaret",
      lastName: "Hale",
      city: "Montclair",
      projectType: "repair",
    });
    expect(await escalateAt("2026-10-31T23:00:00Z")).toMatchObject({ escalated: 0 });
    // Monday 07:19 EST is 12:19Z; 07:20 EDT would have been 11:20Z.
    expect(await escalateAt("2026-11-02T11:20:00Z")).toMatchObject({ escalated: 0 });
    expect(await escalateAt("2026-11-02T12:19:00Z")).toMatchObject({ escalated: 0 });
    expect(await escalateAt("2026-11-02T12:20:00Z")).toMatchObject({ escalated: 1 });
    expect(await escalateAt("2026-11-02T15:00:00Z")).toMatchObject({ escalated: 0 });

    expect(escalationsTo(phone)).toEqual([
      expect.objectContaining({
        kind: "escalation",
        title: "Still waiting · Repair · Montclair · Margaret",
        body: "No answer after 30 business minutes. Tap to open the lead.",
        url: `/admin/quotes/${id}`,
      }),
    ]);
    const mail = await escalationMail("quote", id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      toAddress: "office@slate.test",
      subject: "Still waiting: Repair · Montclair · Margaret",
    });
    expect(mail[0]!.textBody).toContain(`https://slate.example/admin/quotes/${id}`);
  });

  it("March: the setting's 45 minutes, the second admin's devices too, Monday 7:30 EDT after the clocks went forward", async () => {
    await call("/api/admin/alerts/settings", {
      method: "PUT",
      body: { escalationMinutes: 45, escalationAdminId: secondAdminId },
    });
    const phone = receiver.subscription();
    const emergencyOnly = receiver.subscription();
    const secondPhone = receiver.subscription();
    await addDevice(phone, ["new-lead"]);
    await addDevice(emergencyOnly, ["emergency-lead"]);
    await addDevice(secondPhone, [], secondCookie);
    // Saturday 2026-03-07 15:45 EST: 15 minutes that day; Sunday 03-08 the clocks go forward.
    const id = await leadAt("contact", "2026-03-07T20:45:00Z", {
      firstName: "Ada",
      lastName: "Bell",
      serviceType: "Historic Restoration",
    });
    // Monday 07:29 EDT is 11:29Z (12:29Z would be the same wall time in EST).
    expect(await escalateAt("2026-03-09T11:29:00Z")).toMatchObject({ escalated: 0 });
    expect(await escalateAt("2026-03-09T11:30:00Z")).toMatchObject({ escalated: 1 });
    const expected = [
      expect.objectContaining({
        kind: "escalation",
        url: `/admin/contacts/${id}`,
        title: "Still waiting · Historic restoration · Ada",
      }),
    ];
    expect(escalationsTo(phone)).toEqual(expected);
    expect(escalationsTo(secondPhone)).toEqual(expected);
    expect(escalationsTo(emergencyOnly)).toEqual([]);
    expect(await escalationMail("contact", id)).toHaveLength(1);
  });

  it("an emergency escalates to the devices that kept the emergency choice", async () => {
    const emergencyOnly = receiver.subscription();
    await addDevice(emergencyOnly, ["emergency-lead"]);
    // Tuesday 2026-11-10 17:45 EST: 15 minutes before closing, 15 more from Wednesday 07:00.
    await leadAt("quote", "2026-11-10T22:45:00Z", { urgency: "urgent" });
    expect(await escalateAt("2026-11-11T12:14:00Z")).toMatchObject({ escalated: 0 });
    expect(await escalateAt("2026-11-11T12:15:00Z")).toMatchObject({ escalated: 1 });
    expect(escalationsTo(emergencyOnly)).toHaveLength(1);
    expect(receiver.to(emergencyOnly)).toHaveLength(2);
  });

  it("never escalates an answered lead, a spam lead, or one older than a week; two runs at once escalate once", async () => {
    const phone = receiver.subscription();
    await addDevice(phone, ["new-lead"]);
    const answered = await leadAt("quote", "2026-11-10T14:00:00Z");
    await testDb().updateTable("quotes").set({ status: "contacted" }).where("id", "=", answered).execute();
    await leadAt("contact", "2026-11-10T14:00:00Z", { website: "https://spam.example" });
    await leadAt("quote", "2026-11-01T14:00:00Z");
    expect(await escalateAt("2026-11-10T20:00:00Z")).toMatchObject({ escalated: 0 });
    await leadAt("quote", "2026-11-10T14:00:00Z");
    const reports = await Promise.all([
      escalateUntouchedLeads(testDb(), at("2026-11-10T20:00:00Z")),
      escalateUntouchedLeads(testDb(), at("2026-11-10T20:00:00Z")),
    ]);
    expect(reports.map((report) => report.escalated).sort()).toEqual([0, 1]);
  });

  it("runs each minute before the delivery, so an escalation goes out in the same run", () => {
    expect(alertsFunction.jobs.map((job) => job.name)).toEqual(["lead-escalation", "alert-delivery"]);
    expect(alertsFunction.config.schedule).toBe("* * * * *");
  });
});
