/**
 * The signed-in admin's own account: changing the password (which ends every other session) and
 * the list of sessions, with "sign out everywhere else".
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { InvalidInput } from "../errors";
import { ipBucket } from "../http/client-ip";
import type { AccountSession } from "../../shared/schemas/account";
import { accountStrings } from "../../shared/strings/account";
import { deviceSummary } from "./device-summary";
import { hashPassword, verifyPassword } from "./password";
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from "./session-policy";
import { deleteOtherSessions, listLiveSessions, type SessionUser } from "./sessions.repository";
import { findPasswordHash, updatePasswordHash } from "./users.repository";

const m = accountStrings.messages;

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
