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
  /** Random per device: names the device's own failure bucket. */
  deviceId: string;
}

/**
 * A token naming a user for one purpose (its audience), with a random id: the known-device cookie
 * and the pending second sign-in step. Its own audience means it can never pass as a session.
 */
async function signUserToken(userId: string, audience: string, lifetimeMs: number, key: Uint8Array) {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor((Date.now() + lifetimeMs) / 1000))
    .sign(key);
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
    return { userId: payload.sub!, tokenId: payload.jti! };
  } catch {
    return undefined;
  }
}

/** The device cookie's token: which user signed in from this browser. */
export function signDeviceToken(userId: string, key = sessionKey()): Promise<string> {
  return signUserToken(userId, DEVICE_TOKEN_AUDIENCE, DEVICE_LIFETIME_MS, key);
}

export async function verifyDeviceToken(
  token: string | undefined,
  key = sessionKey(),
): Promise<KnownDevice | undefined> {
  const verified = await verifyUserToken(token, DEVICE_TOKEN_AUDIENCE, key);
  return verified && { userId: verified.userId, deviceId: verified.tokenId };
}

/** The pending second step's token: the user whose password was right, for five minutes. */
export function signPendingStepToken(userId: string, key = sessionKey()): Promise<string> {
  return signUserToken(userId, PENDING_STEP_AUDIENCE, PENDING_STEP_LIFETIME_MS, key);
}

/** The user a pending-step token names, or undefined (missing, forged, foreign or expired). */
export async function verifyPendingStepToken(token: string | undefined, key = sessionKey()) {
  return (await verifyUserToken(token, PENDING_STEP_AUDIENCE, key))?.userId;
}
