/** Turning two-step sign-in on through the account API, as the account page does (password, then a code). */
import { expect } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { callFunction } from "./functions";
import { totpCode } from "./totp";

/**
 * Waits, when less than 15 s of the current 30-s step are left, until the next step begins: the
 * code one step old is accepted only while it is one step old, and on a loaded machine the two
 * requests below (each hashing a password) can take long enough to cross a step boundary.
 */
async function earlyInStep(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Turns it on for the session `cookie`, with a code one step old (so the current one is still unused). */
export async function enableSecondFactor(cookie: string, password: string) {
  const post = (path: string, body: unknown) =>
    callFunction(adminApi, `/api/admin/account/second-factor${path}`, { method: "POST", body, cookie });
  await earlyInStep();
  const setup = await post("/setup", { password });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await post("/enable", { code: totpCode(secret, Date.now() - 30_000), password });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}
