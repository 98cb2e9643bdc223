/**
 * Proof that the signed-in admin is the account's owner, not someone holding a stolen session
 * (docs/decisions/036g-account-takeover-and-recovery.md): the password and, when two-step sign-in
 * is on, a current code. Every change to how the account signs in asks for it. Like a sign-in it
 * is counted in the sign-in throttle before anything is checked (same buckets as a password
 * attempt from this client, plus the code bucket when a code is due), so a stolen session is no
 * way around the throttle, and a right proof gives the count back.
 */
import type { Db } from "../db/schema";
import { InvalidInput } from "../errors";
import type { OwnerProofInput } from "../../shared/schemas/account";
import { accountStrings } from "../../shared/strings/account";
import { verifyPassword } from "./password";
import { acceptSecondFactorCode, isSecondFactorOn } from "./second-factor.service";
import { countOrRefuse, knownDeviceOf, type SignInClient } from "./sessions.service";
import { bucketsFor, codeBucketsFor, forgiveAttempt } from "./sign-in-throttle";
import { findUserById } from "./users.repository";

const m = accountStrings.messages;

export async function confirmOwner(
  db: Db,
  userId: string,
  proof: OwnerProofInput,
  client: SignInClient,
  { passwordField = "password" }: { passwordField?: string } = {},
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new InvalidInput(m.passwordWrong, { [passwordField]: m.passwordWrong });
  const codeDue = await isSecondFactorOn(db, user.id);
  const attempt = { userId: user.id, email: user.email, ip: client.ip, deviceId: await knownDeviceOf(client, user) };
  const buckets = codeDue ? codeBucketsFor(attempt) : bucketsFor(attempt);

  await countOrRefuse(db, buckets, user);
  if (!user.passwordHash || !(await verifyPassword(proof.password, user.passwordHash))) {
    const message = passwordField === "password" ? m.passwordWrong : m.currentWrong;
    throw new InvalidInput(message, { [passwordField]: message });
  }
  if (codeDue) {
    if (!proof.code) throw new InvalidInput(m.codeNeeded, { code: m.codeNeeded });
    if (!(await acceptSecondFactorCode(db, user.id, proof.code)))
      throw new InvalidInput(m.codeWrong, { code: m.codeWrong });
  }
  await forgiveAttempt(db, buckets);
}
