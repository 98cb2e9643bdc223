/**
 * A customer's question pauses the proposal reminders until the owner answers (issue 34 item 9),
 * with an injected clock through the real scheduler job: nothing goes while the question waits
 * (across the March clock change), the owner's reply from the lead page's composer lets them go
 * on, and they go on their own schedule: the step missed while paused on the business day after
 * the answer, the later ones at the moments planned from the proposal's sending.
 */
import { describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { AWAITING_ANSWER, enrolLead, resumeAfterAnswer } from "../../src/server/follow-ups/follow-ups.service";
import { runFollowUps } from "../../src/server/follow-ups/follow-ups.job";
import { queuedMail, testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { useFollowUpSuite } from "../support/follow-up-suite";
import { customerPost, sentProposal } from "../support/proposals";

const suite = useFollowUpSuite("question-pause");
let count = 0;
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

const enrolment = (quoteId: number) =>
  testDb().selectFrom("followUpEnrolments").selectAll().where("quoteId", "=", quoteId).executeTakeFirstOrThrow();

/** A quote with a sent proposal, its reminders started at `anchor`, and the customer's question. */
async function askedLead(anchor: Date) {
  const { quote, token } = await sentProposal(suite.cookie, { email: `asker${++count}.pause@example.com` });
  await enrolLead(testDb(), quote, "proposal-sent", anchor);
  const asked = await customerPost(
    `/proposal/${token}/question`,
    { question: "Is copper extra?" },
    { ip: "192.0.2.60" },
  );
  expect(asked.status).toBe(303);
  return quote;
}

/** Runs the scheduler every `hours` from `from` to `to`; the moments the quote got a reminder. */
async function walk(quoteId: number, from: Date, to: Date, hours = 2): Promise<string[]> {
  const sentAt: string[] = [];
  let known = (await queuedMail("follow-up", { quoteId })).length;
  for (let t = from.getTime(); t <= to.getTime(); t += hours * 60 * MINUTE) {
    const report = await runFollowUps(testDb(), { now: () => new Date(t) });
    if (report.followUps.sent === 0) continue;
    for (const total = (await queuedMail("follow-up", { quoteId })).length; known < total; known++) {
      sentAt.push(new Date(t).toISOString());
    }
  }
  return sentAt;
}

describe("a customer's question and the proposal reminders", () => {
  it("pauses them until the owner answers, then they go on their schedule, across the March change", async () => {
    // Sent Friday 6 March 9:30 EST; planned: Mon 9, Thu 12 and Wed 18 March, 9:00 EDT (13:00 UTC).
    const quote = await askedLead(at("2026-03-06T14:30:00Z"));
    expect(await enrolment(quote.id)).toMatchObject({ status: "paused", stopReason: AWAITING_ANSWER, nextDueAt: null });
    // Clocks change on Sunday 8 March; nothing goes while the question waits for its answer.
    expect(await walk(quote.id, at("2026-03-06T15:00:00Z"), at("2026-03-10T19:00:00Z"), 4)).toEqual([]);

    // The owner answers on Tuesday 10 March, 4 PM EDT.
    expect(await resumeAfterAnswer(testDb(), quote.id, at("2026-03-10T20:00:00Z"))).toBe(1);
    expect(await enrolment(quote.id)).toMatchObject({ status: "active", stopReason: null });
    // The missed first reminder on Wednesday at opening (7:00 EDT), the next two when they were planned.
    const sent = await walk(quote.id, at("2026-03-10T21:00:00Z"), at("2026-03-18T14:00:00Z"));
    expect(sent).toEqual(["2026-03-11T11:00:00.000Z", "2026-03-12T13:00:00.000Z", "2026-03-18T13:00:00.000Z"]);
    // A second answer finds nothing paused.
    expect(await resumeAfterAnswer(testDb(), quote.id, at("2026-03-19T00:00:00Z"))).toBe(0);
  });

  it("goes on when the owner replies from the lead page, and leaves a pause the owner made alone", async () => {
    const quote = await askedLead(new Date());
    const reply = await callFunction(adminApi, `/api/admin/leads/quote/${quote.id}/reply`, {
      method: "POST",
      cookie: suite.cookie,
      body: { body: "Copper is included in every option." },
      headers: { "Idempotency-Key": `question-pause-${quote.id}` },
    });
    expect(reply.status).toBe(201);
    expect(await enrolment(quote.id)).toMatchObject({ status: "active", stopReason: null });

    await testDb()
      .updateTable("followUpEnrolments")
      .set({ status: "paused", nextDueAt: null })
      .where("quoteId", "=", quote.id)
      .execute();
    expect(await resumeAfterAnswer(testDb(), quote.id, new Date())).toBe(0);
    expect((await enrolment(quote.id)).status).toBe("paused");
  });
});
