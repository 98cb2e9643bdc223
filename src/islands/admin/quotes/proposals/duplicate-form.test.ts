import { describe, expect, it } from "vitest";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";
import { duplicateFormSchema } from "./duplicate-form";

const text = proposalConsoleStrings.duplicate;
const schema = duplicateFormSchema(12);
const messageFor = (quoteId: string) => schema.safeParse({ quoteId }).error?.issues.map((issue) => issue.message);

describe("the other quote's number", () => {
  it("takes a positive whole number, as typed or with a # before it", () => {
    expect(schema.parse({ quoteId: " 128 " })).toEqual({ quoteId: "128" });
    expect(schema.parse({ quoteId: "#7" })).toEqual({ quoteId: "7" });
  });

  it("refuses anything else with one plain message", () => {
    for (const typed of ["", "0", "-3", "1.5", "12a", "1e3", "99999999999"])
      expect(messageFor(typed)).toEqual([text.invalid]);
  });

  it("refuses the proposal's own quote", () => {
    expect(messageFor("12")).toEqual([text.sameQuote]);
  });
});
