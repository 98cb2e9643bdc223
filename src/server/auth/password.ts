/**
 * Password hashing with scrypt (memory-hard), stored as `scrypt$N$r$p$salt$hash` (base64). The
 * parameters travel with each hash, so raising them never locks anyone out: an older hash still
 * verifies, and sign-in rewrites it with the current parameters (`needsRehash`).
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N ≥ 2^17, r = 8, p = 1 (128 MiB per hash). */
export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/**
 * The parameters new hashes are made with and old ones are compared against: CURRENT_PARAMS, except
 * in a test run that lowered them (usePasswordCostForTests). Every hash, verification, rehash and
 * the unknown-address dummy reads them here, so a lowered cost changes nothing else.
 */
let inForce: { params: ScryptParams; dummyHash: string } | undefined;

export const passwordParams = (): ScryptParams => inForce?.params ?? CURRENT_PARAMS;
/** Stored parameters beyond these are refused rather than run: a planted hash must not exhaust memory. */
const LIMITS: ScryptParams = { N: 2 ** 20, r: 16, p: 4 };

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; maxmem must exceed it, so allow twice that.
  const maxmem = 2 * 128 * params.N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const encode = (params: ScryptParams, salt: Buffer, key: Buffer): string =>
  ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");

export async function hashPassword(password: string, params: ScryptParams = passwordParams()): Promise<string> {
  const salt = randomBytes(16);
  return encode(params, salt, await derive(password, salt, params));
}

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function parseStored(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash || rest.length > 0) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const withinLimits = (["N", "r", "p"] as const).every(
    (name) => Number.isSafeInteger(params[name]) && params[name] >= 1 && params[name] <= LIMITS[name],
  );
  return withinLimits ? { params, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") } : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params).catch(() => undefined);
  return actual !== undefined && actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/**
 * Checked against when no account matches: a constant hash made with CURRENT_PARAMS, so an unknown
 * e-mail costs one scrypt, exactly like a wrong password, from the first request of a fresh
 * instance on (a lazily computed dummy made the first unknown address cost two). It is the hash of a
 * fixed phrase that is no account's password (accounts are looked up before it is used).
 */
export const TIMING_DUMMY_HASH =
  "scrypt$131072$8$1$zAOpL2F3wipRNySJUDmwqQ==$gZW5mJqO0yo9nr6pAR1w1ThUwXZQVSeJmFYvT/Bevb9C/AaHvUzL1qtERbD0ESX7e/qXQM3ROnmEtjkxt25SWw==";

/** The hash an unknown address is checked against: TIMING_DUMMY_HASH, or its like at a test run's cost. */
export const timingDummyHash = (): string => inForce?.dummyHash ?? TIMING_DUMMY_HASH;

/** True when a (verified) hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  const current = passwordParams();
  return !parsed || (["N", "r", "p"] as const).some((name) => parsed.params[name] !== current[name]);
}

/**
 * Tests only (the integration project's setup file, and password.test.ts around its cheap tests):
 * hash and verify at `params` instead of the production cost, whose 128 MiB per sign-in made the
 * sign-in tests the slowest of the suite; `undefined` puts the production cost back. The production
 * parameters stay proven by password.test.ts's production-cost test and by the password paths'
 * integration test, which put it back. Refused outside a test run (NODE_ENV=test, as vitest sets it):
 * nothing a deployment can set reaches it, and no production code calls it.
 */
export function usePasswordCostForTests(params: ScryptParams | undefined): void {
  if (process.env.NODE_ENV !== "test") throw new Error("usePasswordCostForTests outside a test run");
  if (!params) {
    inForce = undefined;
    return;
  }
  const salt = randomBytes(16);
  const maxmem = 2 * 128 * params.N * params.r;
  const key = scryptSync("timing-equaliser-not-a-password", salt, KEY_LENGTH, { ...params, maxmem });
  inForce = { params, dummyHash: encode(params, salt, key) };
}
