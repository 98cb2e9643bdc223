/**
 * The signed-in admin's own account. Every change to how it signs in (password, two-step sign-in,
 * other sessions) first asks for proof of ownership (owner-proof.service.ts), so a stolen session
 * cannot take the account over. Changing the password ends every other session and every
 * known-device and pending second-step token; two-step sign-in going on or off is e-mailed.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/schema";
import { SecondFactorStateConflict } from "../errors";
import { ipBucket } from "../http/client-ip";
import type { AccountSession, ChangePasswordInput, OwnerProofInput } from "../../shared/schemas/account";
import { accountStrings } from "../../shared/strings/account";
import { queueSecondFactorNotice } from "./account-notices";
import { deviceSummary, networkSummary } from "./device-summary";
import { confirmOwner } from "./owner-proof.service";
import { hashPassword } from "./password";
import { assertPasswordAllowed } from "./password-policy";
import { deleteSecondFactor } from "./second-factor.repository";
import { confirmEnrolment, isSecondFactorOn, startEnrolment } from "./second-factor.service";
import type { SignInClient } from "./sessions.service";
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from "./session-policy";
import { deleteOtherSessions, listLiveSessions, type SessionUser } from "./sessions.repository";
import { signDeviceToken } from "./tokens";
import { replacePassword } from "./users.repository";

export async function changePassword(
  db: Db,
  user: SessionUser,
  change: ChangePasswordInput,
  client: SignInClient,
): Promise<{ endedSessions: number; deviceToken: string }> {
  // The new password's rules first: a refused one must not spend the code typed with it.
  await assertPasswordAllowed(change.newPassword, user.email);
  await confirmOwner(db, user.id, { password: change.currentPassword, code: change.code }, client, {
    passwordField: "currentPassword",
  });
  const credentialsVersion = await replacePassword(db, user.id, await hashPassword(change.newPassword));
  return {
    endedSessions: await deleteOtherSessions(db, user.id, user.sid),
    // Known-device tokens died with the old password; this browser gets a new one.
    deviceToken: await signDeviceToken({ id: user.id, credentialsVersion }),
  };
}

export async function listSessions(db: Db, user: SessionUser): Promise<AccountSession[]> {
  const rows = await listLiveSessions(db, user.id, SESSION_ABSOLUTE_LIFETIME_MS);
  return rows.map((row) => {
    const sess = row.sess as { ip?: unknown; userAgent?: unknown };
    return {
      key: createHash("sha256").update(row.sid).digest("base64url").slice(0, 16),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: new Date(row.expire.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString(),
      device: deviceSummary(typeof sess.userAgent === "string" ? sess.userAgent : null) ?? null,
      network: networkSummary(typeof sess.ip === "string" ? sess.ip : null, ipBucket, accountStrings.sessions) ?? null,
      current: row.sid === user.sid,
    };
  });
}

export async function endOtherSessions(
  db: Db,
  user: SessionUser,
  proof: OwnerProofInput,
  client: SignInClient,
): Promise<{ endedSessions: number }> {
  await confirmOwner(db, user.id, proof, client);
  return { endedSessions: await deleteOtherSessions(db, user.id, user.sid) };
}

export async function startSecondFactor(db: Db, user: SessionUser, proof: OwnerProofInput, client: SignInClient) {
  await assertSecondFactor(db, user.id, false);
  await confirmOwner(db, user.id, proof, client);
  return startEnrolment(db, user);
}

/** Turns two-step sign-in on with a code from the new key (and the password); its recovery codes. */
export async function enableSecondFactor(
  db: Db,
  user: SessionUser,
  input: { code: string; password: string },
  client: SignInClient,
): Promise<string[]> {
  await assertSecondFactor(db, user.id, false);
  await confirmOwner(db, user.id, { password: input.password }, client);
  const recoveryCodes = await confirmEnrolment(db, user.id, input.code);
  await queueSecondFactorNotice(db, user, true);
  return recoveryCodes;
}

export async function turnOffSecondFactor(
  db: Db,
  user: SessionUser,
  proof: OwnerProofInput,
  client: SignInClient,
): Promise<void> {
  await assertSecondFactor(db, user.id, true);
  await confirmOwner(db, user.id, proof, client);
  if (await deleteSecondFactor(db, user.id)) await queueSecondFactorNotice(db, user, false);
}

/** 409 unless two-step sign-in is `on` (before asking for any proof: the state is no secret to the session). */
async function assertSecondFactor(db: Db, userId: string, on: boolean): Promise<void> {
  if ((await isSecondFactorOn(db, userId)) !== on) {
    throw new SecondFactorStateConflict(on ? accountStrings.messages.notOn : accountStrings.messages.alreadyOn);
  }
}
