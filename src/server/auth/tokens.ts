/**
 * Session tokens: a jose HS256 JWT whose subject is the session id. The token proves the id was
 * issued by us; the sessions row decides whether it is still alive (sign-out, idle expiry).
 */
import { randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { getEnv, isProduction } from "../env";
import {
  DEVICE_LIFETIME_MS,
  DEVICE_TOKEN_AUDIENCE,
  PENDING_STEP_AUDIENCE,
  PENDING_STEP_LIFETIME_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from "./session-policy";

const ALGORITHMS = ["HS256"];

let devFallbackKey: Uint8Array | undefined;

/**
 * The signing key. Production requires SESSION_SECRET (env.ts refuses to start without it); local
 * runs without one get a random per-process key, never a fixed string, so sessions simply end
 * when the process restarts.
 */
export function sessionKey(): Uint8Array {
  const env = getEnv();
  if (env.SESSION_SECRET) return new TextEncoder().encode(env.SESSION_SECRET);
  if (isProduction(env)) throw new Error("SESSION_SECRET is required in production");
  if (!devFallbackKey) {
    console.warn("[auth] SESSION_SECRET is unset: using a random key for this process (sign-ins end on restart).");
    devFallbackKey = randomBytes(32);
  }
  return devFallbackKey;
}

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export async function signSessionToken(sid: string, issuedAt: Date, key = sessionKey()): Promise<string> {
  const issuedSeconds = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sid)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedSeconds)
    .setExpirationTime(issuedSeconds + Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000))
    .sign(key);
}

/** The session id named by a valid token, or undefined for anything forged, altered, expired or foreign. */
export async function verifySessionToken(token: string, key = sessionKey()): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    return typeof payload.sub === "string" && payload.sub.length <= 128 ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

export interface KnownDevice {
  userId: string;
  credentialsVersion: number;
  /** Random per device: names the device's own failure bucket. */
  deviceId: string;
}

/**
 * A token naming a user for one purpose (its audience), with a random id: the known-device cookie
 * and the pending second sign-in step. Its own audience means it can never pass as a session. It
 * carries the user's credentials version (`cv`): a password change raises it, and the token dies.
 */
async function signUserToken(user: TokenUser, audience: string, lifetimeMs: number, key: Uint8Array) {
  return new SignJWT({ cv: user.credentialsVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor((Date.now() + lifetimeMs) / 1000))
    .sign(key);
}

/** Who a user token is for: the user and the credentials version it was issued under. */
export interface TokenUser {
  id: string;
  credentialsVersion: number;
}

async function verifyUserToken(token: string | undefined, audience: string, key: Uint8Array) {
  if (!token || token.length > 1024) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience,
      requiredClaims: ["exp", "sub", "jti"],
    });
    // Tokens from before credentials versions existed count as version 0.
    const credentialsVersion = typeof payload.cv === "number" ? payload.cv : 0;
    return { userId: payload.sub!, tokenId: payload.jti!, credentialsVersion };
  } catch {
    return undefined;
  }
}

/** True when a verified token was issued under the user's current credentials. */
export const isCurrentFor = (token: { userId: string; credentialsVersion: number }, user: TokenUser) =>
  token.userId === user.id && token.credentialsVersion === user.credentialsVersion;

/** The device cookie's token: which user signed in from this browser. */
export function signDeviceToken(user: TokenUser, key = sessionKey()): Promise<string> {
  return signUserToken(user, DEVICE_TOKEN_AUDIENCE, DEVICE_LIFETIME_MS, key);
}

export async function verifyDeviceToken(
  token: string | undefined,
  key = sessionKey(),
): Promise<KnownDevice | undefined> {
  const verified = await verifyUserToken(token, DEVICE_TOKEN_AUDIENCE, key);
  return verified && { ...verified, deviceId: verified.tokenId };
}

/** The pending second step's token: the user whose password was right, for five minutes. */
export function signPendingStepToken(user: TokenUser, key = sessionKey()): Promise<string> {
  return signUserToken(user, PENDING_STEP_AUDIENCE, PENDING_STEP_LIFETIME_MS, key);
}

/** The user (and credentials version) a pending-step token names, or undefined (missing, forged, foreign or expired). */
export function verifyPendingStepToken(token: string | undefined, key = sessionKey()) {
  return verifyUserToken(token, PENDING_STEP_AUDIENCE, key);
}
