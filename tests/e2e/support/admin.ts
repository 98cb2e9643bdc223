/**
 * The console in e2e tests: the seeded dev admin signed in without typing into the form. A session
 * is started as the sign-in route starts one (a `sessions` row named by a token signed with the
 * run's SESSION_SECRET, src/server/auth) and its cookies are set in the page's browser context;
 * the page then goes where the sign-in form would send it. The form itself, its cookies and its
 * throttling are covered by admin.test.ts and admin-account.test.ts, which type into it; this saves
 * every other file the password hash at production cost on a shared machine.
 */
import { decodeJwt } from "jose";
import type { Page } from "playwright-core";
import type { Db } from "../../../src/server/db/schema";
import { startSession } from "../../../src/server/auth/sessions.service";
import { findUserByEmail } from "../../../src/server/auth/users.repository";
import { ADMIN_HINT_COOKIE, SESSION_COOKIE } from "../../../src/server/auth/session-policy";
import { resetEnvForTests } from "../../../src/server/env";
import { DEV_ADMIN } from "../../../src/server/seed/seed";
import { safeNextPath } from "../../../src/shared/schemas/auth";
import { baseUrl } from "./browser";
import { E2E_SESSION_SECRET } from "./e2e-env";
import { openE2eDatabase } from "./suite";

/** Cookies of a new session of the dev admin, for `page`'s browser context. */
export async function signInCookies(page: Page): Promise<void> {
  // The functions' secret, read afresh (this worker may have parsed its environment already).
  process.env.SESSION_SECRET = E2E_SESSION_SECRET;
  resetEnvForTests();
  const db = openE2eDatabase();
  try {
    const user = await findUserByEmail(db, DEV_ADMIN.email);
    if (!user) throw new Error(`no ${DEV_ADMIN.email} in the e2e database`);
    const { token } = await startSession(db, user, { ip: "127.0.0.1", userAgent: "e2e" });
    // By domain and path: Chromium refuses a Secure cookie given with an http:// url, though it
    // keeps and sends one for localhost (a secure context), as it does the form's cookies.
    const cookie = { domain: new URL(baseUrl()).hostname, path: "/", secure: true, sameSite: "Lax" as const };
    await page.context().addCookies([
      { ...cookie, name: SESSION_COOKIE, value: token, httpOnly: true },
      { ...cookie, name: ADMIN_HINT_COOKIE, value: "1", httpOnly: false },
    ]);
  } finally {
    await db.destroy();
  }
}

/**
 * Ends the session of `page`'s browser on the server, as an idle timeout or a sign-out elsewhere
 * would, and only that one: other files sign the same admin in at the same time. Returns its id.
 */
export async function endPageSession(db: Db, page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === SESSION_COOKIE);
  const sid = cookie ? decodeJwt(cookie.value).sub : undefined;
  if (!sid) throw new Error("the page holds no session cookie");
  const ended = await db.deleteFrom("sessions").where("sid", "=", sid).executeTakeFirst();
  if (ended.numDeletedRows !== 1n) throw new Error(`no session ${sid} to end`);
  return sid;
}

/** Signs the dev admin in on the sign-in page the browser is on and goes to its `next` page. */
export async function signInAsDevAdmin(page: Page): Promise<void> {
  await signInCookies(page);
  await page.goto(safeNextPath(new URL(page.url()).searchParams.get("next")));
}

/** Opens the console page `path` through the sign-in page, signed in as the dev admin, and waits for it. */
export async function openAsDevAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signInAsDevAdmin(page);
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 60_000 });
}

/** Picks `option` from the listbox that `trigger` opens (the console's ListboxField). */
export async function chooseOption(page: Page, trigger: ReturnType<Page["getByRole"]>, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
