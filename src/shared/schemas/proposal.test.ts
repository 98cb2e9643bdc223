import { describe, expect, it } from "vitest";
import { proposalMessages } from "../strings/proposals";
import { acceptProposalSchema, declineProposalSchema, proposalContentSchema, proposalQuestionSchema } from "./proposal";

const content = {
  coverNote: "",
  sections: [],
  options: [
    {
      title: "Repair",
      description: "",
      lineItems: [{ description: "Slate", quantity: 2.5, unit: "sq", unitPriceCents: 100 }],
    },
  ],
  discount: null,
  taxRateMillipercent: 6625,
  deposit: { kind: "amount", cents: 5000 },
  validUntil: "2026-12-26",
  terms: "",
  warranty: "",
  photoKeys: [],
};

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("proposal schemas (shared by the console and the API)", () => {
  it("accepts a whole document and refuses what the rules refuse, by field", () => {
    expect(proposalContentSchema.safeParse(content).success).toBe(true);
    const bad = {
      ...content,
      validUntil: "2026-02-30",
      taxRateMillipercent: 25_001,
      discount: { kind: "percent", basisPoints: 10_001 },
      options: [
        {
          ...content.options[0]!,
          id: "Not An Id",
          lineItems: [{ ...content.options[0]!.lineItems[0]!, unitPriceCents: 1.5 }],
        },
      ],
    };
    expect(Object.keys(issues(proposalContentSchema.safeParse(bad))).sort()).toEqual([
      "discount.basisPoints",
      "options.0.id",
      "options.0.lineItems.0.unitPriceCents",
      "taxRateMillipercent",
      "validUntil",
    ]);
  });

  it("tells the customer what to fix in their own words", () => {
    expect(issues(acceptProposalSchema.safeParse({}))).toEqual({
      optionId: proposalMessages.chooseOption,
      fullName: proposalMessages.nameRequired,
      consent: proposalMessages.consentRequired,
    });
    expect(
      issues(acceptProposalSchema.safeParse({ optionId: "option-1", fullName: "李 小龍", consent: "on" })),
    ).toEqual({
      consent: proposalMessages.consentRequired,
    });
    expect(issues(declineProposalSchema.safeParse({ reason: "bored", comment: "x".repeat(5000) }))).toEqual({
      reason: proposalMessages.reasonRequired,
      comment: "Please keep this under 2,000 characters (it has 5,000).",
    });
    expect(issues(proposalQuestionSchema.safeParse({ question: "   " }))).toEqual({
      question: proposalMessages.questionRequired,
    });
  });
});
