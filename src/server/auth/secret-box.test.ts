import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../env";
import { openSecret, sealSecret } from "./secret-box";

const original = process.env.SESSION_SECRET;
afterEach(() => {
  process.env.SESSION_SECRET = original;
  resetEnvForTests();
});

function useSecret(secret: string) {
  process.env.SESSION_SECRET = secret;
  resetEnvForTests();
}

describe("secrets sealed at rest", () => {
  it("opens what it sealed, and never stores the plain text", () => {
    useSecret("secret-box-test-session-secret-0123456789abcdef");
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", "totp-secret");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealSecret("JBSWY3DPEHPK3PXP", "totp-secret")).not.toBe(sealed);
    expect(openSecret(sealed, "totp-secret")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses an altered value, another purpose and another key", () => {
    useSecret("secret-box-test-session-secret-0123456789abcdef");
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", "totp-secret");
    const [version, iv, body] = sealed.split(".");
    const flipped = `${body!.slice(0, 4)}${body![4] === "A" ? "B" : "A"}${body!.slice(5)}`;
    expect(openSecret(`${version}.${iv}.${flipped}`, "totp-secret")).toBeUndefined();
    expect(openSecret(sealed, "another-purpose")).toBeUndefined();
    expect(openSecret("plain-text", "totp-secret")).toBeUndefined();
    useSecret("another-session-secret-entirely-0123456789abcdef");
    expect(openSecret(sealed, "totp-secret")).toBeUndefined();
  });
});
