/**
 * The optional second factor (docs/decisions/029-second-factor.md): set up with a secret shown
 * once and confirmed with a code, then required at sign-in. The secret is stored sealed
 * (secret-box.ts); a code's time step is recorded so the same code never works twice; ten
 * recovery codes, stored hashed, each work once in the same field.
 */
import type { Db } from "../db/schema";
import { InvalidInput, SecondFactorStateConflict } from "../errors";
import type { SecondFactorStatus, TotpEnrolment } from "../../shared/schemas/account";
import { accountStrings } from "../../shared/strings/account";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import {
  claimStep,
  countUnusedRecoveryCodes,
  enableSecondFactor,
  findSecondFactor,
  isSecondFactorOn,
  savePendingSecret,
  useRecoveryCode,
} from "./second-factor.repository";
import { openSecret, sealSecret } from "./secret-box";
import { enrolmentFor, matchingStep, newTotpSecret } from "./totp";

const PURPOSE = "totp-secret";
const m = accountStrings.messages;

export { isSecondFactorOn };

export async function secondFactorStatus(db: Db, userId: string): Promise<SecondFactorStatus> {
  const enabled = await isSecondFactorOn(db, userId);
  return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0 };
}

/** A fresh secret to scan; it only takes effect once `confirmEnrolment` gets a code from it. */
export async function startEnrolment(db: Db, user: { id: string; email: string }): Promise<TotpEnrolment> {
  if (await isSecondFactorOn(db, user.id)) throw new SecondFactorStateConflict(m.alreadyOn);
  const secret = newTotpSecret();
  await savePendingSecret(db, user.id, sealSecret(secret, PURPOSE));
  return enrolmentFor(secret, user.email);
}

/** Turns the second factor on when `code` comes from the pending secret; answers the recovery codes (shown once). */
export async function confirmEnrolment(db: Db, userId: string, code: string): Promise<string[]> {
  const row = await findSecondFactor(db, userId);
  if (row?.enabledAt) throw new SecondFactorStateConflict(m.alreadyOn);
  const secret = row?.pendingSecretEncrypted ? openSecret(row.pendingSecretEncrypted, PURPOSE) : undefined;
  if (!row?.pendingSecretEncrypted || !secret) throw new SecondFactorStateConflict(m.notPending);
  const step = matchingStep(secret, code);
  if (step === undefined) throw new InvalidInput(m.codeWrong, { code: m.codeWrong });
  const recoveryCodes = newRecoveryCodes();
  await enableSecondFactor(db, {
    userId,
    sealed: row.pendingSecretEncrypted,
    step,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
  });
  return recoveryCodes;
}

/**
 * True when `code` is the user's current TOTP code (not used before) or one of their unused
 * recovery codes, which is then spent.
 */
export async function acceptSecondFactorCode(db: Db, userId: string, code: string): Promise<boolean> {
  const row = await findSecondFactor(db, userId);
  if (!row?.enabledAt || !row.secretEncrypted) return false;
  if (looksLikeRecoveryCode(code)) return useRecoveryCode(db, userId, hashRecoveryCode(code));
  const secret = openSecret(row.secretEncrypted, PURPOSE);
  const step = secret ? matchingStep(secret, code.replace(/\s/g, "")) : undefined;
  return step !== undefined && (await claimStep(db, userId, step));
}
