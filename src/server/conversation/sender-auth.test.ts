/** Issue 33, finding 2: when Postmark's headers prove an inbound sender (shapes from Postmark's "Parse an email"). */
import { describe, expect, it } from "vitest";
import { domainsAlign, senderVerdict, type MailHeader } from "./sender-auth";

const spf = (result: string, envelope: string, identity = "mailfrom") => ({
  Name: "Received-SPF",
  Value: `${result} (sender SPF authorized) identity=${identity}; client-ip=209.85.160.180; envelope-from=${envelope}; receiver=x@inbound.postmarkapp.com`,
});
const tests = (value: string) => ({ Name: "X-Spam-Tests", Value: value });
const status = (value: string) => ({ Name: "X-Spam-Status", Value: value });
const verdict = (headers: MailHeader[], from = "ann@example.org") => senderVerdict(headers, from);

describe("senderVerdict", () => {
  it("trusts SPF pass for the From domain (or a domain below or above it) and DKIM valid for the author", () => {
    expect(verdict([status("No"), spf("Pass", "ann@example.org")])).toEqual({ verified: true });
    expect(verdict([spf("Pass", "bounce@mail.example.org")])).toEqual({ verified: true });
    expect(verdict([tests("DKIM_SIGNED,DKIM_VALID,DKIM_VALID_AU,SPF_FAIL")])).toEqual({ verified: true });
  });

  it("does not trust an unaligned or failed SPF, a HELO identity, DKIM of another domain, or nothing", () => {
    for (const headers of [
      [spf("Pass", "someone@mailer.example.net")],
      [spf("Fail", "ann@example.org")],
      [spf("SoftFail", "ann@example.org")],
      [spf("Pass", "ann@example.org", "helo")],
      [tests("DKIM_SIGNED,DKIM_VALID,SPF_PASS")],
      [],
    ]) {
      expect(verdict(headers)).toMatchObject({
        verified: false,
        reason: expect.stringMatching(/^sender not verified/),
      });
    }
  });

  it("refuses spam, DMARC failures and a relied-on header written twice", () => {
    const good = spf("Pass", "ann@example.org");
    expect(verdict([status("Yes, score=6.2"), good])).toMatchObject({ verified: false, reason: /spam/ });
    expect(verdict([{ Name: "X-Spam-Score", Value: "5.0" }, good])).toMatchObject({ reason: /spam/ });
    expect(verdict([good, { Name: "Authentication-Results", Value: "mx; dmarc=fail (p=reject)" }])).toMatchObject({
      reason: /DMARC/,
    });
    expect(verdict([good, spf("Pass", "ann@example.org")])).toMatchObject({ reason: /more than once/ });
    expect(verdict([good], "")).toMatchObject({ verified: false });
  });

  it("aligns domains as relaxed DMARC does, without a suffix list", () => {
    expect(domainsAlign("example.org", "mail.example.org")).toBe(true);
    expect(domainsAlign("example.org", "badexample.org")).toBe(false);
    expect(domainsAlign("", "example.org")).toBe(false);
  });
});
