/**
 * The signed-in admin's own account: changing the password (which ends every other session) and
 * the list of sessions, with "sign out everywhere else".
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { InvalidInput } from "../errors";
import { ipBucket } from "../http/client-ip";
import { accountStrings } from "../../shared/strings/account";
import { deviceSummary } from "./device-summary";
import { hashPassword, verifyPassword } from "./password";
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from "./session-policy";
import { deleteOtherSessions, listLiveSessions, type SessionUser } from "./sessions.repository";
import { findPasswordHash, updatePasswordHash } from "./users.repository";

const m = accountStrings.messages;

/** A session as the account page lists it: never its id (the sid is half a credential). */
export interface AccountSession {
  /** A digest of the session id: stable, for list keys only. */
  key: string;
  createdAt: string;
  /** The expiry slides to "last request + idle timeout" (written at most once a minute). */
  lastSeenAt: string;
  device: string | null;
  /** The address it signed in from, IPv6 shortened to its /64. */
  network: string | null;
  current: boolean;
}

export async function changePassword(
  db: Kysely<Database>,
  user: SessionUser,
  change: { currentPassword: string; newPassword: string },
): Promise<{ endedSessions: number }> {
  const stored = await findPasswordHash(db, user.id);
  if (!stored || !(await verifyPassword(change.currentPassword, stored))) {
    throw new InvalidInput(m.currentWrong, { currentPassword: m.currentWrong });
  }
  await updatePasswordHash(db, user.id, await hashPassword(change.newPassword));
  return { endedSessions: await deleteOtherSessions(db, user.id, user.sid) };
}

export async function listSessions(db: Kysely<Database>, user: SessionUser): Promise<AccountSession[]> {
  const rows = await listLiveSessions(db, user.id, SESSION_ABSOLUTE_LIFETIME_MS);
  return rows.map((row) => {
    const sess = row.sess as { ip?: unknown; userAgent?: unknown };
    return {
      key: createHash("sha256").update(row.sid).digest("base64url").slice(0, 16),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: new Date(row.expire.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString(),
      device: deviceSummary(typeof sess.userAgent === "string" ? sess.userAgent : null) ?? null,
      network: typeof sess.ip === "string" && sess.ip ? ipBucket(sess.ip) : null,
      current: row.sid === user.sid,
    };
  });
}

export async function endOtherSessions(db: Kysely<Database>, user: SessionUser): Promise<{ endedSessions: number }> {
  return { endedSessions: await deleteOtherSessions(db, user.id, user.sid) };
}
