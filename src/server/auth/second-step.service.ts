/**
 * The second sign-in step (docs/decisions/029-second-factor.md): the pending token from a right
 * password plus a TOTP or recovery code make a session. Codes are counted before they are checked,
 * like passwords (sign-in-throttle.ts), and a wrong one counts as a failed sign-in.
 */
import type { Db } from "../db/schema";
import { InvalidSecondFactorCode, SignInStepExpired } from "../errors";
import { acceptSecondFactorCode } from "./second-factor.service";
import { countOrRefuse, knownDeviceOf, startSession, type SignInClient, type SignInResult } from "./sessions.service";
import { codeBucketsFor, forgiveAttempt } from "./sign-in-throttle";
import { isCurrentFor, verifyPendingStepToken } from "./tokens";
import { findUserById } from "./users.repository";

export async function completeSignIn(
  db: Db,
  pendingToken: string | undefined,
  code: string,
  client: SignInClient,
): Promise<SignInResult> {
  const pending = await verifyPendingStepToken(pendingToken);
  const user = pending ? await findUserById(db, pending.userId) : undefined;
  // A password change since the right password was typed ends the pending step too.
  if (!pending || !user || !isCurrentFor(pending, user)) throw new SignInStepExpired();
  const buckets = codeBucketsFor({
    userId: user.id,
    email: user.email,
    ip: client.ip,
    deviceId: await knownDeviceOf(client, user),
  });
  await countOrRefuse(db, buckets, user);
  if (!(await acceptSecondFactorCode(db, user.id, code))) throw new InvalidSecondFactorCode();
  await forgiveAttempt(db, buckets);
  return startSession(db, user, client);
}
