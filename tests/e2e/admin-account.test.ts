/**
 * The account page end to end, in Chromium against the production build: change the password and
 * sign in with the new one; turn on two-step sign-in with a code computed from the key the page
 * shows; sign out; sign in with password and code. axe at 375 and 1280 px on the two-step setup,
 * the code step and the reset page (the account page and /login/forgot: axe-sweep-*.test.ts), and no
 * CSP violation from the inline QR code.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/auth/password";
import type { Db } from "../../src/server/db/schema";
import { accountStrings } from "../../src/shared/strings/account";
import { adminStrings } from "../../src/shared/strings/admin";
import { authStrings } from "../../src/shared/strings/auth";
import { totpCode } from "../support/totp";
import { axeViolations, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { closeSuite, openE2eDatabase } from "./support/suite";
import { expectNoCspViolations, watchCsp } from "./support/security";

const owner = { email: "account-e2e@alpine.test", password: "the first e2e passphrase" };
const newPassword = "the second e2e passphrase";
const text = accountStrings;

let db: Db;
let session: TestPage;
let page: Page;

beforeAll(async () => {
  db = openE2eDatabase();
  await db
    .insertInto("users")
    .values({
      email: owner.email,
      firstName: "Account",
      lastName: "Owner",
      isAdmin: true,
      passwordHash: await hashPassword(owner.password),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  session = await openPage();
  page = session.page;
  await watchCsp(page);
});

afterAll(async () => {
  await closeSuite({ session, db });
});

async function signInWithPassword(password: string) {
  await page.goto("/login?next=%2Fadmin%2Faccount");
  await page.getByLabel(authStrings.emailLabel, { exact: true }).fill(owner.email);
  await page.getByLabel(authStrings.passwordLabel, { exact: true }).fill(password);
  await page.getByRole("button", { name: authStrings.submit }).click();
}

/** A console field by its label, which carries the required mark after the text. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\b`));

async function expectAxeCleanAtBothSizes(where: string) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${where} at ${viewport.width}px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${where} at ${viewport.width}px`).toBeLessThanOrEqual(0);
  }
}

const toast = (title: string) =>
  page.getByRole("status").filter({ hasText: title }).first().waitFor({ state: "visible", timeout: 15_000 });

async function signOut() {
  await page.getByRole("button", { name: adminStrings.nav.signOut, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

describe("account page", () => {
  it("is reached from the console's navigation", async () => {
    await signInWithPassword(owner.password);
    await page.waitForURL(/\/admin\/account$/);
    await page.getByRole("heading", { name: text.title, level: 1 }).waitFor();
    await page.getByText(text.sessions.thisSession).waitFor();
    // The address a browser on the same machine signs in from reads as a place, not "::1".
    await page.getByText(text.sessions.thisComputer).first().waitFor();
    await expect(page.getByRole("link", { name: "Account" }).getAttribute("aria-current")).resolves.toBe("page");
  }, 120_000);

  it("changes the password; the new one signs in", async () => {
    await field(text.password.current).fill(owner.password);
    await field(text.password.new).fill(newPassword);
    await field(text.password.confirm).fill(newPassword);
    await page.getByRole("button", { name: text.password.submit }).click();
    await toast(text.password.changed);
    await signOut();
    await signInWithPassword(owner.password);
    await page.getByRole("alert").filter({ hasText: authStrings.invalidCredentials }).waitFor();
    await signInWithPassword(newPassword);
    await page.waitForURL(/\/admin\/account$/);
  }, 120_000);

  let secret = "";

  it("turns on two-step sign-in after the password, with a code from the key it shows, then lists ten recovery codes", async () => {
    await page.getByRole("button", { name: text.secondFactor.start }).click();
    await field(text.proof.password).fill("not the password");
    await page.getByRole("button", { name: text.secondFactor.start }).click();
    await page.getByText(text.messages.passwordWrong, { exact: true }).waitFor();
    await field(text.proof.password).fill(newPassword);
    await page.getByRole("button", { name: text.secondFactor.start }).click();
    await page.getByRole("img", { name: text.secondFactor.qrLabel }).waitFor();
    secret = (await page.locator("[data-secret]").getAttribute("data-secret"))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAxeCleanAtBothSizes("/admin/account (setup)");
    await field(text.secondFactor.code).fill(totpCode(secret));
    await page.getByRole("button", { name: text.secondFactor.confirm }).click();
    await page.getByRole("heading", { name: text.secondFactor.recoveryHeading }).waitFor();
    const recoveryCodes = page.getByRole("list", { name: text.secondFactor.recoveryHeading }).getByRole("listitem");
    expect(await recoveryCodes.count()).toBe(10);
    const download = page.getByRole("link", { name: new RegExp(text.secondFactor.download) });
    expect(await download.getAttribute("download")).toBe(text.secondFactor.fileName);
    expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain(
      await recoveryCodes.first().innerText(),
    );
    await page.getByRole("button", { name: text.secondFactor.copy }).waitFor();
    await page.getByRole("button", { name: text.secondFactor.print }).waitFor();
    await page.getByRole("button", { name: text.secondFactor.recoveryDone }).click();
    await page.getByText(text.secondFactor.onText(10)).waitFor();
    await expectNoCspViolations(session, "/admin/account");
  }, 120_000);

  it("asks for the code after the password, on an axe-clean step", async () => {
    await signOut();
    await signInWithPassword(newPassword);
    await page.waitForURL(/\/login\/code\?next=%2Fadmin%2Faccount$/);
    await page.getByRole("heading", { name: text.signInStep.heading, level: 1 }).waitFor();
    await expectAxeCleanAtBothSizes("/login/code");
  }, 120_000);

  it("refuses a wrong code and signs in with the next one", async () => {
    await page.getByLabel(text.signInStep.codeLabel, { exact: true }).fill("000000");
    await page.getByRole("button", { name: text.signInStep.submit }).click();
    await page.getByRole("alert").filter({ hasText: text.signInStep.invalidCode }).waitFor();
    // The next step's code: the current one was spent turning the factor on.
    await page.getByLabel(text.signInStep.codeLabel, { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: text.signInStep.submit }).click();
    await page.waitForURL(/\/admin\/account$/);
    await page.getByText(text.secondFactor.onText(10)).waitFor();
    await expectNoCspViolations(session, "/login/code");
  }, 120_000);
});

describe("forgot password", () => {
  const finalPassword = "the third e2e passphrase";

  it("sends a link from the sign-in page; the link's page sets a new password that signs in", async () => {
    await signOut();
    await page.goto("/login");
    await page.getByRole("link", { name: text.reset.link }).click();
    await page.getByRole("heading", { name: text.reset.requestHeading, level: 1 }).waitFor();
    await page.getByLabel(text.reset.emailLabel, { exact: true }).fill(owner.email);
    await page.getByRole("button", { name: text.reset.requestSubmit }).click();
    await page.getByRole("heading", { name: text.reset.sentHeading, level: 1 }).waitFor();

    const mail = await db
      .selectFrom("emailOutbox")
      .select("textBody")
      .where("toAddress", "=", owner.email)
      .where("tag", "=", "password-reset")
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+token=[\w-]+/.exec(mail.textBody ?? "")![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL((url) => url.pathname === "/login/reset" && url.search === "");
    await expectAxeCleanAtBothSizes("/login/reset");
    await page.getByLabel(text.password.new, { exact: true }).fill("password1234");
    await page.getByLabel(text.password.confirm, { exact: true }).fill("password1234");
    await page.getByRole("button", { name: text.reset.submit }).click();
    await page.getByRole("alert").filter({ hasText: text.reset.weak }).waitFor();
    await page.getByLabel(text.password.new, { exact: true }).fill(finalPassword);
    await page.getByLabel(text.password.confirm, { exact: true }).fill(finalPassword);
    await page.getByRole("button", { name: text.reset.submit }).click();
    await page.getByRole("alert").filter({ hasText: text.reset.done }).waitFor();
    // Two-step sign-in stays on: the new password leads to the code step.
    await signInWithPassword(finalPassword);
    await page.waitForURL(/\/login\/code/);
  }, 180_000);
});
