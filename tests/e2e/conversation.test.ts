/**
 * The conversation end to end (issue 21), in Chromium at 375 px against the production build: the
 * owner writes to a customer from the quote's page (the draft survives a reload), a reply arrives as
 * Postmark's documented inbound webhook with the lead's Reply-To hash, the dashboard counts it as an
 * unread reply, the owner reads it on the lead page and answers, and the answer is in the outbox
 * threaded on the customer's message (In-Reply-To, References, "Re:" subject, Reply-To the lead).
 * The dashboard draws the unread count its API answered; that the count moves by exactly one reply
 * is tests/integration/conversation-api.test.ts's (other files' leads get replies meanwhile).
 */
import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import type { WaitingLeads } from "../../src/shared/speed-to-lead";
import { conversationStrings as text } from "../../src/shared/strings/conversation";
import { inboundPayload } from "../../scripts/lib/postmark-payloads";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, baseUrl, statusShown, type TestPage } from "./support/browser";
import { insertFlowQuote } from "./support/sample-leads";
import { closeSuite, openOwnerSuite } from "./support/suite";

let db: Db;
let owner: TestPage;
let page: Page;
const tag = `Conv${Date.now().toString(36)}`;
const email = `margaret-${tag.toLowerCase()}@example.com`;

const insertQuote = () =>
  insertFlowQuote(db, {
    firstName: "Margaret",
    lastName: tag,
    email,
    description: "A few slates slipped over the porch.",
    status: "contacted",
  });

const WAITING_URL = "/api/admin/leads/waiting";

const composer = () => page.getByLabel(text.composer.label, { exact: true });

async function sendFromComposer(message: string) {
  await composer().fill(message);
  await page.getByRole("button", { name: text.composer.send, exact: true }).click();
  await statusShown(page, text.composer.sent);
}

beforeAll(async () => ({ db, owner, page } = await openOwnerSuite()));

afterAll(() => closeSuite({ session: owner, db }));

describe("a reply on the lead, answered from the console", { timeout: 240_000 }, () => {
  let quoteId: number;

  it("sends the owner's follow-up from the lead page; an unsent draft survives a reload", async () => {
    quoteId = await insertQuote();
    await openAsDevAdmin(page, `/admin/quotes/${quoteId}`);
    await page.getByRole("heading", { name: text.panel.heading }).waitFor();

    await composer().fill("Hello {{firstName}}, a draft that must survive.");
    // The composer keeps the draft in localStorage as it changes: reload once it is there.
    await page.waitForFunction(
      (text) => Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes(text)),
      "a draft that must survive.",
    );
    await page.reload();
    await expect
      .poll(() => composer().inputValue(), { timeout: 30_000 })
      .toBe("Hello {{firstName}}, a draft that must survive.");
    await page.getByText(text.composer.draftRestored).waitFor();

    await composer().fill("Hello {{firstName}}, just checking in about the porch slates.");
    await page.getByRole("button", { name: text.composer.preview, exact: true }).click();
    await page.getByText("Hello Margaret, just checking in about the porch slates.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await sendFromComposer("Hello {{firstName}}, just checking in about the porch slates.");
    await expect.poll(() => composer().inputValue(), { timeout: 30_000 }).toBe("");

    const out = await db
      .selectFrom("emailOutbox")
      .select(["toAddress", "replyTo", "textBody"])
      .where("quoteId", "=", quoteId)
      .where("tag", "=", "reply")
      .execute();
    expect(out).toHaveLength(1);
    expect(out[0]!.toAddress).toBe(email);
    expect(out[0]!.replyTo).toMatch(/^reply\+[a-z2-7]{26}@inbound\.e2e\.test$/);
    expect(out[0]!.textBody).toContain("Hello Margaret, just checking in about the porch slates.");
  });

  it("takes the customer's reply from Postmark's webhook and counts it on the dashboard", async () => {
    // Away from the lead page first: an open timeline that refetches marks its replies read.
    await page.goto("/admin");
    await page.waitForLoadState("networkidle");
    const mailbox = await db
      .selectFrom("leadMailboxes")
      .select("hash")
      .where("quoteId", "=", quoteId)
      .executeTakeFirstOrThrow();
    const body = inboundPayload({
      from: email,
      fromName: `Margaret ${tag}`,
      mailboxHash: mailbox.hash,
      inboundDomain: "inbound.e2e.test",
      subject: "Re: Alpine Slate Roofing",
      text: "Thank you! Could you come on Tuesday morning?",
      headerMessageId: `<${tag}@mail.example.com>`,
    });
    const response = await fetch(new URL("/api/webhooks/postmark", baseUrl()), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from("postmark:e2e-webhook").toString("base64")}`,
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom("leadMessages")
              .select("id")
              .where("quoteId", "=", quoteId)
              .where("direction", "=", "in")
              .execute()
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);

    // The dashboard draws the count its API last answered (it refetches while open), this lead among the replies.
    const answers: WaitingLeads[] = [];
    const onResponse = (response: Response) => {
      if (new URL(response.url()).pathname !== WAITING_URL || !response.ok()) return;
      response.json().then(
        (body) => answers.push(body as WaitingLeads),
        () => undefined,
      );
    };
    page.on("response", onResponse);
    try {
      await page.reload();
      const count = page.getByTestId("unread-replies");
      await count.waitFor({ timeout: 30_000 });
      const drawnAsAnswered = async () =>
        (await count.textContent()) === text.dashboard.unread(answers.at(-1)?.unreadReplies ?? -1);
      await expect.poll(drawnAsAnswered).toBe(true);
    } finally {
      page.off("response", onResponse);
    }
    expect(answers.at(-1)!.unreadReplies).toBeGreaterThan(0);
    expect(answers.at(-1)!.replies).toContainEqual(
      expect.objectContaining({ kind: "quote", id: quoteId, name: `Margaret ${tag}`, unread: true }),
    );
    await page
      .getByRole("link", { name: `Margaret ${tag}` })
      .first()
      .waitFor();
  });

  it("shows the reply on the lead page and sends the answer threaded through the outbox", async () => {
    await page
      .getByRole("link", { name: `Margaret ${tag}` })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/admin/quotes/${quoteId}$`), { timeout: 30_000 });
    await page.getByText("Thank you! Could you come on Tuesday morning?", { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText(text.panel.showQuoted).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await sendFromComposer("Tuesday at 9 works. See you then.");
    const answer = await db
      .selectFrom("emailOutbox")
      .select(["subject", "headers", "replyTo", "toAddress"])
      .where("quoteId", "=", quoteId)
      .where("tag", "=", "reply")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(answer.subject).toBe("Re: Alpine Slate Roofing");
    expect(answer.toAddress).toBe(email);
    expect(answer.replyTo).toMatch(/^reply\+[a-z2-7]{26}@inbound\.e2e\.test$/);
    expect(answer.headers).toEqual(
      expect.arrayContaining([
        { Name: "In-Reply-To", Value: `<${tag}@mail.example.com>` },
        { Name: "References", Value: `<${tag}@mail.example.com>` },
      ]),
    );
    const read = await db
      .selectFrom("leadMessages")
      .select(["readAt", "answeredAt"])
      .where("quoteId", "=", quoteId)
      .where("direction", "=", "in")
      .executeTakeFirstOrThrow();
    expect(read.readAt).toBeInstanceOf(Date);
    expect(read.answeredAt).toBeInstanceOf(Date);
    await expect.poll(() => composer().inputValue(), { timeout: 30_000 }).toBe("");
    await page
      .getByRole("list", { name: "Conversation" })
      .getByText("Tuesday at 9 works. See you then.", { exact: true })
      .waitFor({ timeout: 30_000 });
    expect(owner.errors).toEqual([]);
  });
});
