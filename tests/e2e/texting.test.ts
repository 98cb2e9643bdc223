/**
 * Texting end to end at 375 px (issue 32, item 11), against the run's Messages API stand-in (texting is on in the
 * e2e set-up, support/twilio-e2e.ts): a quote sent from the form with Text chosen gets its first text (read at the
 * stand-in through its own API); the customer's reply, posted as Twilio posts it (signed with X-Twilio-Signature
 * as `npm run sms:simulate` signs it), is on the lead's timeline; the owner answers by text from the composer
 * (the segment count shown; axe with the texting parts open) and the stand-in receives it; the customer sends
 * STOP, gets the one confirmation, the lead shows "Texts stopped by the customer on …", Text is refused in the
 * composer, and the next reminder (a text step of "Proposal sent, no answer", sent now by the owner) is not sent.
 *
 * No wall clock: the first text goes at once in business hours and otherwise waits for the next allowed
 * moment (text-quiet-hours.ts); the test runs the texts' job at the text's own due moment (deliverTexts with
 * `now`, what outbox-retry runs every 5 minutes), so it passes the same way at any hour. Every wait is for a
 * condition.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { readBusinessCalendar } from "../../src/server/follow-ups/follow-up-settings";
import { deliverTexts } from "../../src/server/sms/sms-delivery.job";
import { TWILIO_WEBHOOK_PATHS, type TextingConfig } from "../../src/server/sms/texting-config";
import type { FollowUpStep } from "../../src/shared/schemas/follow-ups";
import { conversationStrings } from "../../src/shared/strings/conversation";
import { followUpStrings } from "../../src/shared/strings/follow-ups";
import { quoteFormStrings } from "../../src/shared/strings/leads";
import { smsStrings } from "../../src/shared/strings/sms";
import { textingComposerStrings as t, textTimelineStrings } from "../../src/shared/strings/texting";
import { TEXT_CONSENT_LABEL } from "../../src/shared/text-consent";
import { customerTimeZone, textMoment } from "../../src/shared/text-quiet-hours";
import {
  inboundFields,
  signedTwilioRequest,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_MESSAGING_SERVICE_SID,
} from "../../scripts/lib/twilio-payloads";
import type { RecordedText } from "../../scripts/lib/twilio-stand-in";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, baseUrl, type TestPage } from "./support/browser";
import { fillByLabel, sendQuoteForm } from "./support/leads";
import { sendProposalThroughApi } from "./support/proposals";
import { closeSuite, openOwnerSuite } from "./support/suite";

const PHONE = "(862) 555-0164";
const E164 = "+18625550164";
const labels = quoteFormStrings.labels;
const POLL = { timeout: 30_000, interval: 100 };

let db: Db;
let owner: TestPage;
let page: Page;
/** "Proposal sent, no answer" as seeded, put back after the file. */
let proposalSequence: { id: number; steps: FollowUpStep[] } | undefined;

/** What the stand-in received for the customer's number, through its own API. */
async function textsAtStandIn(): Promise<RecordedText[]> {
  const answer = await fetch(`${inject("twilioApiBase")}/__texts`);
  return ((await answer.json()) as { texts: RecordedText[] }).texts.filter((text) => text.to === E164);
}

/** The customer's phone texting us: Twilio's inbound webhook, signed as Twilio signs it. */
async function customerTexts(body: string): Promise<void> {
  const url = `${baseUrl()}${TWILIO_WEBHOOK_PATHS.inbound}`;
  const { headers, rawBody } = await signedTwilioRequest(url, inboundFields({ from: E164, body }), TEST_AUTH_TOKEN);
  const answer = await fetch(url, { method: "POST", headers, body: rawBody });
  expect(answer.status, await answer.text()).toBe(200);
}

/** Twilio's settings as the served functions have them (the run's stand-in). */
const texting = (): TextingConfig => ({
  accountSid: TEST_ACCOUNT_SID,
  authToken: TEST_AUTH_TOKEN,
  messagingServiceSid: TEST_MESSAGING_SERVICE_SID,
  apiBase: inject("twilioApiBase"),
  siteUrl: baseUrl(),
});

const timeline = () => page.getByRole("list", { name: conversationStrings.panel.heading });
const channels = () => page.getByRole("group", { name: t.channel });

beforeAll(async () => ({ db, owner, page } = await openOwnerSuite()));

afterAll(async () => {
  if (proposalSequence)
    await db
      .updateTable("followUpSequences")
      .set({ steps: JSON.stringify(proposalSequence.steps) })
      .where("id", "=", proposalSequence.id)
      .execute();
  await closeSuite({ session: owner, db });
});

describe("texting a lead, at 375 px", () => {
  let quoteId: number;

  it("a quote with consent gets its first text at an allowed moment, whatever the hour", async () => {
    await page.goto("/quote");
    await page.locator("form[data-hydrated]").waitFor();
    await page.getByLabel("Text", { exact: true }).check();
    await expect(page.getByRole("checkbox", { name: TEXT_CONSENT_LABEL }).isChecked()).resolves.toBe(true);
    const email = `hester-texting-${Date.now()}@example.com`;
    await fillByLabel(page, {
      [labels.firstName]: "Hester",
      [labels.lastName]: "Prynne",
      [labels.email]: email,
      [labels.phone]: PHONE,
      [labels.zipCode]: "07960",
      [labels.address]: "9 Macculloch Avenue",
      [labels.city]: "Morristown",
      [labels.state]: "NJ",
    });
    await sendQuoteForm(page);
    await page.getByRole("heading", { name: quoteFormStrings.successHeading }).waitFor({ timeout: 30_000 });
    quoteId = (await db.selectFrom("quotes").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

    // Queued in the lead's own transaction: due now in business hours, else at the next allowed moment.
    const first = await db
      .selectFrom("smsMessages")
      .selectAll()
      .where("quoteId", "=", quoteId)
      .where("purpose", "=", "first-text")
      .executeTakeFirstOrThrow();
    const due = first.nextAttemptAt;
    expect(textMoment(due, await readBusinessCalendar(db), customerTimeZone("NJ")).getTime()).toBe(due.getTime());
    // The job at the text's moment (a no-op when the request sent it already: one claim, one send).
    const now = new Date(Math.max(due.getTime(), Date.now()));
    await deliverTexts(db, [String(first.id)], { now, config: texting() });
    await expect
      .poll(async () => (await textsAtStandIn()).map((text) => text.body), POLL)
      .toEqual([
        "Hi Hester, it's Alpine Slate Roofing. We got your request about repair and will call you within the hour. Reply here any time.",
      ]);
  });

  it("the customer's reply is on the timeline and the owner answers by text", async () => {
    await customerTexts("Tuesday morning works for us. The leak is over the porch.");
    await openAsDevAdmin(page, `/admin/quotes/${quoteId}`);
    await timeline().getByText("Tuesday morning works for us. The leak is over the porch.").waitFor(POLL);
    await timeline().getByText(`${textTimelineStrings.customerTexted}: ${E164}`, { exact: true }).waitFor();

    await channels().getByRole("radio", { name: t.text }).check();
    const answer = "Thank you, Hester. We will be there Tuesday at 9 am.";
    await page.getByLabel(t.label, { exact: true }).fill(answer);
    await page.getByText(t.count(answer.length, 1), { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: t.send, exact: true }).click();
    await expect.poll(async () => (await textsAtStandIn()).map((text) => text.body), POLL).toContain(answer);
    await timeline().getByText(answer).waitFor(POLL);
  });

  it("STOP: one confirmation, the lead shows it, and the next reminder by text is not sent", async () => {
    await customerTexts("STOP");
    await expect.poll(async () => (await textsAtStandIn()).at(-1)?.body, POLL).toBe(smsStrings.optOutConfirmation);
    const stop = await db
      .selectFrom("smsSuppressions")
      .select("createdAt")
      .where("phoneNumber", "=", E164)
      .executeTakeFirstOrThrow();
    await page.reload();
    await timeline().getByText(smsStrings.stoppedOn(stop.createdAt), { exact: true }).waitFor(POLL);
    await channels().getByText(smsStrings.refused["opted-out"], { exact: true }).waitFor();
    await expect(channels().getByRole("radio", { name: t.text }).isDisabled()).resolves.toBe(true);

    // The next reminder: the proposal's sequence with its first step by text (steps written as the editor
    // saves them; straight to the row, so no other file's running leads are re-planned), sent now by the owner.
    const sequence = await db
      .selectFrom("followUpSequences")
      .select(["id", "steps"])
      .where("trigger", "=", "proposal-sent")
      .where("isActive", "=", true)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    proposalSequence = sequence;
    const byText = sequence.steps.map((step, index) =>
      index === 0 ? { ...step, channel: "text" as const, smsContent: "Hi {{firstName}}, any questions?" } : step,
    );
    await db
      .updateTable("followUpSequences")
      .set({ steps: JSON.stringify(byText) })
      .where("id", "=", sequence.id)
      .execute();
    const textsBefore = (await textsAtStandIn()).length;
    await sendProposalThroughApi(page, quoteId);
    await page.reload();
    const panel = page.getByRole("region", { name: followUpStrings.panel.heading });
    const sentNow = page.waitForResponse((response) => /\/api\/admin\/follow-ups\/\d+\/send-now$/.test(response.url()));
    await panel.getByRole("button", { name: followUpStrings.panel.sendNow }).click();
    expect((await sentNow).status()).toBe(200);
    await timeline()
      .getByText(followUpStrings.textSkipped.label(1, smsStrings.refused["opted-out"]), { exact: true })
      .waitFor(POLL);
    const queued = await db
      .selectFrom("smsMessages")
      .select("purpose")
      .where("toNumber", "=", E164)
      .where("direction", "=", "out")
      .execute();
    expect(queued.map((text) => text.purpose).sort()).toEqual(["first-text", "opt-out-confirmation", "reply"]);
    expect(await textsAtStandIn()).toHaveLength(textsBefore);
  });
});
