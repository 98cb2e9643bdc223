import { describe, expect, it } from "vitest";
import { blankPayment, dollarsToCents, NOT_MONEY, refundModelOf, toOfflinePayment, toRefund } from "./payment-form";

describe("the payments panel's forms", () => {
  it("reads dollars and cents as integer cents, never through a float", () => {
    expect(dollarsToCents("$1,250.50")).toBe(125050);
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("12.5")).toBe(1250);
    expect(dollarsToCents("")).toBe(0);
    expect(dollarsToCents("12.345")).toBeUndefined();
    expect(dollarsToCents("-5")).toBeUndefined();
    expect(dollarsToCents("ten")).toBeUndefined();
  });

  it("turns a cheque into the API's input, checked by the API's schema", () => {
    const model = { method: "cheque" as const, amount: "7,000", reference: " 1042 ", receivedOn: "2026-11-27" };
    expect(toOfflinePayment(model)).toEqual({
      input: { method: "cheque", amountCents: 700000, reference: "1042", receivedOn: "2026-11-27" },
      errors: {},
    });
    expect(toOfflinePayment({ ...model, reference: "" }).input).not.toHaveProperty("reference");
  });

  it("names the field of each bad value", () => {
    const bad = toOfflinePayment({ method: "cheque", amount: "1.234", reference: "", receivedOn: "" });
    expect(bad.input).toBeUndefined();
    expect(bad.errors).toEqual({ amount: NOT_MONEY, receivedOn: "Enter the day it was received." });
    expect(toOfflinePayment({ ...blankPayment(), amount: "0" }).errors).toEqual({
      amount: "Enter an amount above $0.00.",
    });
    expect(toRefund({ amount: "", reason: "" }).errors).toEqual({ amount: "Enter an amount above $0.00." });
  });

  it("opens a refund on the whole refundable amount", () => {
    expect(refundModelOf(300000)).toEqual({ amount: "3000.00", reason: "" });
    expect(toRefund({ amount: "1000", reason: "Gutter left out" }).input).toEqual({
      amountCents: 100000,
      reason: "Gutter left out",
    });
  });

  it("dates a payment on today's day in New York, not UTC's", () => {
    expect(blankPayment(new Date("2026-11-28T03:30:00Z")).receivedOn).toBe("2026-11-27");
  });
});
