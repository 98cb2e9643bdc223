/**
 * The numbers page's API (decision 042) against hand-counted fixtures on a real database: leads by
 * source (with leads that have none) and service, the funnel, won and lost, time to first response
 * in business hours, leads waiting; the previous period; New York days (a lead at 23:30 on the last
 * day counts, one at 23:30 the day before the first does not; the 23- and 25-hour days of March and
 * November); a period without data; bad queries (400 naming the field); the lead lists' report
 * filters returning exactly the leads a figure counted.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { leadsReport } from "../../src/server/reports/reports.service";
import type { ContactPage } from "../../src/shared/schemas/contacts-desk";
import type { LeadsReport, ReportFigures } from "../../src/shared/schemas/reports";
import { adminSessions, insertContact, insertQuote } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction } from "../support/functions";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
let adminCookie: string;
let visitorCookie: string;
const ids: Record<string, number> = {};

const report = async (query: string, cookie = adminCookie) =>
  callFunction(adminApi, `/api/admin/reports${query}`, { cookie });
const figures = async (query: string): Promise<LeadsReport> => {
  const response = await report(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as LeadsReport;
};

/** A sent proposal of the quote (a frozen version with a link), as the proposal desk leaves it. */
async function sentProposal(quoteId: number, sentAt: string) {
  await testDb()
    .insertInto("proposals")
    .values({
      quoteId,
      version: 1,
      status: "sent",
      content: "{}",
      validUntil: at("2026-12-31T00:00:00Z"),
      tokenHash: String(quoteId).padStart(64, "a"),
      frozen: "{}",
      documentSha256: "b".repeat(64),
      sentAt: at(sentAt),
    })
    .execute();
}

const MARCH = "?period=custom&from=2026-03-01&to=2026-03-31";

/** The fixtures, inserted in this order: contacts, then quotes, then the quotes' sent proposals. */
const CONTACTS: Record<string, Parameters<typeof insertContact>[0]> = {
  // March 2026 (EST until Sunday 8 March 02:00, then EDT).
  c1: {
    createdAt: at("2026-03-02T10:00:00-05:00"),
    utmSource: " Google ",
    sourceLandingPage: "/?utm_source=Google",
    serviceType: "Historic Restoration",
    status: "contacted",
    firstResponseAt: at("2026-03-02T11:30:00-05:00"), // 1.5 business hours
  },
  c2: {
    createdAt: at("2026-03-06T17:30:00-05:00"), // Friday evening
    sourceReferrer: "https://www.houzz.com/pro/alpine",
    sourceLandingPage: "/",
    serviceType: "Repair & Maintenance",
    status: "contacted",
    firstResponseAt: at("2026-03-07T10:00:00-05:00"), // 0.5 h Friday + 2 h Saturday = 2.5
  },
  c3: { createdAt: at("2026-03-10T12:00:00-04:00"), serviceType: null }, // no source, waiting
  c4: { createdAt: at("2026-03-11T12:00:00-04:00"), utmSource: "google", isSpam: true },
};
const QUOTES: Record<string, Parameters<typeof insertQuote>[0]> = {
  q1: {
    createdAt: at("2026-03-03T09:00:00-05:00"),
    utmSource: "google",
    projectType: "restoration",
    status: "scheduled",
    phase: "phase-2",
    firstResponseAt: at("2026-03-03T09:15:00-05:00"), // 0.25
    wonAt: at("2026-03-20T15:00:00-04:00"),
    wonValueCents: 2_500_000,
  },
  q2: {
    createdAt: at("2026-03-07T20:00:00-05:00"), // Saturday after closing; Sunday the clocks change
    projectType: "repair",
    status: "contacted",
    firstResponseAt: at("2026-03-09T08:00:00-04:00"), // Monday 07:00-08:00 EDT: 1 business hour
  },
  q3: {
    createdAt: at("2026-03-31T23:30:00-04:00"), // 1 April in UTC, 31 March in New York
    sourceReferrer: "https://google.com/search?q=slate",
    projectType: "restoration",
  },
  q6: {
    createdAt: at("2026-03-12T12:00:00-04:00"),
    utmSource: "newsletter",
    projectType: "new-installation",
    status: "contacted",
    scheduledDate: at("2026-03-18T00:00:00Z"),
    firstResponseAt: at("2026-03-12T15:00:00-04:00"), // 3
    lostAt: at("2026-03-25T10:00:00-04:00"),
  },
  // The previous period (29 January – 28 February).
  q4: { createdAt: at("2026-02-28T23:30:00-05:00"), projectType: "maintenance" }, // 1 March in UTC
  q5: {
    createdAt: at("2026-02-10T10:00:00-05:00"),
    utmSource: "google",
    projectType: "repair",
    status: "quoted",
    firstResponseAt: at("2026-02-10T14:00:00-05:00"), // 4
    lostAt: at("2026-03-15T10:00:00-04:00"),
    lostReason: "price",
  },
  // Before both periods, won in March.
  q7: {
    createdAt: at("2026-01-15T10:00:00-05:00"),
    utmSource: "google",
    status: "scheduled",
    firstResponseAt: at("2026-01-15T11:00:00-05:00"),
    wonAt: at("2026-03-05T10:00:00-05:00"),
    wonValueCents: 1_000_000,
  },
};
const SENT_PROPOSALS: Record<string, string> = {
  q1: "2026-03-10T12:00:00-04:00",
  q5: "2026-02-20T12:00:00-05:00",
};

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie, visitorCookie } = await adminSessions("reports"));
  for (const [name, fields] of Object.entries(CONTACTS)) ids[name] = (await insertContact(fields)).id;
  for (const [name, fields] of Object.entries(QUOTES)) ids[name] = (await insertQuote(fields)).id;
  for (const [name, sentAt] of Object.entries(SENT_PROPOSALS)) await sentProposal(ids[name]!, sentAt);
});

const count = (row: { contacts: number; quotes: number } | undefined) => row && [row.contacts, row.quotes];

describe("GET /api/admin/reports: the figures of March 2026, counted by hand", () => {
  let current: ReportFigures;
  let previous: ReportFigures;
  beforeAll(async () => {
    ({ current, previous } = await figures(MARCH));
  });

  it("names the period and the previous one of equal length", () => {
    expect(current.range).toEqual({ from: "2026-03-01", to: "2026-03-31", days: 31 });
    expect(previous.range).toEqual({ from: "2026-01-29", to: "2026-02-28", days: 31 });
  });

  it("counts leads in New York days, spam aside", () => {
    expect(count(current.leads)).toEqual([3, 4]); // c1 c2 c3 | q1 q2 q3 q6
    expect(count(previous.leads)).toEqual([0, 2]); // q4 (23:30 on 28 Feb) q5
  });

  it("counts leads by first-touch source, with those that have none", () => {
    const bySource = Object.fromEntries(current.bySource.map((row) => [row.source, count(row)]));
    expect(bySource).toEqual({
      google: [1, 1],
      "houzz.com": [1, 0],
      "(none)": [1, 1],
      "google.com": [0, 1],
      newsletter: [0, 1],
    });
    expect(current.bySource[0]!.source).toBe("(none)"); // two each; ties by name
    expect(Object.fromEntries(previous.bySource.map((row) => [row.source, count(row)]))).toEqual({
      google: [0, 1],
      "(none)": [0, 1],
    });
  });

  it("counts leads by service", () => {
    const byService = Object.fromEntries(
      current.byService.map((row) => [`${row.kind}:${row.service}`, row.contacts + row.quotes]),
    );
    expect(byService).toEqual({
      "contact:Historic Restoration": 1,
      "contact:Repair & Maintenance": 1,
      "contact:(none)": 1,
      "quote:restoration": 2,
      "quote:repair": 1,
      "quote:new-installation": 1,
    });
  });

  it("counts the funnel by the furthest stage reached", () => {
    expect(current.funnel.map((step) => [step.stage, ...count(step)!])).toEqual([
      ["new", 3, 4],
      ["contacted", 2, 3], // c1 c2 | q1 q2 q6
      ["booked", 0, 2], // q1 (phase 2), q6 (scheduled date)
      ["proposal", 0, 1], // q1
      ["accepted", 0, 1], // q1
    ]);
    expect(previous.funnel.map((step) => step.contacts + step.quotes)).toEqual([2, 1, 1, 1, 0]); // q5 got a proposal
  });

  it("sums what was won and lost in the period, whenever the lead came in", () => {
    expect(current.won).toEqual({ count: 2, revenueCents: 3_500_000, averageCents: 1_750_000 }); // q1, q7
    expect(current.lost).toEqual({
      count: 2,
      reasons: [
        { reason: "(none)", count: 1 },
        { reason: "price", count: 1 },
      ],
    });
    expect(current.winRate).toBe(0.5);
    expect(current.revenueByMonth).toEqual([{ month: "2026-03", won: 2, revenueCents: 3_500_000 }]);
    expect(previous.won).toEqual({ count: 0, revenueCents: 0, averageCents: null });
    expect(previous.winRate).toBeNull();
    expect(previous.revenueByMonth).toEqual([
      { month: "2026-01", won: 0, revenueCents: 0 },
      { month: "2026-02", won: 0, revenueCents: 0 },
    ]);
  });

  it("takes the median and 90th percentile of first response in business hours", () => {
    // 0.25, 1, 1.5, 2.5, 3 hours
    expect(current.firstResponse).toEqual({ answered: 5, medianMs: 1.5 * HOUR, p90Ms: 3 * HOUR });
    expect(previous.firstResponse).toEqual({ answered: 1, medianMs: 4 * HOUR, p90Ms: 4 * HOUR });
  });

  it("counts the leads waiting now, whatever the period", async () => {
    expect((await figures(MARCH)).waitingNow).toBe(3); // c3, q3, q4
  });
});

describe("periods", () => {
  it("says nothing happened in a period without data, rather than zeros", async () => {
    const { current, previous } = await figures("?period=custom&from=2020-01-01&to=2020-01-31");
    for (const period of [current, previous]) {
      expect(count(period.leads)).toEqual([0, 0]);
      expect(period.bySource).toEqual([]);
      expect(period.byService).toEqual([]);
      expect(period.winRate).toBeNull();
      expect(period.won.averageCents).toBeNull();
      expect(period.firstResponse).toEqual({ answered: 0, medianMs: null, p90Ms: null });
    }
  });

  it("counts the 23-hour day of 9 March 2025 and the 25-hour day of 2 November 2025 whole", async () => {
    const times = [
      "2025-03-08T23:30:00-05:00", // the day before
      "2025-03-09T00:30:00-05:00",
      "2025-03-09T23:30:00-04:00",
      "2025-11-02T00:30:00-04:00",
      "2025-11-02T01:30:00-05:00", // the second 01:30
      "2025-11-02T23:30:00-05:00", // 04:30 UTC on the 2nd
      "2025-11-03T00:30:00-05:00", // the day after
    ];
    for (const createdAt of times) await insertContact({ createdAt: at(createdAt), email: "dst@example.com" });
    const march = await figures("?period=custom&from=2025-03-09&to=2025-03-09");
    expect(march.current.leads.contacts).toBe(2);
    expect(march.previous.range).toEqual({ from: "2025-03-08", to: "2025-03-08", days: 1 });
    expect(march.previous.leads.contacts).toBe(1);
    expect((await figures("?period=custom&from=2025-11-02&to=2025-11-02")).current.leads.contacts).toBe(3);
  });

  it("resolves this month, the last 90 days and this year from an injected clock", async () => {
    const now = at("2026-04-01T02:00:00Z"); // still 31 March in New York
    const month = await leadsReport(testDb(), { period: "month" }, now);
    expect(month.current.range).toEqual({ from: "2026-03-01", to: "2026-03-31", days: 31 });
    expect(month.current.leads).toEqual({ contacts: 3, quotes: 4 });
    const days90 = await leadsReport(testDb(), { period: "90d" }, now);
    expect(days90.current.range).toEqual({ from: "2026-01-01", to: "2026-03-31", days: 90 });
    expect(days90.previous.range).toEqual({ from: "2025-10-03", to: "2025-12-31", days: 90 });
    const year = await leadsReport(testDb(), { period: "year" }, now);
    expect(year.current.range).toEqual({ from: "2026-01-01", to: "2026-03-31", days: 90 });
    expect(year.current.won.count).toBe(2);
  });
});

describe("bad queries and access", () => {
  const fieldsOf = async (query: string) => {
    const response = await report(query);
    expect(response.status).toBe(400);
    return ((await response.json()) as { fields: Record<string, string> }).fields;
  };

  it("names the field of a bad query", async () => {
    expect(Object.keys(await fieldsOf("?period=week"))).toEqual(["period"]);
    expect(Object.keys(await fieldsOf("?period=custom&from=2026-03-31&to=2026-03-01"))).toEqual(["from"]);
    expect(Object.keys(await fieldsOf("?period=custom&from=2026-02-30&to=2026-03-01"))).toEqual(["from"]);
    expect(Object.keys(await fieldsOf("?period=custom&to=2026-03-01"))).toEqual(["from"]);
    expect(Object.keys(await fieldsOf("?period=custom&from=2020-01-01&to=2025-01-03"))).toEqual(["to"]);
    expect((await report("?period=custom&from=2020-01-01&to=2024-12-31")).status).toBe(200); // five years
  });

  it("answers 401 without a session and 403 to a non-admin", async () => {
    expect((await callFunction(adminApi, "/api/admin/reports")).status).toBe(401);
    expect((await report("", visitorCookie)).status).toBe(403);
    expect(
      (await callFunction(adminApi, "/api/admin/export/reports/funnel.csv", { cookie: visitorCookie })).status,
    ).toBe(403);
  });
});

describe("CSV of a table", () => {
  it("downloads the funnel and the sources of the period", async () => {
    const response = await callFunction(adminApi, `/api/admin/export/reports/funnel.csv${MARCH}`, {
      cookie: adminCookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("report-funnel.csv");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Stage,Leads,From the step before,Previous period",
      "New lead,7,,2",
      "Contacted,5,0.714,1",
      "Consultation booked,2,0.400,1",
      "Proposal sent,1,0.500,1",
      "Accepted,1,1.000,0",
    ]);
    const sources = await callFunction(adminApi, `/api/admin/export/reports/sources.csv${MARCH}`, {
      cookie: adminCookie,
    });
    expect(await sources.text()).toContain("No source,2,1");
    expect(
      (await callFunction(adminApi, "/api/admin/export/reports/secrets.csv", { cookie: adminCookie })).status,
    ).toBe(400);
  });
});

describe("the lead lists show the leads behind a figure", () => {
  const quoteIds = async (query: string) => {
    const response = await callFunction(adminApi, `/api/admin/quotes?${query}`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: number }[]).map((quote) => quote.id).sort((a, b) => a - b);
  };
  const contactIds = async (query: string) => {
    const response = await callFunction(adminApi, `/api/admin/contact-submissions/search?${query}`, {
      cookie: adminCookie,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as ContactPage).contacts.map((contact) => contact.id).sort((a, b) => a - b);
  };
  const sorted = (...values: number[]) => values.sort((a, b) => a - b);
  const march = "rfrom=2026-03-01&rto=2026-03-31";

  it("by source, with no source, and by service", async () => {
    expect(await contactIds(`${march}&rsource=google`)).toEqual([ids.c1]); // the spam one left out
    expect(await quoteIds(`${march}&rsource=google`)).toEqual([ids.q1]);
    expect(await quoteIds(`${march}&rsource=(none)`)).toEqual([ids.q2]);
    expect(await contactIds(`${march}&rsource=(none)`)).toEqual([ids.c3]);
    expect(await quoteIds(`${march}&rservice=restoration`)).toEqual(sorted(ids.q1!, ids.q3!));
  });

  it("by funnel stage, won and lost", async () => {
    expect(await quoteIds(`${march}&rstage=booked`)).toEqual(sorted(ids.q1!, ids.q6!));
    expect(await contactIds(`${march}&rstage=contacted`)).toEqual(sorted(ids.c1!, ids.c2!));
    expect(await quoteIds(`${march}&rbasis=won`)).toEqual(sorted(ids.q1!, ids.q7!));
    expect(await contactIds(`${march}&rbasis=won`)).toEqual([]);
    expect(await quoteIds(`${march}&rbasis=lost&rreason=(none)`)).toEqual([ids.q6]);
  });

  it("counts a contact with a standing online booking as consultation booked, not one whose booking was cancelled", async () => {
    const booked = await insertContact({ createdAt: at("2024-05-06T10:00:00-04:00"), email: "booked@example.com" });
    const cancelled = await insertContact({
      createdAt: at("2024-05-07T10:00:00-04:00"),
      email: "cancelled@example.com",
    });
    for (const [contact, status, day] of [
      [booked, "booked", "2024-05-08"],
      [cancelled, "cancelled", "2024-05-09"],
    ] as const) {
      await testDb()
        .insertInto("bookings" as never)
        .values({
          uid: `report-${contact.id}@test`,
          contactSubmissionId: contact.id,
          startsAt: at(`${day}T10:00:00-04:00`),
          endsAt: at(`${day}T11:00:00-04:00`),
          status,
        } as never)
        .execute();
    }
    const { current } = await figures("?period=custom&from=2024-05-01&to=2024-05-31");
    expect(current.funnel.map((step) => [step.stage, step.contacts])).toEqual([
      ["new", 2],
      ["contacted", 1],
      ["booked", 1],
      ["proposal", 0],
      ["accepted", 0],
    ]);
    expect(await contactIds("rfrom=2024-05-01&rto=2024-05-31&rstage=booked")).toEqual([booked.id]);
  });

  it("refuses a malformed segment with the field named", async () => {
    const response = await callFunction(adminApi, "/api/admin/quotes?rfrom=2026-03-31&rto=2026-03-01", {
      cookie: adminCookie,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(["rfrom"]);
    const stage = await callFunction(adminApi, "/api/admin/contact-submissions/search?rstage=paid", {
      cookie: adminCookie,
    });
    expect(stage.status).toBe(400);
  });
});

describe("the stored time to first response", () => {
  const JUNE = "?period=custom&from=2024-06-01&to=2024-06-30";
  const june = async () => (await figures(JUNE)).current.firstResponse;

  it("is measured for a lead answered since the last report, and read back afterwards", async () => {
    // Monday 3 June 2024, one business hour.
    await insertContact({
      createdAt: at("2024-06-03T10:00:00-04:00"),
      status: "contacted",
      firstResponseAt: at("2024-06-03T11:00:00-04:00"),
    });
    const later = await insertContact({ createdAt: at("2024-06-04T10:00:00-04:00") });
    expect(await june()).toEqual({ answered: 1, medianMs: HOUR, p90Ms: HOUR });

    await testDb()
      .updateTable("contactSubmissions")
      .set({ status: "contacted", firstResponseAt: at("2024-06-04T12:00:00-04:00") })
      .where("id", "=", later.id)
      .execute();
    // Two answered: the median is the mean of both, the 90th percentile the one at rank ceil(1.8).
    expect(await june()).toEqual({ answered: 2, medianMs: 1.5 * HOUR, p90Ms: 2 * HOUR });

    // Stored once: a changed measure is what the report reads (nothing measures it twice)...
    await testDb()
      .updateTable("contactSubmissions")
      .set({ firstResponseBusinessMs: 999 })
      .where("id", "=", later.id)
      .execute();
    expect(await june()).toEqual({ answered: 2, medianMs: Math.round((HOUR + 999) / 2), p90Ms: HOUR });

    // ...until the rules it was measured by change: then every lead is measured again.
    await testDb().updateTable("derivedVersions").set({ version: "older business hours" }).execute();
    expect(await june()).toEqual({ answered: 2, medianMs: 1.5 * HOUR, p90Ms: 2 * HOUR });
  });
});
