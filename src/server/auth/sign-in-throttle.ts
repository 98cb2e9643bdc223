/**
 * The sign-in throttle. Every attempt is counted before the password is checked, in one atomic
 * UPSERT … RETURNING per bucket (hitBucket), so parallel guesses can never all read "no failures
 * yet": the sixth concurrent guess already sees 6 and is refused without a password check. A right
 * password gives its count back.
 *
 * An unknown client counts against the account and its IP bucket (IPv4 /32, IPv6 /64). A browser
 * carrying the owner's signed device cookie counts only against that device's own budget, so an
 * attacker who guesses at the owner's address is slowed down (429 + Retry-After) while the owner
 * still signs in from their usual browser. The account's owner is e-mailed (through the outbox,
 * once per window) when sign-in to it is being throttled.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/schema";
import { ipBucket } from "../http/client-ip";
import { hitBucket } from "../rate-limits/rate-limit.repository";
import { countInBuckets, RATE_LIMITS, type Bucket } from "../rate-limits/rate-limits";
import { BRAND_NAME } from "../../shared/site";
import {
  SIGN_IN_MAX_CODE_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_DEVICE,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MS,
} from "./session-policy";
import { clearFailures, releaseHit } from "./throttle.repository";
import { ACCOUNT_NOTICE_TAGS, queueAccountNotice } from "./account-notices";

export const SIGN_IN_KEY_PREFIX = RATE_LIMITS.signIn.prefix;
export const SIGN_IN_ALERT_TAG = ACCOUNT_NOTICE_TAGS.signInAlert;
const WINDOW_SECONDS = SIGN_IN_WINDOW_MS / 1000;

/**
 * Bucket keys fit rate_limit_buckets.key (varchar 255) whatever was typed: an address too long to
 * be anyone's is counted under its digest instead of failing the insert.
 */
export function accountKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  const name =
    normalised.length <= 200 ? normalised : `sha256:${createHash("sha256").update(normalised).digest("hex")}`;
  return `${SIGN_IN_KEY_PREFIX}account:${name}`;
}
const ipKey = (ip: string) => `${SIGN_IN_KEY_PREFIX}ip:${ipBucket(ip)}`;
const deviceKey = (deviceId: string) => `${SIGN_IN_KEY_PREFIX}device:${deviceId}`;
const alertKey = (userId: string) => `${SIGN_IN_KEY_PREFIX}alerted:${userId}`;
const codeKey = (userId: string) => `${SIGN_IN_KEY_PREFIX}code:${userId}`;

/** Buckets a right attempt empties rather than gives one back to. */
const clearedOnSuccess = (key: string) =>
  key.startsWith(`${SIGN_IN_KEY_PREFIX}account:`) || key.startsWith(`${SIGN_IN_KEY_PREFIX}code:`);

/** The buckets one attempt counts in. */
export function bucketsFor(attempt: { email: string; ip: string; deviceId?: string }): Bucket[] {
  if (attempt.deviceId) return [{ key: deviceKey(attempt.deviceId), max: SIGN_IN_MAX_FAILURES_PER_DEVICE }];
  const network = { key: ipKey(attempt.ip), max: SIGN_IN_MAX_FAILURES_PER_IP };
  // A body without an e-mail names no account: it counts against the network only.
  if (!attempt.email.trim()) return [network];
  return [{ key: accountKey(attempt.email), max: SIGN_IN_MAX_FAILURES_PER_ACCOUNT }, network];
}

/**
 * The buckets a second-factor code counts in: those of a password attempt from the same client,
 * plus the user's own code bucket. A right password empties the account bucket, so without the
 * code bucket someone who knows the password could reset their code guesses at will.
 */
export function codeBucketsFor(attempt: { userId: string; email: string; ip: string; deviceId?: string }): Bucket[] {
  return [...bucketsFor(attempt), { key: codeKey(attempt.userId), max: SIGN_IN_MAX_CODE_FAILURES }];
}

export interface Refusal {
  /** The bucket over its limit (the account's, the IP's or the device's). */
  key: string;
  retryAfterSeconds: number;
}

/**
 * Counts the attempt in every bucket, atomically per bucket. Answers the first bucket now over its
 * limit (the attempt must be refused without checking the password), or undefined to go on.
 */
export function countAttempt(db: Db, buckets: readonly Bucket[]): Promise<Refusal | undefined> {
  return countInBuckets(db, RATE_LIMITS.signIn, buckets);
}

/** A right password: the account starts afresh and the other buckets get this attempt back. */
export async function forgiveAttempt(db: Db, buckets: readonly Bucket[]): Promise<void> {
  for (const bucket of buckets) {
    if (clearedOnSuccess(bucket.key)) await clearFailures(db, bucket.key);
    else await releaseHit(db, bucket.key);
  }
}

/** Tells the account's owner, at most once per window, that sign-in to it is being slowed down. */
export async function alertOwnerOnce(db: Db, user: { id: string; email: string }): Promise<void> {
  const { hits } = await hitBucket(db, alertKey(user.id), WINDOW_SECONDS);
  if (hits !== 1) return;
  const minutes = Math.round(WINDOW_SECONDS / 60);
  await queueAccountNotice(db, user.email, {
    subject: "sign-in to your account is being slowed down",
    paragraphs: [
      `Someone has repeatedly entered a wrong password for your ${BRAND_NAME} admin account (${user.email}).`,
      `Sign-in from unknown browsers is paused for up to ${minutes} minutes. You can still sign in from a browser ` +
        `you have used before. If this was not you, consider changing your password.`,
    ],
    tag: ACCOUNT_NOTICE_TAGS.signInAlert,
  });
}
