/** Turning two-step sign-in on through the account API, as the account page does (password, then a code). */
import { expect } from "vitest";
import * as account from "../../functions/admin-account.mts";
import { callFunction } from "./functions";
import { totpCode } from "./totp";

/** Turns it on for the session `cookie`, with a code one step old (so the current one is still unused). */
export async function enableSecondFactor(cookie: string, password: string) {
  const post = (path: string, body: unknown) =>
    callFunction(account, `/api/admin/account/second-factor${path}`, { method: "POST", body, cookie });
  const setup = await post("/setup", { password });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await post("/enable", { code: totpCode(secret, Date.now() - 30_000), password });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}
