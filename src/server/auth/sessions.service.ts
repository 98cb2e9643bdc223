/**
 * Sign-in, session lookup and sign-out. A session is a `sessions` row named by a signed token in
 * an HttpOnly cookie; every request re-reads the row, so signing out or expiring really ends it.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { InvalidCredentials, SignInThrottled } from "../errors";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MS,
} from "./session-policy";
import {
  deleteDeadSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  type SessionUser,
} from "./sessions.repository";
import { hitBucket } from "../intake/rate-limit.repository";
import { deleteExpiredBuckets } from "../jobs/purge.repository";
import { clearFailures, countFailures } from "./throttle.repository";
import { newSessionId, signSessionToken, verifySessionToken } from "./tokens";
import { findUserByEmail, updatePasswordHash } from "./users.repository";

export type { SessionUser };

/** What /api/auth/user answers: the signed-in user without the session id or any secret. */
export type PublicUser = Omit<SessionUser, "sid">;

export function publicUser(user: PublicUser): PublicUser {
  const { id, email, firstName, lastName, profileImageUrl, isAdmin } = user;
  return { id, email, firstName, lastName, profileImageUrl, isAdmin };
}

const SIGN_IN_KEY_PREFIX = "sign-in:";
/**
 * Bucket keys fit rate_limit_buckets.key (varchar 255) whatever was typed: an address too long to
 * be anyone's is counted under its digest instead of failing the insert.
 */
function accountKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  const name =
    normalised.length <= 200 ? normalised : `sha256:${createHash("sha256").update(normalised).digest("hex")}`;
  return `${SIGN_IN_KEY_PREFIX}account:${name}`;
}
const ipKey = (ip: string) => `${SIGN_IN_KEY_PREFIX}ip:${ip}`;

let dummyHash: Promise<string> | undefined;
/** Verifying against a throw-away hash makes an unknown e-mail cost as much time as a wrong password. */
const timingDummyHash = () => (dummyHash ??= hashPassword("timing-equaliser-not-a-password"));

export interface SignInResult {
  token: string;
  user: PublicUser;
}

export async function signIn(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  client: { ip: string; userAgent: string | null },
): Promise<SignInResult> {
  // Counters of windows that have passed are useless; dropping them here keeps the table small
  // even under a password-spraying attack from many addresses.
  await deleteExpiredBuckets(db, SIGN_IN_KEY_PREFIX, SIGN_IN_WINDOW_MS / 1000);
  const [accountFailures, ipFailures] = await Promise.all([
    countFailures(db, accountKey(credentials.email), SIGN_IN_WINDOW_MS),
    countFailures(db, ipKey(client.ip), SIGN_IN_WINDOW_MS),
  ]);
  if (accountFailures >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT || ipFailures >= SIGN_IN_MAX_FAILURES_PER_IP) {
    throw new SignInThrottled(Math.ceil(SIGN_IN_WINDOW_MS / 1000));
  }

  const user = await findUserByEmail(db, credentials.email);
  const passwordOk = await verifyPassword(credentials.password, user?.passwordHash ?? (await timingDummyHash()));
  if (!user?.passwordHash || !passwordOk) {
    await countFailedSignIn(db, credentials.email, client.ip);
    throw new InvalidCredentials();
  }

  await clearFailures(db, accountKey(credentials.email));
  // The only moment the plain password is at hand: upgrade a hash made with older parameters.
  if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(credentials.password));
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
  return { token: await signSessionToken(sid, createdAt), user: publicUser(user) };
}

async function countFailedSignIn(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await hitBucket(db, accountKey(email), SIGN_IN_WINDOW_MS / 1000);
  await hitBucket(db, ipKey(ip), SIGN_IN_WINDOW_MS / 1000);
}

/**
 * A sign-in the form schema refused (an overlong e-mail, a missing password) is still a guess:
 * it counts against the IP, and against the account when it names one, like a wrong password.
 */
export async function countRefusedSignIn(db: Kysely<Database>, body: unknown, ip: string): Promise<void> {
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email === "string" && email.trim()) await countFailedSignIn(db, email, ip);
  else await hitBucket(db, ipKey(ip), SIGN_IN_WINDOW_MS / 1000);
}

/** The user a session token names, or undefined (no token, bad token, ended or expired session). */
export async function currentSession(
  db: Kysely<Database>,
  token: string | undefined,
): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const sid = await verifySessionToken(token);
  if (!sid) return undefined;
  return findLiveSession(db, sid, {
    idleMs: SESSION_IDLE_TIMEOUT_MS,
    absoluteMs: SESSION_ABSOLUTE_LIFETIME_MS,
    touchIntervalMs: SESSION_TOUCH_INTERVAL_MS,
  });
}

/** Ends the session the token names, if any. */
export async function signOut(db: Kysely<Database>, token: string | undefined): Promise<void> {
  const sid = token ? await verifySessionToken(token) : undefined;
  if (sid) await deleteSession(db, sid);
}
