/** The console in e2e tests: the seeded dev admin signs in on the sign-in page the browser is on. */
import type { Page } from "playwright-core";
import { DEV_ADMIN } from "../../../src/server/seed/seed";

export async function signInAsDevAdmin(page: Page): Promise<void> {
  await page.getByLabel("Email").fill(DEV_ADMIN.email);
  await page.getByLabel("Password").fill(DEV_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
