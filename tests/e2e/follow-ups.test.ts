/**
 * Follow-ups end to end (issue 22 items 5-9), in Chromium at 375 px against the production build:
 * a proposal goes out through the admin API, the owner sees on the quote's page what will be sent
 * when (times in the business's zone, labelled ET), pauses, resumes, skips the first reminder and
 * sends the second now; the customer opens the unsubscribe link of that e-mail (from the outbox
 * row) on their phone, confirms without JavaScript, and the owner's page shows the sequence
 * stopped. The Settings tab lists the sequences and the holidays.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { formatBusinessTime } from "../../src/shared/format";
import type { AdminEnrolment } from "../../src/shared/schemas/follow-ups";
import { followUpStrings, stopReasons } from "../../src/shared/strings/follow-ups";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, VIEWPORTS, withPage, type TestPage } from "./support/browser";
import { insertFlowQuote } from "./support/sample-leads";
import { closeSuite, openOwnerSuite } from "./support/suite";
import { sendProposalThroughApi } from "./support/proposals";

const text = followUpStrings.panel;
let db: Db;
let owner: TestPage;
let page: Page;
const tag = `Fup${Date.now().toString(36)}`;
let quoteId: number;

async function schedule(): Promise<AdminEnrolment> {
  const body = await page.evaluate(async (id) => {
    const response = await fetch(`/api/admin/follow-ups?quote=${id}`);
    return (await response.json()) as { enrolments: AdminEnrolment[] };
  }, quoteId);
  return body.enrolments[0]!;
}

/** vitest's expect.poll gives up after 1 s by default; a refetch on a loaded machine takes longer. */
const POLL = { timeout: 30_000 };

const panel = () => page.getByRole("region", { name: text.heading });
const reminder = (n: number) =>
  panel()
    .getByRole("listitem")
    .filter({ hasText: text.reminder(n, 3) });

beforeAll(async () => ({ db, owner, page } = await openOwnerSuite()));

afterAll(() => closeSuite({ session: owner, db }));

describe("automatic follow-ups on a quote with a sent proposal", { timeout: 240_000 }, () => {
  it("shows what will be sent when, in the business's time, and the owner pauses, skips and sends now", async () => {
    quoteId = await insertFlowQuote(db, {
      firstName: "Imogen",
      lastName: tag,
      email: `imogen-${tag}@example.com`,
      phone: "973-555-0190",
      address: "12 Oak Lane",
      city: "Summit",
      zipCode: "07901",
      status: "contacted",
    });
    await openAsDevAdmin(page, `/admin/quotes/${quoteId}`);
    await sendProposalThroughApi(page, quoteId);
    await page.reload();

    const planned = await schedule();
    expect(planned.sequenceName).toBe("Proposal sent, no answer");
    await panel().getByRole("heading", { name: "Proposal sent, no answer" }).waitFor({ timeout: 30_000 });
    for (const [index, step] of planned.steps.entries()) {
      expect(step.dueAt).toBeTruthy();
      await expect
        .poll(() => reminder(index + 1).textContent(), POLL)
        .toContain(text.on(formatBusinessTime(step.dueAt!)));
    }
    expect(formatBusinessTime(planned.steps[0]!.dueAt!)).toMatch(/ ET$/);
    expect(await axeViolations(page)).toEqual([]);

    await panel().getByRole("button", { name: text.pause }).click();
    await panel().getByText(text.status.paused, { exact: true }).waitFor();
    await panel().getByRole("button", { name: text.resume }).click();
    await panel().getByText(text.status.active, { exact: true }).waitFor();
    const skipped = page.waitForResponse((response) => /\/api\/admin\/follow-ups\/\d+\/skip$/.test(response.url()));
    await panel().getByRole("button", { name: text.skip }).click();
    const skipAnswer = await skipped;
    expect(skipAnswer.status(), await skipAnswer.text()).toBe(200);
    await expect.poll(() => reminder(1).textContent(), POLL).toContain(text.notSent);
    await panel().getByRole("button", { name: text.sendNow }).dblclick();
    await expect.poll(async () => (await reminder(2).textContent()) ?? "", POLL).toContain("sent ");
    const mails = await db
      .selectFrom("emailOutbox")
      .select("subject")
      .where("quoteId", "=", quoteId)
      .where("tag", "=", "follow-up")
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual(["Your repair proposal from Alpine Slate Roofing"]);
  });

  it("the unsubscribe link of that e-mail works on the customer's phone, and the owner sees the sequence stopped", async () => {
    const mail = await db
      .selectFrom("emailOutbox")
      .select(["textBody", "headers"])
      .where("quoteId", "=", quoteId)
      .where("tag", "=", "follow-up")
      .executeTakeFirstOrThrow();
    const path = /\/unsubscribe\/[\w.-]+/.exec(mail.textBody)?.[0];
    expect(path, "no unsubscribe link in the e-mail").toBeTruthy();
    expect(mail.headers?.[0]?.Value).toContain(path);
    await withPage(
      async ({ page: customer }) => {
        await customer.goto(path!);
        const s = followUpStrings.unsubscribe;
        await customer.getByRole("heading", { name: s.title }).waitFor();
        expect(await axeViolations(customer)).toEqual([]);
        await customer.getByRole("button", { name: s.confirm }).click();
        await customer.getByRole("heading", { name: s.doneTitle }).waitFor({ timeout: 30_000 });
      },
      { viewport: VIEWPORTS.mobile },
    );
    await page.reload();
    await panel().getByText(text.status.stopped, { exact: true }).waitFor({ timeout: 30_000 });
    await panel().getByText(stopReasons.unsubscribed).waitFor();
  });

  it("lists the sequences and the holidays in Settings", async () => {
    await page.goto("/admin/email/templates");
    await page.getByRole("tab", { name: followUpStrings.settings.tab }).click();
    await page.getByRole("heading", { name: followUpStrings.settings.heading }).waitFor({ timeout: 30_000 });
    await page.getByRole("form", { name: "Quote request not reached by phone" }).waitFor();
    await expect
      .poll(() => page.getByLabel(`${followUpStrings.settings.holidayName} 1`, { exact: true }).inputValue())
      .toBe("New Year's Day");
    expect(await axeViolations(page)).toEqual([]);
  });
});
