/**
 * Forgot password (docs/decisions/036g-account-takeover-and-recovery.md). Asking answers the same
 * whether or not the address has an account (and composes the e-mail either way, so both take
 * about as long); the link is random (256 bits), stored hashed, single use, 30 minutes. Setting
 * the new password follows the password rule, ends every session, every known device and pending
 * second step, and every other reset link of the account. A second factor stays on.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/schema";
import { getEnv } from "../env";
import { PasswordResetExpired, SignInThrottled } from "../errors";
import { ipBucket } from "../http/client-ip";
import { enforceRateLimit, RATE_LIMITS } from "../rate-limits/rate-limits";
import { deleteExpiredBuckets } from "../jobs/purge.repository";
import { accountStrings } from "../../shared/strings/account";
import { ACCOUNT_NOTICE_TAGS, composeAccountNotice, queueAccountNotice, type AccountNotice } from "./account-notices";
import { hashPassword } from "./password";
import { assertPasswordAllowed } from "./password-policy";
import {
  deleteExpiredResets,
  endEverythingAfterReset,
  findLiveReset,
  insertPasswordReset,
  spendReset,
} from "./password-reset.repository";
import { PASSWORD_RESET_LIFETIME_MS, PASSWORD_RESET_WINDOW_MS } from "./session-policy";
import { findUserByEmail, findUserById, replacePassword } from "./users.repository";

const text = accountStrings.reset;
const LIMIT = RATE_LIMITS.passwordReset;
const KEY_PREFIX = LIMIT.prefix;
const WINDOW_SECONDS = PASSWORD_RESET_WINDOW_MS / 1000;
/** Where the e-mailed link leads: the function that moves the token into a cookie. */
export const PASSWORD_RESET_LINK_PATH = "/api/password-reset";

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** Counts the request per address and per network; 429 past either limit. */
async function countRequest(db: Db, email: string, ip: string): Promise<void> {
  await deleteExpiredBuckets(db, KEY_PREFIX, WINDOW_SECONDS);
  const account = digest(email.trim().toLowerCase());
  const buckets = [
    { key: `${KEY_PREFIX}account:${account}`, max: LIMIT.max.account() },
    { key: `${KEY_PREFIX}ip:${ipBucket(ip)}`, max: LIMIT.max.network() },
  ];
  await enforceRateLimit(db, LIMIT, buckets, (secondsLeft) => new SignInThrottled(secondsLeft));
}

function resetNotice(email: string, token: string): AccountNotice {
  const href = `${getEnv().SITE_URL.replace(/\/+$/, "")}${PASSWORD_RESET_LINK_PATH}?token=${token}`;
  return {
    subject: text.emailSubject,
    paragraphs: [text.emailText(email)],
    link: { href, label: text.emailLink },
    tag: ACCOUNT_NOTICE_TAGS.passwordReset,
  };
}

/** E-mails a reset link when `email` is an admin who signs in with a password; answers nothing either way. */
export async function requestPasswordReset(db: Db, email: string, ip: string): Promise<void> {
  await countRequest(db, email, ip);
  await deleteExpiredResets(db);
  const user = await findUserByEmail(db, email);
  const token = randomBytes(32).toString("base64url");
  const notice = resetNotice(user?.email ?? email, token);
  if (!user?.isAdmin || !user.passwordHash) {
    await composeAccountNotice(notice);
    return;
  }
  await insertPasswordReset(db, {
    tokenHash: digest(token),
    userId: user.id,
    lifetimeSeconds: PASSWORD_RESET_LIFETIME_MS / 1000,
  });
  await queueAccountNotice(db, user.email, notice);
}

/** True while the link's token can still set a password (opening the link does not spend it). */
export async function isLiveResetToken(db: Db, token: string | undefined): Promise<boolean> {
  return Boolean(token && token.length <= 128 && (await findLiveReset(db, digest(token))));
}

/** Sets the new password with a live token, spending it; answers how many sessions ended. */
export async function resetPassword(
  db: Db,
  token: string | undefined,
  newPassword: string,
): Promise<{ endedSessions: number }> {
  const tokenHash = token && token.length <= 128 ? digest(token) : undefined;
  const userId = tokenHash && (await findLiveReset(db, tokenHash));
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!tokenHash || !user) throw new PasswordResetExpired();
  // The rule first: a refused password must not spend the link.
  await assertPasswordAllowed(newPassword, user.email);
  if ((await spendReset(db, tokenHash)) !== user.id) throw new PasswordResetExpired();
  await replacePassword(db, user.id, await hashPassword(newPassword));
  return { endedSessions: await endEverythingAfterReset(db, user.id) };
}
