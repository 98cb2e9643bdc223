import { describe, expect, it } from "vitest";
import { CUSTOMER_WORDS_MAX, customerWords, textsAlert } from "./alert-texts";

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
