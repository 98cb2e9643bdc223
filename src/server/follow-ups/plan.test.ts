/**
 * The scheduler's decisions walked across the clock changes (decision 040, issue 30): every run a
 * 10- or 15-minute schedule makes from the trigger to a week after the last step, through the same
 * pure functions `sendDueStep` uses (`isDueAt`, `decideDueStep`, the change it writes). It proves
 * that no run between the planned moments sends, and that each step goes once, at the moment the
 * lead page shows (`laterMoments`). tests/integration/follow-ups-scheduler.test.ts runs the real
 * job against PostgreSQL at the instants around each planned moment.
 */
import { describe, expect, it } from "vitest";
import { defaultFollowUpSettings, type FollowUpSettings, type FollowUpStep } from "../../shared/schemas/follow-ups";
import { decideDueStep, firstPlan, isDueAt, laterMoments, type EnrolmentPlan } from "./plan";

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const settings = defaultFollowUpSettings("https://example.com/review");

/** The seeded sequences' delays (migrations/2026-11-26T0400_follow_up_sequences.ts). */
const steps = (...days: number[]): FollowUpStep[] =>
  days.map((delayDays) => ({
    id: `day-${delayDays}`,
    delayDays,
    isActive: true,
    subject: `Day ${delayDays}`,
    htmlContent: "<p>Hello</p>",
    textContent: null,
    channel: "email",
    smsContent: null,
  }));
const PROPOSAL_SENT = steps(2, 5, 10);
const QUOTE_REQUESTED = steps(1);

/** What the lead page shows right after enrolment: the next step's moment and the later ones. */
function shownPlan(sequence: FollowUpStep[], anchor: Date, calendar: FollowUpSettings): string[] {
  const first = firstPlan(sequence, anchor, calendar);
  const later = laterMoments(sequence, first.nextStep, first.nextDueAt!, anchor, calendar);
  return [first.nextDueAt!, ...later.values()].map((moment) => moment.toISOString());
}

/** Every scheduler run from `anchor` to `to`, each `stepMinutes`; the runs that sent, and the final state. */
function walk(sequence: FollowUpStep[], anchor: Date, to: Date, stepMinutes: number, calendar: FollowUpSettings) {
  const enrolment: EnrolmentPlan = { status: "active", anchorAt: anchor, ...firstPlan(sequence, anchor, calendar) };
  const sent: string[] = [];
  let runs = 0;
  for (let t = anchor.getTime(); t <= to.getTime(); t += stepMinutes * MINUTE, runs++) {
    const now = new Date(t);
    if (!isDueAt(enrolment, now)) continue;
    const decision = decideDueStep(enrolment, sequence, now, calendar);
    if (decision.outcome === "sent") sent.push(now.toISOString());
    Object.assign(enrolment, decision.change);
  }
  return { sent, enrolment, runs };
}

describe("the scheduler's runs every few minutes across the clock changes", () => {
  it("keeps 9:00 at 9:00 local across the March change, each step once, exactly when the lead page said", () => {
    const anchor = at("2026-03-06T14:30:00Z"); // Friday 9:30 EST
    // Day 2 → Monday 9 March (Saturday counts, Sunday does not), then day 5 and day 10, 9:00 EDT = 13:00 UTC.
    const expected = ["2026-03-09T13:00:00.000Z", "2026-03-12T13:00:00.000Z", "2026-03-18T13:00:00.000Z"];
    expect(shownPlan(PROPOSAL_SENT, anchor, settings)).toEqual(expected);
    const { sent, enrolment, runs } = walk(PROPOSAL_SENT, anchor, at("2026-03-25T00:00:00Z"), 15, settings);
    expect(runs).toBeGreaterThan(1_200);
    expect(sent).toEqual(expected);
    expect(enrolment).toMatchObject({ status: "finished", nextDueAt: null });
  });

  it("keeps 9:00 at 9:00 across the November change, skipping the Sunday and a holiday the owner added", () => {
    const withVeteransDay = {
      ...settings,
      holidays: [...settings.holidays, { date: "2026-11-11", name: "Veterans Day" }],
    };
    const anchor = at("2026-10-30T14:00:00Z"); // Friday 10:00 EDT
    // Day 2 → Monday 2 Nov 9:00 EST (14:00 UTC); day 5 → Thursday 5 Nov; day 10 → Thursday 12 Nov (11 Nov closed).
    const expected = ["2026-11-02T14:00:00.000Z", "2026-11-05T14:00:00.000Z", "2026-11-12T14:00:00.000Z"];
    expect(shownPlan(PROPOSAL_SENT, anchor, withVeteransDay)).toEqual(expected);
    const { sent, enrolment } = walk(PROPOSAL_SENT, anchor, at("2026-11-20T00:00:00Z"), 10, withVeteransDay);
    expect(sent).toEqual(expected);
    expect(enrolment).toMatchObject({ status: "finished", nextDueAt: null });
  });

  it("never sends on a Sunday or a holiday: the eve of Thanksgiving waits for Friday, a Saturday for Monday", () => {
    const eve = at("2026-11-25T20:00:00Z"); // Wednesday 15:00 EST
    expect(shownPlan(QUOTE_REQUESTED, eve, settings)).toEqual(["2026-11-27T14:00:00.000Z"]);
    expect(walk(QUOTE_REQUESTED, eve, at("2026-12-02T00:00:00Z"), 15, settings).sent).toEqual([
      "2026-11-27T14:00:00.000Z",
    ]);
    const saturday = at("2026-11-28T15:00:00Z"); // Saturday 10:00 EST
    expect(shownPlan(QUOTE_REQUESTED, saturday, settings)).toEqual(["2026-11-30T14:00:00.000Z"]);
    expect(walk(QUOTE_REQUESTED, saturday, at("2026-12-05T00:00:00Z"), 15, settings).sent).toEqual([
      "2026-11-30T14:00:00.000Z",
    ]);
  });

  it("a run that finds the business closed defers to the next opening and sends nothing", () => {
    const enrolment: EnrolmentPlan = {
      status: "active",
      anchorAt: at("2026-03-06T14:30:00Z"),
      ...firstPlan(PROPOSAL_SENT, at("2026-03-06T14:30:00Z"), settings),
    };
    const late = at("2026-03-09T22:30:00Z"); // Monday 18:30 EDT, after the 9:00 it was due
    expect(isDueAt(enrolment, late)).toBe(true);
    expect(decideDueStep(enrolment, PROPOSAL_SENT, late, settings)).toEqual({
      outcome: "deferred",
      change: { nextDueAt: at("2026-03-10T11:00:00.000Z") }, // Tuesday 7:00 EDT
    });
  });

  it("finishes an enrolment whose remaining steps were all turned off, and leaves a paused one alone", () => {
    const anchor = at("2026-03-06T14:30:00Z");
    const allOff = PROPOSAL_SENT.map((step, index) => ({ ...step, isActive: index === 0 }));
    const enrolment: EnrolmentPlan = { status: "active", anchorAt: anchor, nextStep: 1, nextDueAt: anchor };
    expect(decideDueStep(enrolment, allOff, at("2026-03-09T13:00:00Z"), settings)).toEqual({
      outcome: "finished",
      change: { status: "finished", nextDueAt: null },
    });
    expect(isDueAt({ ...enrolment, status: "paused" }, at("2026-03-09T13:00:00Z"))).toBe(false);
  });
});
