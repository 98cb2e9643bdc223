/**
 * Sign-in, session lookup and sign-out. A session is a `sessions` row named by a signed token in
 * an HttpOnly cookie; every request re-reads the row, so signing out or expiring really ends it.
 */
import type { Db } from "../db/schema";
import { InvalidCredentials, SignInThrottled, Unauthenticated } from "../errors";
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from "./password";
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGN_IN_WINDOW_MS,
} from "./session-policy";
import {
  deleteDeadSessions,
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
  SESSION_USER_COLUMNS,
  type PublicUser,
  type SessionUser,
} from "./sessions.repository";
import { apiView } from "../api-view";
import { deleteExpiredBuckets } from "../jobs/purge.repository";
import {
  accountKey,
  alertOwnerOnce,
  bucketsFor,
  countAttempt,
  forgiveAttempt,
  SIGN_IN_KEY_PREFIX,
} from "./sign-in-throttle";
import { isSecondFactorOn } from "./second-factor.repository";
import {
  isCurrentFor,
  newSessionId,
  signDeviceToken,
  signPendingStepToken,
  signSessionToken,
  verifyDeviceToken,
  verifySessionToken,
  type TokenUser,
} from "./tokens";
import { findUserByEmail, updatePasswordHash } from "./users.repository";

export type { SessionUser };

export type { PublicUser };

/** What /api/auth/user answers: the signed-in user without the session id or any secret. */
export function publicUser(user: PublicUser): PublicUser {
  return apiView(user, SESSION_USER_COLUMNS);
}

export interface SignInResult {
  token: string;
  /** The known-device cookie's token: this browser may sign in while the account is throttled. */
  deviceToken: string;
  user: PublicUser;
}

/** The password was right and the account has a second factor: a session waits for the code. */
export interface SecondStepRequired {
  /** Signed, short-lived, names the user (cookie); the code step redeems it. */
  pendingToken: string;
}

export async function signIn(
  db: Db,
  credentials: { email: string; password: string },
  client: SignInClient,
): Promise<SignInResult | SecondStepRequired> {
  // Counters of windows that have passed are useless; dropping them here keeps the table small
  // even under a password-spraying attack from many addresses.
  await deleteExpiredBuckets(db, SIGN_IN_KEY_PREFIX, SIGN_IN_WINDOW_MS / 1000);
  const user = await findUserByEmail(db, credentials.email);
  const buckets = bucketsFor({ email: credentials.email, ip: client.ip, deviceId: await knownDeviceOf(client, user) });

  await countOrRefuse(db, buckets, user);
  const passwordOk = await verifyPassword(credentials.password, user?.passwordHash ?? timingDummyHash());
  if (!user?.passwordHash || !passwordOk) throw new InvalidCredentials();

  await forgiveAttempt(db, buckets);
  // The only moment the plain password is at hand: upgrade a hash made with older parameters.
  if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(credentials.password));
  if (await isSecondFactorOn(db, user.id)) return { pendingToken: await signPendingStepToken(user) };
  return startSession(db, user, client);
}

export interface SignInClient {
  ip: string;
  userAgent: string | null;
  deviceToken?: string;
}

/** The device id of this browser's known-device cookie, when it names `user`. */
export async function knownDeviceOf(client: SignInClient, user: TokenUser | undefined) {
  const device = await verifyDeviceToken(client.deviceToken);
  return device && user && isCurrentFor(device, user) ? device.deviceId : undefined;
}

/** Counts the attempt; refuses it (and tells the owner when their account is the bucket that is full). */
export async function countOrRefuse(
  db: Db,
  buckets: Parameters<typeof countAttempt>[1],
  user: { id: string; email: string } | undefined,
): Promise<void> {
  const refusal = await countAttempt(db, buckets);
  if (!refusal) return;
  if (user && refusal.key === accountKey(user.email)) await alertOwnerOnce(db, user);
  throw new SignInThrottled(refusal.retryAfterSeconds);
}

/** A new session for a user who has proved who they are. */
export async function startSession(db: Db, user: PublicUser & TokenUser, client: SignInClient): Promise<SignInResult> {
  await deleteDeadSessions(db, SESSION_ABSOLUTE_LIFETIME_MS);
  const sid = newSessionId();
  const createdAt = new Date();
  await insertSession(db, {
    sid,
    userId: user.id,
    createdAt,
    expire: new Date(createdAt.getTime() + SESSION_IDLE_TIMEOUT_MS),
    sess: { ip: client.ip, userAgent: client.userAgent?.slice(0, 255) ?? null },
  });
  return {
    token: await signSessionToken(sid, createdAt),
    deviceToken: await signDeviceToken(user),
    user: publicUser(user),
  };
}

/**
 * A sign-in the form schema refused (an overlong e-mail, a missing password) is still a guess:
 * it counts like a wrong password, against the account when it names one and against the IP.
 */
export async function countRefusedSignIn(db: Db, body: unknown, ip: string): Promise<void> {
  const email = (body as { email?: unknown } | null)?.email;
  await countAttempt(db, bucketsFor({ email: typeof email === "string" ? email : "", ip }));
}

/** The user a session token names, or undefined (no token, bad token, ended or expired session). */
export async function currentSession(db: Db, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const sid = await verifySessionToken(token);
  if (!sid) return undefined;
  return findLiveSession(db, sid, {
    idleMs: SESSION_IDLE_TIMEOUT_MS,
    absoluteMs: SESSION_ABSOLUTE_LIFETIME_MS,
    touchIntervalMs: SESSION_TOUCH_INTERVAL_MS,
  });
}

/**
 * Keeps a live session going for another full idle period ('Stay signed in'); its new expiry.
 * An ended or expired session cannot be revived this way: that needs the password.
 */
export async function refreshSession(db: Db, token: string | undefined): Promise<Date> {
  const user = await currentSession(db, token);
  if (!user) throw new Unauthenticated();
  return extendSession(db, user.sid, SESSION_IDLE_TIMEOUT_MS);
}

/** Ends the session the token names, if any. */
export async function signOut(db: Db, token: string | undefined): Promise<void> {
  const sid = token ? await verifySessionToken(token) : undefined;
  if (sid) await deleteSession(db, sid);
}
