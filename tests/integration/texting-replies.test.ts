/**
 * Issue 32, item 3: a customer's text is a reply like an e-mail one. It counts with the unread e-mails on the
 * dashboard ('Waiting for a reply', GET /api/admin/leads/waiting), alerts the owner's devices and stops the quote's
 * follow-ups (decision 040, reason "replied"); answering it by text clears "Waiting".
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { inboundFields } from "../../scripts/lib/twilio-payloads";
import { insertInboundMessage } from "../../src/server/conversation/messages.repository";
import { enrolLead } from "../../src/server/follow-ups/follow-ups.service";
import type { WaitingLeads } from "../../src/shared/speed-to-lead";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { postTwilio, useTextingAdminSuite } from "../support/texting";

const { admin } = useTextingAdminSuite("texting-replies");
const db = () => testDb();

async function waiting(): Promise<WaitingLeads> {
  const response = await callFunction(adminApi, "/api/admin/leads/waiting", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as WaitingLeads;
}

const answeredQuote = async (phone: string, email: string) => {
  const quote = await insertQuote({ phone, email });
  // Answered already (not new), so only the customer's message makes it wait.
  await db().updateTable("quotes").set({ status: "contacted" }).where("id", "=", quote.id).execute();
  return quote;
};

describe("a customer's text as a reply", () => {
  it("counts with the unread e-mails on the dashboard, and answering by text clears Waiting", async () => {
    const byText = await answeredQuote("(973) 555-0161", "reply-text@example.org");
    const byMail = await answeredQuote("(973) 555-0162", "reply-mail@example.org");
    const before = await waiting();
    await insertInboundMessage(db(), {
      postmarkEventId: null,
      lead: { kind: "quote", id: byMail.id },
      fromAddress: "reply-mail@example.org",
      fromName: null,
      subject: "Re: your quote",
      textBody: "Is Friday possible?",
      strippedText: "Is Friday possible?",
      htmlBody: null,
      headerMessageId: null,
      referencesHeader: null,
      attachments: [],
    });
    expect((await postTwilio("inbound", inboundFields({ from: "+19735550161", body: "Friday works" }))).status).toBe(
      200,
    );
    const after = await waiting();
    expect(after.unreadReplies).toBe(before.unreadReplies + 2);
    expect(after.replies.find((reply) => reply.kind === "quote" && reply.id === byText.id)).toMatchObject({
      unread: true,
    });

    const answer = await callFunction(adminApi, `/api/admin/leads/quote/${byText.id}/texts`, {
      method: "POST",
      cookie: admin.cookie,
      body: { body: "See you Friday at 9." },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(answer.status).toBe(202);
    const answered = await waiting();
    expect(answered.replies.find((reply) => reply.kind === "quote" && reply.id === byText.id)).toBeUndefined();
    expect(answered.unreadReplies).toBe(before.unreadReplies + 1);
    expect(answered.total).toBe(after.total - 1);
  });

  it("alerts the owner's devices once and stops the quote's follow-ups, as an e-mail reply does", async () => {
    const quote = await answeredQuote("(973) 555-0163", "reply-alert@example.org");
    await enrolLead(db(), quote, "quote-requested", new Date());
    await enrolLead(db(), quote, "proposal-sent", new Date());
    const enrolments = () =>
      db().selectFrom("followUpEnrolments").selectAll().where("quoteId", "=", quote.id).execute();
    expect((await enrolments()).length).toBeGreaterThan(0);
    const fields = inboundFields({ from: "+19735550163", body: "Please call me after 5" });
    await postTwilio("inbound", fields);
    await postTwilio("inbound", fields);
    const alerts = await db()
      .selectFrom("alerts")
      .selectAll()
      .where("kind", "=", "customer-reply")
      .where("leadId", "=", quote.id)
      .execute();
    expect(alerts).toHaveLength(1);
    // A lock screen shows it: never the customer's words.
    expect(`${alerts[0]!.title} ${alerts[0]!.body}`).not.toContain("call me");
    expect(await enrolments()).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: "stopped", stopReason: "replied" })]),
    );
    expect((await enrolments()).every((enrolment) => enrolment.status === "stopped")).toBe(true);
  });
});
