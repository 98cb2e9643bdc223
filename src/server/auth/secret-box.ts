/**
 * Encryption at rest for small secrets (the TOTP secret): AES-256-GCM under a key derived with
 * HKDF from the session signing key, so no second secret has to be configured, and a database
 * dump alone reveals nothing. Stored as `v1.<iv>.<ciphertext+tag>` (base64url); the version
 * leaves room for a later key or algorithm change.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionKey } from "./tokens";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function encryptionKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionKey(), Buffer.alloc(0), `alpine-slate-roofing/${purpose}`, 32));
}

export function sealSecret(plain: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The plain secret, or undefined when the value was altered or sealed under another key. */
export function openSecret(stored: string, purpose: string): string | undefined {
  const [version, iv, sealed, ...rest] = stored.split(".");
  if (version !== VERSION || !iv || !sealed || rest.length > 0) return undefined;
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length <= TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", encryptionKey(purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return undefined;
  }
}
