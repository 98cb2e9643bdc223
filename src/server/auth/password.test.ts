import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  passwordParams,
  timingDummyHash,
  TIMING_DUMMY_HASH,
  usePasswordCostForTests,
  verifyPassword,
} from "./password";

describe("password hashing", () => {
  it("verifies the password it hashed and rejects another", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    expect(await hashPassword("same", cheap)).not.toBe(await hashPassword("same", cheap));
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});

describe("parameter upgrades", () => {
  it("still verifies a hash made with older parameters, and flags it for rehashing", async () => {
    const old = await hashPassword("an older passphrase", { N: 2 ** 14, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("an older passphrase", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("an older passphrase"))).toBe(false);
  });

  it("refuses stored parameters beyond the limits instead of running them", async () => {
    expect(await verifyPassword("x", "scrypt$1073741824$8$1$c2FsdA==$aGFzaA==")).toBe(false);
  });

  it("checks an unknown address against a constant hash of today's cost, made before run time", async () => {
    // A well-formed hash with CURRENT_PARAMS: verifying against it costs one full scrypt, like a wrong password.
    expect(needsRehash(TIMING_DUMMY_HASH)).toBe(false);
    expect(await verifyPassword("timing-equaliser-not-a-password", TIMING_DUMMY_HASH)).toBe(true);
    expect(await verifyPassword("", TIMING_DUMMY_HASH)).toBe(false);
  });
});

describe("the cost in force", () => {
  it("is production's (N = 2^17, r = 8, p = 1) unless a test run lowers it, and only a test run can", () => {
    expect(passwordParams()).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(timingDummyHash()).toBe(TIMING_DUMMY_HASH);
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(() => usePasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 })).toThrow(/outside a test run/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(passwordParams()).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });
});
