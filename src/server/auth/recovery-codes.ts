/**
 * One-time recovery codes: ten random codes of 10 base32 characters (50 bits each), shown once
 * as `xxxxx-xxxxx`, stored as SHA-256 of the normalised code. A fast hash is enough for random
 * codes of this length behind the sign-in throttle; a slow one would cost ten scrypt runs.
 */
import { createHash, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const CODE_LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** What was typed, without case, spaces or dashes: `ABCDE FGHJK` matches `abcde-fghjk`. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, "");
}

export function looksLikeRecoveryCode(typed: string): boolean {
  return normaliseRecoveryCode(typed).length === CODE_LENGTH;
}

export function hashRecoveryCode(typed: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(typed)).digest("hex");
}
