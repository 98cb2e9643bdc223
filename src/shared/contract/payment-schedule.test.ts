/** Settings' payment schedule (decision 051): the shared schema's rules and the cents each step asks. */
import { describe, expect, it } from "vitest";
import { paymentScheduleSchema, type ScheduleStep } from "../schemas/payment-schedule";
import { paymentScheduleStrings as s } from "../strings/payment-schedule";
import { PAYMENT_EVENTS, scheduleDeposit, scheduledPayments } from "./contract-terms";

const THIRTY_FORTY_BALANCE: ScheduleStep[] = [
  { event: PAYMENT_EVENTS.signing, share: { kind: "percent", basisPoints: 3000 } },
  { event: "When the materials are delivered", share: { kind: "percent", basisPoints: 4000 } },
  { event: PAYMENT_EVENTS.completion, share: { kind: "balance" } },
];

const issues = (steps: unknown) => {
  const parsed = paymentScheduleSchema.safeParse({ steps });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the payment schedule's rules", () => {
  it("takes 30 % / 40 % / balance, and a fixed amount before the balance", () => {
    expect(issues(THIRTY_FORTY_BALANCE)).toEqual({});
    expect(
      issues([{ event: "On signing", share: { kind: "amount", cents: 100_000 } }, THIRTY_FORTY_BALANCE[2]]),
    ).toEqual({});
  });

  it("names the field: over 100 %, no balance last, a second balance, an empty event, a zero percent", () => {
    const pct = (basisPoints: number) => ({ event: "x", share: { kind: "percent", basisPoints } });
    const balance = { event: "End", share: { kind: "balance" } };
    expect(issues([pct(6000), pct(5000), balance])).toEqual({ steps: s.messages.overHundred });
    expect(issues([pct(3000)])).toEqual({ "steps.0.share": s.messages.balanceLast });
    expect(issues([balance, balance])).toEqual({ "steps.0.share": s.messages.oneBalance });
    expect(issues([{ event: "  ", share: { kind: "balance" } }])).toEqual({
      "steps.0.event": s.messages.eventRequired,
    });
    expect(issues([pct(0), balance])).toEqual({ "steps.0.share.basisPoints": s.messages.percentRange });
    expect(issues([])).toEqual({ steps: s.messages.stepsRequired });
  });
});

describe("the cents each step asks", () => {
  it("rounds each percent of the total to the cent and gives the balance the rest, adding up to the total", () => {
    const payments = scheduledPayments(1_234_567, THIRTY_FORTY_BALANCE);
    expect(payments.map((p) => p.cents)).toEqual([370_370, 493_827, 370_370]);
    expect(payments.reduce((sum, p) => sum + p.cents, 0)).toBe(1_234_567);
  });

  it("never asks more than is left: a fixed amount over the total is capped, a step left with nothing is dropped", () => {
    const steps: ScheduleStep[] = [
      { event: "On signing", share: { kind: "amount", cents: 500_000 } },
      { event: "Materials", share: { kind: "amount", cents: 100_000 } },
      { event: "Completion", share: { kind: "balance" } },
    ];
    expect(scheduledPayments(400_000, steps)).toEqual([
      { event: "On signing", cents: 400_000 },
      { event: "Completion", cents: 0 },
    ]);
  });

  it("makes the first step the deposit only when it is due on signing", () => {
    expect(scheduleDeposit(THIRTY_FORTY_BALANCE)).toEqual({ kind: "percent", basisPoints: 3000 });
    expect(scheduleDeposit(THIRTY_FORTY_BALANCE.slice(1))).toBeNull();
    expect(scheduleDeposit([{ event: PAYMENT_EVENTS.signing, share: { kind: "balance" } }])).toEqual({
      kind: "percent",
      basisPoints: 10_000,
    });
  });
});
