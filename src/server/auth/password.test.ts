/**
 * One test pays production's cost (128 MiB of scrypt per hash): it proves the parameters a real
 * hash is written with, and that a hash of that cost (the constant the unknown addresses are checked
 * against) verifies. The others run at a test cost (usePasswordCostForTests, as the integration
 * project does): verification reads its parameters from the stored hash, so they run the same code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  passwordParams,
  timingDummyHash,
  TIMING_DUMMY_HASH,
  usePasswordCostForTests,
  verifyPassword,
} from "./password";

const PRODUCTION = { N: 2 ** 17, r: 8, p: 1 };
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };

/** A stored hash's fields: scheme, N, r, p, and the byte lengths of its salt and key. */
function fieldsOf(stored: string) {
  const [scheme, N, r, p, salt, key, ...rest] = stored.split("$");
  return {
    scheme,
    N: Number(N),
    r: Number(r),
    p: Number(p),
    saltBytes: Buffer.from(salt ?? "", "base64").length,
    keyBytes: Buffer.from(key ?? "", "base64").length,
    rest: rest.length,
  };
}

describe("at production cost", () => {
  it("hashes with N = 2^17, r = 8, p = 1 and a 64-byte key, and checks an unknown address against a constant of that cost that verifies", async () => {
    expect(passwordParams()).toEqual(PRODUCTION);
    // Side by side, the three scrypts of 128 MiB this file pays: a new hash, and the unknown-address constant
    // (a production-cost hash made before run time, so it costs one full scrypt like a wrong password) checked
    // with its phrase and with another. A fresh hash's round trip is checked at the test cost below.
    const [stored, dummy, emptyOnDummy] = await Promise.all([
      hashPassword("correct horse battery staple"),
      verifyPassword("timing-equaliser-not-a-password", TIMING_DUMMY_HASH),
      verifyPassword("", TIMING_DUMMY_HASH),
    ]);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(fieldsOf(stored)).toEqual({ scheme: "scrypt", ...PRODUCTION, saltBytes: 16, keyBytes: 64, rest: 0 });
    expect(needsRehash(stored)).toBe(false);
    expect(fieldsOf(TIMING_DUMMY_HASH)).toEqual(fieldsOf(stored));
    expect(needsRehash(TIMING_DUMMY_HASH)).toBe(false);
    expect({ dummy, emptyOnDummy }).toEqual({ dummy: true, emptyOnDummy: false });
  });
});

describe("the cost in force", () => {
  it("is production's (N = 2^17, r = 8, p = 1) unless a test run lowers it, and only a test run can", () => {
    expect(passwordParams()).toEqual(PRODUCTION);
    expect(timingDummyHash()).toBe(TIMING_DUMMY_HASH);
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(() => usePasswordCostForTests(TEST_COST)).toThrow(/outside a test run/);
      expect(() => usePasswordCostForTests(undefined)).toThrow(/outside a test run/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(passwordParams()).toEqual(PRODUCTION);
  });

  it("is lowered for a test run with a dummy of the same cost, and put back to production's", async () => {
    usePasswordCostForTests(TEST_COST);
    try {
      expect(passwordParams()).toEqual(TEST_COST);
      expect(fieldsOf(timingDummyHash())).toMatchObject({ ...TEST_COST, keyBytes: 64 });
      expect(await verifyPassword("timing-equaliser-not-a-password", timingDummyHash())).toBe(true);
    } finally {
      usePasswordCostForTests(undefined);
    }
    expect(passwordParams()).toEqual(PRODUCTION);
    expect(timingDummyHash()).toBe(TIMING_DUMMY_HASH);
  });
});

describe("at a test cost", () => {
  beforeAll(() => usePasswordCostForTests(TEST_COST));
  afterAll(() => usePasswordCostForTests(undefined));

  it("verifies the password it hashed and rejects another", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });

  it("still verifies a hash made with older parameters, and flags it for rehashing", async () => {
    const old = await hashPassword("an older passphrase", { N: 2 ** 9, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$512\$8\$1\$/);
    expect(await verifyPassword("an older passphrase", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("an older passphrase"))).toBe(false);
  });

  it("refuses stored parameters beyond the limits instead of running them", async () => {
    expect(await verifyPassword("x", "scrypt$1073741824$8$1$c2FsdA==$aGFzaA==")).toBe(false);
  });
});
