import { describe, expect, it } from "vitest";
import type { AdminProposal } from "../../../../shared/proposals/admin-view";
import type { ProposalContent } from "../../../../shared/schemas/proposal";
import {
  formModelOf,
  NOT_A_NUMBER,
  parseNumber,
  toContent,
  tooManyDecimals,
  type ProposalFormModel,
} from "./proposal-form";

const content: ProposalContent = {
  coverNote: "Thank you for having us up on the roof.",
  sections: [{ heading: "Access", body: "Scaffold on the north side." }],
  options: [
    {
      id: "valleys",
      title: "Repair the valleys",
      description: "",
      lineItems: [{ description: "Copper valley", quantity: 12.5, unit: "ft", unitPriceCents: 4_250 }],
    },
  ],
  discount: { kind: "percent", basisPoints: 500 },
  taxRateMillipercent: 6625,
  deposit: { kind: "amount", cents: 150_000 },
  validUntil: "2026-12-26",
  terms: "Net 30.",
  warranty: "Ten years on workmanship.",
  startDate: "Week of 12 April 2027",
  completionDate: "About three weeks after the start",
  photoKeys: [],
};

const model = (): ProposalFormModel => formModelOf({ content } as AdminProposal);

describe("the proposal builder's form", () => {
  it("shows cents as dollars and basis points as percent, and turns them back unchanged", () => {
    const form = model();
    expect(form.options[0]!.lineItems[0]).toEqual({
      description: "Copper valley",
      quantity: "12.5",
      unit: "ft",
      price: "42.50",
    });
    expect([form.discountKind, form.discount, form.taxRate, form.depositKind, form.deposit]).toEqual([
      "percent",
      "5",
      "6.625",
      "amount",
      "1500.00",
    ]);
    expect(toContent(form)).toEqual({ content, errors: {} });
  });

  it("reads money as people type it, to the cent", () => {
    expect(parseNumber("$1,250.50")).toBe(1250.5);
    expect(parseNumber(" 6.625 % ")).toBe(6.625);
    expect(parseNumber("")).toBe(0);
    for (const bad of ["12a", "1.2.3", ".", "-5"]) expect(parseNumber(bad)).toBeUndefined();
    const form = model();
    form.options[0]!.lineItems[0]!.price = "1,299.999";
    expect(toContent(form).content?.options[0]!.lineItems[0]!.unitPriceCents).toBe(130_000);
  });

  it("keeps New Jersey's 6.625 % exactly, and refuses a rate more precise than it is stored", () => {
    const form = model();
    form.taxRate = "6.625";
    expect(toContent(form).content?.taxRateMillipercent).toBe(6625);
    form.taxRate = "6.6251";
    form.discount = "2.125";
    expect(toContent(form).errors).toEqual({ taxRate: tooManyDecimals(3), discount: tooManyDecimals(2) });
  });

  it("names each field that stops the document, on the form's own path", () => {
    const form = model();
    form.options[0]!.title = " ";
    form.options[0]!.lineItems[0]!.price = "forty";
    form.options[0]!.lineItems[0]!.quantity = "1.2345";
    form.taxRate = "90";
    form.validUntil = "2026-02-30";
    const { content: converted, errors } = toContent(form);
    expect(converted).toBeUndefined();
    expect(errors).toMatchObject({
      "options.0.title": "Required",
      "options.0.lineItems.0.price": NOT_A_NUMBER,
      "options.0.lineItems.0.quantity": "At most three decimals",
      validUntil: "Enter a real date",
    });
    expect(errors.taxRate).toBeTruthy();
  });
});
