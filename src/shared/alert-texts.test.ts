import { describe, expect, it } from "vitest";
import { alertTextBody, CUSTOMER_WORDS_MAX, customerWords, textsAlert } from "./alert-texts";

describe("customerWords", () => {
  it("keeps a short message whole, on one line", () => {
    expect(customerWords("  Tuesday\nworks  ")).toBe("Tuesday works");
  });

  it("cuts a long message to 80 characters with an ellipsis, never halving an emoji", () => {
    const cut = customerWords(`${"👍".repeat(100)}`);
    expect(Array.from(cut)).toHaveLength(CUSTOMER_WORDS_MAX);
    expect(cut.endsWith("👍…")).toBe(true);
    expect(Array.from(customerWords("a".repeat(80)))).toHaveLength(80);
  });
});

describe("textsAlert", () => {
  it.each([
    ["when-no-push", false, true],
    ["when-no-push", true, false],
    ["with-push", true, true],
    ["with-push", false, true],
    ["off", false, false],
  ] as const)("%s with a push device: %s → %s", (mode, hasPush, texts) => {
    expect(textsAlert(mode, hasPush)).toBe(texts);
  });
});

describe("alertTextBody", () => {
  const link = "https://example.com/admin/quotes/7";
  it("opens a new lead with what it is and cuts the customer's words to 80", () => {
    const body = alertTextBody(
      { kind: "new-lead", title: "Repair · Montclair · Greta", body: "x", customerText: "a".repeat(200) },
      link,
    );
    expect(body).toBe(`New lead: Repair · Montclair · Greta\n“${"a".repeat(79)}…”\n${link}`);
  });
  it("carries no customer words for an escalation, and the signed option for a proposal", () => {
    expect(
      alertTextBody({ kind: "escalation", title: "Still waiting · Repair", body: "b", customerText: "secret" }, link),
    ).toBe(`Still waiting · Repair\n${link}`);
    expect(
      alertTextBody(
        { kind: "proposal-accepted", title: "Proposal accepted · Greta", body: "Signed: A, $1.", customerText: "s" },
        link,
      ),
    ).toBe(`Proposal accepted · Greta\nSigned: A, $1.\n${link}`);
  });
});
