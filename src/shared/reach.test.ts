import { describe, expect, it } from "vitest";
import { mailtoHref, mapHref, oneLineAddress, smsHref, telHref } from "./reach";

describe("tap-to-reach addresses", () => {
  it("dials the digits as typed, keeping a leading +", () => {
    expect(telHref("(973) 555-0142")).toBe("tel:9735550142");
    expect(telHref("973.555.0142")).toBe("tel:9735550142");
    expect(telHref("+1 (973) 555-0142")).toBe("tel:+19735550142");
  });

  it("keeps an extension as ;ext= for a call and drops it for a text", () => {
    for (const phone of [
      "+1 (973) 555-0142 ext. 12",
      "+1 973 555 0142 x12",
      "+1-973-555-0142 #12",
      "+1 973 555 0142 Ext 12",
    ]) {
      expect(telHref(phone)).toBe("tel:+19735550142;ext=12");
      expect(smsHref(phone)).toBe("sms:+19735550142");
    }
  });

  it("writes to the address and searches the map for the whole address, encoded", () => {
    expect(mailtoHref("a.b@example.com")).toBe("mailto:a.b@example.com");
    const address = oneLineAddress({
      address: "41 Hobart Gap Road #2",
      city: "Short Hills",
      state: "NJ",
      zipCode: "07078",
    });
    expect(address).toBe("41 Hobart Gap Road #2, Short Hills, NJ 07078");
    expect(mapHref(address)).toBe(
      "https://www.google.com/maps/search/?api=1&query=41%20Hobart%20Gap%20Road%20%232%2C%20Short%20Hills%2C%20NJ%2007078",
    );
  });
});
