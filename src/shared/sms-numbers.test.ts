import { describe, expect, it } from "vitest";
import { e164Of, nationalForm, textableNumber } from "./sms-numbers";

describe("textable numbers (E.164, US only)", () => {
  it("normalises every common written form of a US number to E.164", () => {
    const forms = [
      "(973) 555-0142",
      "973.555.0142",
      "973-555-0142",
      "9735550142",
      "+1 973 555 0142",
      "1-973-555-0142",
      "+1 (973) 555-0142",
      " 973 555 0142 ",
      "(973) 555-0142 ext. 12",
    ];
    for (const form of forms) expect(e164Of(form), form).toBe("+19735550142");
  });

  it("refuses non-US numbers and what is not a number, saying which", () => {
    expect(textableNumber("+44 20 7946 0958")).toEqual({ ok: false, reason: "non-us" });
    expect(textableNumber("+1 416 555 0199")).toEqual({ ok: false, reason: "non-us" });
    expect(textableNumber("555-0142")).toEqual({ ok: false, reason: "invalid" });
    expect(textableNumber("call me")).toEqual({ ok: false, reason: "invalid" });
    expect(textableNumber("")).toEqual({ ok: false, reason: "invalid" });
    expect(textableNumber(null)).toEqual({ ok: false, reason: "invalid" });
  });

  it("writes E.164 back the site's way", () => {
    expect(nationalForm("+19735550142")).toBe("(973) 555-0142");
  });
});
