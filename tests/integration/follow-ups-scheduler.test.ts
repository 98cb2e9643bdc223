/**
 * Follow-up sequences and review requests (issue 22 items 5-9, decision 040), driven by an
 * injected clock through the real scheduler job, real PostgreSQL and the real Postmark client
 * against the local stub: 9:00 stays 9:00 across both clock changes (the job run at the change
 * and around each planned moment here; every 10- or 15-minute run between them walked without the
 * database in src/server/follow-ups/plan.test.ts), Sundays and holidays are
 * skipped, a reply or acceptance that arrives between planning and sending stops the sequence, a
 * run that dies midway sends nothing twice and misses nothing, and the unsubscribe link works by
 * its confirmation page and by RFC 8058's one-click POST.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as customerLinks from "../../functions/customer.mts";
import { isSuppressed, suppressAddress } from "../../src/server/email/suppressions.repository";
import { enrolLead, followUpsOfQuote } from "../../src/server/follow-ups/follow-ups.service";
import { sendDueMessages } from "../../src/server/email/outbox.job";
import { runFollowUps, type FollowUpRunOptions } from "../../src/server/follow-ups/follow-ups.job";
import { sql } from "kysely";
import type { AdminEnrolment, FollowUpSettings } from "../../src/shared/schemas/follow-ups";
import { stopReasons } from "../../src/shared/strings/follow-ups";
import { insertQuote } from "../support/admin-session";
import { queuedMail, testDb } from "../support/db";
import { callFunction, formPost } from "../support/functions";
import { useFollowUpSuite } from "../support/follow-up-suite";
import { customerPost, sentProposal } from "../support/proposals";

const suite = useFollowUpSuite("follow-ups");
const stub = suite.stub;
let cookie: string;
let emailCount = 0;
const freshEmail = () => `customer${++emailCount}.follow-ups@example.com`;

beforeAll(() => {
  cookie = suite.cookie;
});

const db = () => testDb();
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

const followUpMail = (quoteId: number) => queuedMail("follow-up", { quoteId });

const enrolment = (quoteId: number) =>
  db().selectFrom("followUpEnrolments").selectAll().where("quoteId", "=", quoteId).executeTakeFirstOrThrow();

const run = (now: Date, afterEach?: FollowUpRunOptions["afterEach"]) =>
  runFollowUps(db(), { now: () => now, afterEach });

/** Runs the scheduler at each instant, in order; the instants at which the quote got mail. */
async function runAt(quoteId: number, instants: Date[]): Promise<string[]> {
  const sentAt: string[] = [];
  let known = (await followUpMail(quoteId)).length;
  for (const instant of [...instants].sort((a, b) => a.getTime() - b.getTime())) {
    const report = await run(instant);
    if (report.followUps.sent === 0) continue;
    const now = (await followUpMail(quoteId)).length;
    for (; known < now; known++) sentAt.push(instant.toISOString());
  }
  return sentAt;
}

/**
 * The runs a schedule every `tickMinutes` makes around each planned moment: one tick before (not
 * yet), the moment itself, one tick after (not twice). Every run in between is walked without the
 * database in src/server/follow-ups/plan.test.ts, through the same decision `sendDueStep` takes.
 */
const around = (moments: string[], tickMinutes = 15): Date[] =>
  moments.flatMap((moment) => [-1, 0, 1].map((ticks) => new Date(at(moment).getTime() + ticks * tickMinutes * MINUTE)));

/** The instants the clocks change: 2:00 EST → 3:00 EDT, and 2:00 EDT → 1:00 EST. */
const MARCH_CHANGE = at("2026-03-08T07:00:00Z");
const NOVEMBER_CHANGE = at("2026-11-01T06:00:00Z");

/** A quote with a sent proposal, its "proposal sent" sequence started at `anchor`. */
async function proposalLead(anchor: Date) {
  const { quote, token, proposal } = await sentProposal(cookie, { email: freshEmail() });
  await enrolLead(db(), quote, "proposal-sent", anchor);
  return { quote, token, proposal };
}

const planned = async (quoteId: number) =>
  (await followUpsOfQuote(db(), quoteId, new Date("2026-01-01T00:00:00Z")))[0]!.steps.map(
    (step) => step.dueAt ?? step.sentAt,
  );

async function saveSettings(change: (settings: FollowUpSettings) => FollowUpSettings) {
  const current = (await (
    await callFunction(adminApi, "/api/admin/follow-up-settings", { cookie })
  ).json()) as FollowUpSettings;
  const response = await callFunction(adminApi, "/api/admin/follow-up-settings", {
    method: "PUT",
    cookie,
    body: change(current),
  });
  expect(response.status).toBe(200);
}

describe("sending in business time", () => {
  it("keeps 9:00 at 9:00 local across the March change, sends each step once, exactly when the lead page said", async () => {
    const anchor = at("2026-03-06T14:30:00Z"); // Friday 9:30 EST
    const { quote } = await proposalLead(anchor);
    const shown = await planned(quote.id);
    // Day 2 → Monday 9 March (Saturday counts, Sunday does not), then day 5 and day 10, 9:00 EDT = 13:00 UTC.
    const expected = ["2026-03-09T13:00:00.000Z", "2026-03-12T13:00:00.000Z", "2026-03-18T13:00:00.000Z"];
    expect(shown).toEqual(expected);
    const sent = await runAt(quote.id, [anchor, MARCH_CHANGE, ...around(expected), at("2026-03-20T00:00:00Z")]);
    expect(sent).toEqual(shown);
    expect(await enrolment(quote.id)).toMatchObject({ status: "finished", nextDueAt: null });
    const mail = await followUpMail(quote.id);
    expect(mail.map((row) => row.subject)).toEqual([
      "Any questions about your restoration proposal?",
      "Your restoration proposal from Alpine Slate Roofing",
      "Shall we keep your slot, Eleanor?",
    ]);
  });

  it("keeps 9:00 at 9:00 across the November change, skipping the Sunday and a holiday the owner added", async () => {
    await saveSettings((settings) => ({
      ...settings,
      holidays: [...settings.holidays, { date: "2026-11-11", name: "Veterans Day" }],
    }));
    const anchor = at("2026-10-30T14:00:00Z"); // Friday 10:00 EDT
    const { quote } = await proposalLead(anchor);
    // Day 2 → Monday 2 Nov 9:00 EST (14:00 UTC); day 5 → Thursday 5 Nov; day 10 → Thursday 12 Nov (11 Nov closed).
    const expected = ["2026-11-02T14:00:00.000Z", "2026-11-05T14:00:00.000Z", "2026-11-12T14:00:00.000Z"];
    expect(await planned(quote.id)).toEqual(expected);
    const instants = [anchor, NOVEMBER_CHANGE, ...around(expected, 10), at("2026-11-14T00:00:00Z")];
    expect(await runAt(quote.id, instants)).toEqual(expected);
  });

  it("never sends on a Sunday or a holiday: a quote request from the eve of Thanksgiving waits for Friday", async () => {
    const eve = await insertQuote({ email: freshEmail(), status: "new" });
    await enrolLead(db(), eve, "quote-requested", at("2026-11-25T20:00:00Z")); // Wednesday 15:00 EST
    const saturday = await insertQuote({ email: freshEmail(), status: "new" });
    await enrolLead(db(), saturday, "quote-requested", at("2026-11-28T15:00:00Z")); // Saturday 10:00 EST
    expect(await planned(eve.id)).toEqual(["2026-11-27T14:00:00.000Z"]);
    expect(await planned(saturday.id)).toEqual(["2026-11-30T14:00:00.000Z"]);
    const sunday = at("2026-11-29T14:00:00Z"); // 9:00 EST, closed
    const instants = [at("2026-11-28T15:00:00Z"), sunday, ...around(["2026-11-30T14:00:00.000Z"])];
    expect(await runAt(saturday.id, instants)).toEqual(["2026-11-30T14:00:00.000Z"]);
    // No visitor text to an unverified address; the business's facts and the link to stop stay.
    const [mail] = await followUpMail(saturday.id);
    expect(mail!.subject).toBe("We tried to reach you about your restoration project");
    expect(mail!.textBody).not.toContain("Eleanor");
  });

  it("a run that finds the business closed (a late run at 18:30) waits for the next opening instead", async () => {
    const { quote } = await proposalLead(at("2026-03-06T14:30:00Z"));
    const late = at("2026-03-09T22:30:00Z"); // Monday 18:30 EDT, after the 9:00 it was due
    expect((await run(late)).followUps.deferred).toBeGreaterThanOrEqual(1);
    expect(await followUpMail(quote.id)).toHaveLength(0);
    expect((await enrolment(quote.id)).nextDueAt?.toISOString()).toBe("2026-03-10T11:00:00.000Z"); // Tue 7:00 EDT
  });
});

describe("stopping", () => {
  it("waits when the customer asks a question between planning and sending", async () => {
    const { quote, token } = await proposalLead(at("2026-03-06T14:30:00Z"));
    const asked = await customerPost(
      `/proposal/${token}/question`,
      { question: "Can you start in May?" },
      { ip: "192.0.2.40" },
    );
    expect(asked.status).toBe(303);
    await run(at("2026-03-09T13:00:00Z"));
    expect(await followUpMail(quote.id)).toHaveLength(0);
    // Paused until the owner answers (issue 34 item 9: tests/integration/proposal-question-pause.test.ts).
    expect(await enrolment(quote.id)).toMatchObject({ status: "paused", stopReason: "awaiting-answer" });
  });

  it("stops when the proposal is accepted, and when a decline is recorded without anyone calling the stop", async () => {
    const accepted = await proposalLead(at("2026-03-06T14:30:00Z"));
    const fields = { optionId: accepted.proposal.options[0]!.id, fullName: "Eleanor Vance", consent: "yes" };
    expect((await customerPost(`/proposal/${accepted.token}/accept`, fields, { ip: "192.0.2.41" })).status).toBe(303);
    const declined = await proposalLead(at("2026-03-06T14:30:00Z"));
    // Written behind the service's back: the check at send time still sees it.
    await db()
      .updateTable("quotes")
      .set({ lostAt: new Date(), lostReason: "price" })
      .where("id", "=", declined.quote.id)
      .execute();
    await run(at("2026-03-09T13:00:00Z"));
    expect(await followUpMail(accepted.quote.id)).toHaveLength(0);
    expect(await followUpMail(declined.quote.id)).toHaveLength(0);
    expect(await enrolment(accepted.quote.id)).toMatchObject({ status: "stopped", stopReason: "accepted" });
    expect(await enrolment(declined.quote.id)).toMatchObject({ status: "stopped", stopReason: "declined" });
  });

  it("a stop committed while a run is going waits for the lock: the run skips the locked lead, the next run sees it stopped", async () => {
    const { quote } = await proposalLead(at("2026-03-06T14:30:00Z"));
    const { id } = await enrolment(quote.id);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // A reply arriving (another feature's transaction) holds the row while the scheduler runs.
    const reply = db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom("followUpEnrolments").select("id").where("id", "=", id).forUpdate().execute();
        locked();
        await held;
        await trx
          .updateTable("followUpEnrolments")
          .set({ status: "stopped", stopReason: "replied", nextDueAt: null })
          .where("id", "=", id)
          .execute();
      });
    await isLocked;
    const during = await run(at("2026-03-09T13:00:00Z"));
    release();
    await reply;
    expect(during.followUps.skipped).toBeGreaterThanOrEqual(1);
    await run(at("2026-03-09T13:05:00Z"));
    expect(await followUpMail(quote.id)).toHaveLength(0);
  });

  it("stops once the proposal has expired, though no job marked it", async () => {
    const { quote } = await proposalLead(new Date());
    // The proposal is valid for 30 days; its last reminder would still be due 10 business days out.
    await db()
      .updateTable("followUpEnrolments")
      .set({ nextDueAt: at("2027-01-05T14:00:00Z") })
      .where("quoteId", "=", quote.id)
      .execute();
    await run(at("2027-01-05T14:00:00Z"));
    expect(await followUpMail(quote.id)).toHaveLength(0);
    expect(await enrolment(quote.id)).toMatchObject({ status: "stopped", stopReason: "proposal-closed" });
  });

  it("skips an address that bounced or complained, and stops on completed or cancelled", async () => {
    const bounced = await proposalLead(at("2026-03-06T14:30:00Z"));
    await suppressAddress(db(), bounced.quote.email.toUpperCase(), "hard-bounce", "Postmark: inactive recipient");
    const cancelled = await proposalLead(at("2026-03-06T14:30:00Z"));
    const status = await callFunction(adminApi, `/api/admin/quotes/${cancelled.quote.id}/status`, {
      method: "PUT",
      cookie,
      body: { status: "cancelled" },
    });
    expect(status.status).toBe(200);
    const page = (await followUpsOfQuote(db(), bounced.quote.id, at("2026-03-09T12:00:00Z")))[0]!;
    expect(page.blockedBy).toBe(stopReasons.bounced);
    await run(at("2026-03-09T13:00:00Z"));
    expect(await followUpMail(bounced.quote.id)).toHaveLength(0);
    expect(await enrolment(bounced.quote.id)).toMatchObject({ status: "stopped", stopReason: "bounced" });
    expect(await enrolment(cancelled.quote.id)).toMatchObject({ status: "stopped", stopReason: "cancelled" });
  });
});

describe("a run that dies midway", () => {
  it("sends nothing twice and misses nothing when the next run comes", async () => {
    const leads = await Promise.all([1, 2, 3].map(() => proposalLead(at("2026-03-06T14:30:00Z"))));
    const due = at("2026-03-09T13:00:00Z");
    let seen = 0;
    await expect(
      run(due, async (kind) => {
        if (kind === "follow-up" && ++seen === 2) throw new Error("the function was killed");
      }),
    ).rejects.toThrow("killed");
    const counts = async () => Promise.all(leads.map(async ({ quote }) => (await followUpMail(quote.id)).length));
    expect((await counts()).reduce((a, b) => a + b)).toBe(1);
    await run(due);
    expect(await counts()).toEqual([1, 1, 1]);
    await run(at("2026-03-09T13:05:00Z"));
    expect(await counts()).toEqual([1, 1, 1]);
  });

  it("survives its database connection being cut mid-transaction, and two runs at once share the work", async () => {
    const leads = await Promise.all([1, 2].map(() => proposalLead(at("2026-03-06T14:30:00Z"))));
    const due = at("2026-03-09T13:00:00Z");
    // The worker's connection dies with its first lead's transaction open, as when a function is killed.
    await expect(
      run(due, async (_kind, _id, trx) => {
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      }),
    ).rejects.toThrow();
    for (const { quote } of leads) expect(await followUpMail(quote.id)).toHaveLength(0);
    const [first, second] = await Promise.all([run(due), run(due)]);
    expect(first.followUps.sent + second.followUps.sent).toBe(2);
    for (const { quote } of leads) expect(await followUpMail(quote.id)).toHaveLength(1);
  });

  it("refuses a second send of one step to one lead on one day, whatever calls it", async () => {
    const { quote } = await proposalLead(at("2026-03-06T14:30:00Z"));
    await run(at("2026-03-09T13:00:00Z"));
    const [send] = await db().selectFrom("followUpSends").selectAll().where("quoteId", "=", quote.id).execute();
    await expect(
      db()
        .insertInto("followUpSends")
        .values({ ...send!, id: undefined, localDay: "2026-03-09", createdAt: undefined } as never)
        .execute(),
    ).rejects.toThrow(/follow_up_sends_once_per_day_key/);
  });
});

describe("one-click unsubscribe", () => {
  async function sentReminder() {
    const { quote } = await proposalLead(at("2026-03-06T14:30:00Z"));
    await run(at("2026-03-09T13:00:00Z"));
    const [mail] = await followUpMail(quote.id);
    const url = /<(http[^>]+\/unsubscribe\/[^>]+)>/.exec(mail!.headers![0]!.Value)![1]!;
    return { quote, mail: mail!, path: new URL(url).pathname };
  }

  it("puts both RFC 8058 headers on the outbox row, hands them to Postmark, and links the same page in the body", async () => {
    const { mail, path } = await sentReminder();
    expect(mail.headers).toEqual([
      {
        Name: "List-Unsubscribe",
        Value: expect.stringMatching(/^<http:\/\/localhost:8888\/unsubscribe\/v1\.[\w.-]+>$/),
      },
      { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
    ]);
    expect(mail.textBody).toContain(path);
    expect(mail.htmlBody).toContain(path);
    expect(mail.textBody).toContain("/proposal/"); // the proposal's link under the reminder
    stub.reset();
    await sendDueMessages(db(), 100);
    const delivered = stub.accepted.find(
      (email) => email.body.Subject === mail.subject && email.body.To === mail.toAddress,
    );
    expect((delivered!.body as { Headers?: unknown }).Headers).toEqual(mail.headers);
  });

  it("GET shows a confirmation and unsubscribes nobody; the page's plain form POST does", async () => {
    const { quote, path } = await sentReminder();
    const page = await callFunction(customerLinks, path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).not.toContain("<script");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await isSuppressed(db(), quote.email)).toBe(false);
    const posted = await callFunction(customerLinks, path, {
      method: "POST",
      ...formPost({ "List-Unsubscribe": "One-Click" }),
    });
    expect(posted.status).toBe(200);
    expect(await isSuppressed(db(), quote.email)).toBe(true);
    expect(await enrolment(quote.id)).toMatchObject({ status: "stopped", stopReason: "unsubscribed" });
  });

  it("takes RFC 8058's one-click POST (no cookie, no Origin), and the owner's own follow-up still goes", async () => {
    const { quote, path } = await sentReminder();
    const oneClick = await callFunction(customerLinks, path, {
      method: "POST",
      origin: null,
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(await isSuppressed(db(), quote.email)).toBe(true);
    // A second click changes nothing and still answers.
    expect(
      (
        await callFunction(customerLinks, path, {
          method: "POST",
          origin: null,
          rawBody: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(200);
    await run(at("2026-03-12T13:00:00Z"));
    expect(await followUpMail(quote.id)).toHaveLength(1);
    const own = await callFunction(adminApi, `/api/admin/quotes/${quote.id}/send-followup`, {
      method: "POST",
      cookie,
      body: { phase: "phase-2", customMessage: "Here are the dates we discussed." },
    });
    expect(own.status).toBeLessThan(300);
    expect(await queuedMail("quote-phase-2", { quoteId: quote.id })).toHaveLength(1);
  });

  it("answers 404 to a token that is not one of ours, or was changed", async () => {
    const { path } = await sentReminder();
    const changed = path.slice(0, -3) + (path.endsWith("AAA") ? "BBB" : "AAA");
    for (const bad of ["/unsubscribe/nonsense", changed, `/unsubscribe/${"v1.".padEnd(700, "x")}`]) {
      expect((await callFunction(customerLinks, bad)).status).toBe(404);
      expect((await callFunction(customerLinks, bad, { method: "POST", origin: null })).status).toBe(404);
    }
  });
});

describe("review requests", () => {
  it("plans one when a quote is completed, sends it in business hours with the review link, never twice to one customer", async () => {
    await saveSettings((settings) => ({
      ...settings,
      reviewRequest: { enabled: true, delayDays: 3, url: "https://g.page/r/alpine-slate/review" },
    }));
    const email = freshEmail();
    const quote = await insertQuote({ email, status: "scheduled" });
    const complete = (id: number) =>
      callFunction(adminApi, `/api/admin/quotes/${id}/status`, {
        method: "PUT",
        cookie,
        body: { status: "completed" },
      });
    expect((await complete(quote.id)).status).toBe(200);
    const request = await db()
      .selectFrom("reviewRequests")
      .selectAll()
      .where("quoteId", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe("scheduled");
    // The same customer (another spelling of the address) completes a second job: no second request.
    const again = await insertQuote({ email: email.replace("@", "+roof@").toUpperCase(), status: "scheduled" });
    expect((await complete(again.id)).status).toBe(200);
    expect(await db().selectFrom("reviewRequests").select("id").where("quoteId", "=", again.id).execute()).toHaveLength(
      0,
    );
    const early = new Date(request.dueAt.getTime() - MINUTE);
    expect((await run(early)).reviewRequests.sent).toBe(0);
    expect((await run(request.dueAt)).reviewRequests.sent).toBe(1);
    expect((await run(new Date(request.dueAt.getTime() + 10 * MINUTE))).reviewRequests.sent).toBe(0);
    const mails = await db()
      .selectFrom("emailOutbox")
      .selectAll()
      .where("tag", "=", "review-request")
      .where("toAddress", "ilike", email.split("@")[0] + "%")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.htmlBody).toContain('href="https://g.page/r/alpine-slate/review"');
    expect(mails[0]!.textBody).toContain("https://g.page/r/alpine-slate/review");
    expect(mails[0]!.headers?.[1]).toEqual({ Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" });
  });

  it("drops a planned request when the quote is reopened or the address unsubscribes before it is due", async () => {
    const quote = await insertQuote({ email: freshEmail(), status: "scheduled" });
    await callFunction(adminApi, `/api/admin/quotes/${quote.id}/status`, {
      method: "PUT",
      cookie,
      body: { status: "completed" },
    });
    await callFunction(adminApi, `/api/admin/quotes/${quote.id}/status`, {
      method: "PUT",
      cookie,
      body: { status: "scheduled" },
    });
    const request = await db()
      .selectFrom("reviewRequests")
      .selectAll()
      .where("quoteId", "=", quote.id)
      .executeTakeFirstOrThrow();
    await run(new Date(request.dueAt.getTime() + MINUTE));
    expect(
      await db()
        .selectFrom("reviewRequests")
        .select(["status", "cancelReason"])
        .where("id", "=", request.id)
        .executeTakeFirst(),
    ).toEqual({
      status: "cancelled",
      cancelReason: "status-changed",
    });
  });
});

describe("the owner's controls and settings", () => {
  const act = (id: number, action: string, stepId?: string) =>
    callFunction(adminApi, `/api/admin/follow-ups/${id}/${action}`, {
      method: "POST",
      cookie,
      body: stepId ? { stepId } : {},
    });

  it("pauses, resumes, skips and sends now; a second Send now of the same step is 409 and queues nothing", async () => {
    const { quote } = await proposalLead(new Date());
    const read = async () =>
      (
        (await (await callFunction(adminApi, `/api/admin/follow-ups?quote=${quote.id}`, { cookie })).json()) as {
          enrolments: AdminEnrolment[];
        }
      ).enrolments[0]!;
    const first = await read();
    expect(first.steps.map((step) => step.state)).toEqual(["next", "later", "later"]);
    // Subjects as the customer will read them: no placeholder left, the quote's own project named.
    expect(first.steps.map((step) => step.subject).join(" ")).not.toContain("{{");
    expect(first.steps.some((step) => step.subject.includes(quote.projectType))).toBe(true);
    expect((await act(first.id, "pause")).status).toBe(200);
    expect((await read()).status).toBe("paused");
    expect((await act(first.id, "pause")).status).toBe(409);
    expect((await act(first.id, "resume")).status).toBe(200);
    expect((await act(first.id, "skip", first.steps[0]!.stepId)).status).toBe(200);
    const afterSkip = await read();
    expect(afterSkip.steps.map((step) => step.state)).toEqual(["not-sent", "next", "later"]);
    const step2 = afterSkip.steps[1]!.stepId;
    const [once, twice] = await Promise.all([act(first.id, "send-now", step2), act(first.id, "send-now", step2)]);
    expect([once.status, twice.status].sort()).toEqual([200, 409]);
    expect(await followUpMail(quote.id)).toHaveLength(1);
    expect((await read()).steps.map((step) => step.state)).toEqual(["not-sent", "sent", "next"]);
    expect((await act(first.id, "explode")).status).toBe(400);
    expect((await act(999_999, "pause")).status).toBe(404);
  });

  it("validates settings and sequences with the form's schema, naming the field", async () => {
    const badTime = await callFunction(adminApi, "/api/admin/follow-up-settings", {
      method: "PUT",
      cookie,
      body: {
        sendAt: "25:00",
        holidays: [],
        reviewRequest: { enabled: true, delayDays: 3, url: "https://example.com/r" },
      },
    });
    expect(badTime.status).toBe(400);
    expect(Object.keys(((await badTime.json()) as { fields: object }).fields)).toEqual(["sendAt"]);
    const sequence = {
      name: "Spring roof check",
      trigger: "proposal-sent",
      isActive: true,
      steps: [
        { delayDays: 3, isActive: true, subject: "Hello {{nickname}}", htmlContent: "<p>Hi</p>", textContent: "" },
      ],
    };
    const bad = await callFunction(adminApi, "/api/admin/follow-up-sequences", {
      method: "POST",
      cookie,
      body: sequence,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(["steps.0.subject"]);
    const good = await callFunction(adminApi, "/api/admin/follow-up-sequences", {
      method: "POST",
      cookie,
      body: {
        ...sequence,
        steps: [{ ...sequence.steps[0], subject: "Hello {{firstName}}", htmlContent: "<p>Hi</p><script>x</script>" }],
      },
    });
    expect(good.status).toBe(201);
    const created = (await good.json()) as { steps: { id: string; htmlContent: string }[] };
    expect(created.steps[0]!.htmlContent).toBe("<p>Hi</p>");
    expect(created.steps[0]!.id).toMatch(/^step-/);
    const twice = await callFunction(adminApi, "/api/admin/follow-up-sequences", {
      method: "POST",
      cookie,
      body: { ...sequence, steps: created.steps },
    });
    expect(twice.status).toBe(400);
    expect(Object.keys(((await twice.json()) as { fields: object }).fields)).toEqual(["name"]);
    const visitor = await callFunction(adminApi, "/api/admin/follow-up-sequences");
    expect(visitor.status).toBe(401);
  });
});
