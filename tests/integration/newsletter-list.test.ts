/**
 * Issue 25, item 4 (the newsletter), the owner's side: the console's subscriber list and CSV
 * (admins only, filters checked), "Delete this person" taking the address off the list, and the
 * retention job forgetting addresses never confirmed. Real Postgres, real handlers.
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as siteApi from "../../functions/site-api.mts";
import { leadRetention } from "../../src/server/jobs/retention.job";
import type { SubscriberList } from "../../src/shared/schemas/newsletter";
import { adminSessions, insertQuote, type AdminSessions } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { useLeadTestEnvironment } from "../support/leads";
import { confirmationsTo, formPost, linkIn, subscriberOf } from "../support/newsletter";

useLeadTestEnvironment();

let sessions: AdminSessions;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  sessions = await adminSessions("newsletter-list");
  for (const email of ["reader.one@example.com", "waiting@example.com"]) await formPost({ email });
  const [mail] = await confirmationsTo("reader.one@example.com");
  await callFunction(siteApi, linkIn(mail!.textBody, "/api/newsletter/confirm"));
});

describe("deleting a person", () => {
  it("removes the address from the newsletter list too", async () => {
    await formPost({ email: "forget.me@example.com" });
    const quote = await insertQuote({ email: "Forget.Me@example.com" });
    const deleted = await callFunction(adminApi, `/api/admin/quotes/${quote.id}`, {
      method: "DELETE",
      cookie: sessions.adminCookie,
    });
    expect(deleted.status).toBe(200);
    expect(await subscriberOf("forget.me@example.com")).toBeUndefined();
    expect(await confirmationsTo("forget.me@example.com")).toEqual([]);
  });
});

describe("retention", () => {
  it("forgets addresses that never confirmed within 30 days of their last request, and only those", async () => {
    await formPost({ email: "never-confirmed@example.com" });
    await formPost({ email: "recent-pending@example.com" });
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await testDb()
      .updateTable("newsletterSubscribers")
      .set({ requestedAt: old })
      .where("email", "in", ["never-confirmed@example.com", "reader.one@example.com"])
      .execute();
    expect(await leadRetention.run(testDb())).toMatchObject({ unconfirmedSubscribers: 1 });
    expect(await subscriberOf("never-confirmed@example.com")).toBeUndefined();
    expect(await subscriberOf("recent-pending@example.com")).toMatchObject({ status: "pending" });
    expect(await subscriberOf("reader.one@example.com")).toMatchObject({ status: "active" });
  });
});

describe("the console's list", () => {
  const asAdmin = (path: string) => callFunction(adminApi, path, { cookie: sessions.adminCookie });

  it("lists subscribers newest first with counts, filtered by address and state; CSV with local times", async () => {
    const response = await asAdmin("/api/admin/newsletter/subscribers?status=active");
    expect(response.status).toBe(200);
    const list = (await response.json()) as SubscriberList;
    expect(list.subscribers.length).toBeGreaterThan(0);
    expect(list.subscribers.every((subscriber) => subscriber.status === "active")).toBe(true);
    expect(list.counts.active).toBe(list.subscribers.length);
    expect(list.counts.pending).toBeGreaterThan(0);
    const search = (await (await asAdmin("/api/admin/newsletter/subscribers?q=READER.one")).json()) as SubscriberList;
    expect(search.subscribers.map((subscriber) => subscriber.email)).toEqual(["reader.one@example.com"]);

    await sql`update newsletter_subscribers set created_at = ${new Date("2026-11-24T20:59:00Z")}
      where email = 'reader.one@example.com'`.execute(testDb());
    const csv = await asAdmin("/api/admin/export/newsletter.csv?q=reader.one");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Email,Status,Signed up,Confirmed,Unsubscribed");
    expect(lines[1]).toMatch(/^reader\.one@example\.com,Subscribed,2026-11-24 15:59,\d{4}-\d\d-\d\d \d\d:\d\d,$/);
  });

  it("a bad filter: 400 naming it; without a session 401, for a non-admin 403", async () => {
    const bad = await asAdmin("/api/admin/newsletter/subscribers?status=maybe");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("status");
    for (const path of ["/api/admin/newsletter/subscribers", "/api/admin/export/newsletter.csv"]) {
      expect((await callFunction(adminApi, path)).status).toBe(401);
      expect((await callFunction(adminApi, path, { cookie: sessions.visitorCookie })).status).toBe(403);
    }
  });
});
