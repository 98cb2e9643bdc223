/** Turning two-step sign-in on through the account API, as the account page does (password, then a code). */
import { expect } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { callFunction } from "./functions";
import { totpCode } from "./totp";

/**
 * Waits, when what is left of the current 30-s step is shorter than `margin`, until the next step
 * begins: the code one step old is accepted only while it is one step old, so the request that
 * sends it must reach the server within the step the code was computed in.
 */
async function earlyInStep(margin: number): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Turns it on for the session `cookie`, with a code one step old (so the current one is still unused). */
export async function enableSecondFactor(cookie: string, password: string) {
  const post = (path: string, body: unknown) =>
    callFunction(adminApi, `/api/admin/account/second-factor${path}`, { method: "POST", body, cookie });
  const started = performance.now();
  const setup = await post("/setup", { password });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  // The enable request does the work setup did (the password, a row) and a little more: it is
  // given four times what setup took on this machine now, and at least 2 s (it waited for up to
  // 15 s of every 30 before, the slowest part of the second-factor files).
  await earlyInStep(Math.max(2_000, 4 * (performance.now() - started)));
  const enabled = await post("/enable", { code: totpCode(secret, Date.now() - 30_000), password });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}
