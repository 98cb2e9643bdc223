/**
 * The conversation on the lead (issue 21) through the admin API: one timeline, replies counted on the
 * dashboard until answered, the composer's threaded reply through the outbox (real Postmark client,
 * local stub), the Unmatched list, snippets, the bounced-address refusal, paging, proposal questions.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as postmarkWebhook from "../../functions/webhooks.mts";
import type { AdminQuote } from "../../src/shared/schemas/admin";
import type { DeliveryProblem, MailHealth } from "../../src/shared/schemas/mail-desk";
import { mailboxHashOf } from "../../src/server/conversation/mailboxes.repository";
import { REPLY_ALERT_BODY } from "../../src/server/alerts/lead-alert";
import { suppressAddress } from "../../src/server/email/suppressions.repository";
import { bouncePayload, deliveryPayload, inboundPayload, leadReplyPayload } from "../../scripts/lib/postmark-payloads";
import type { LeadTimeline, UnmatchedMessage } from "../../src/shared/conversation";
import type { WaitingLeads } from "../../src/shared/speed-to-lead";
import { conversationStrings } from "../../src/shared/strings/conversation";
import { adminSessions, insertContact } from "../support/admin-session";
import { useBlobsServer } from "../support/blobs-server";
import { testDb } from "../support/db";
import { callFunction, type CallOptions } from "../support/functions";
import { uniqueIp } from "../support/leads";
import { quoteWithSentThankYou, useMailEnvironment } from "../support/mail-environment";
import { PostmarkStub } from "../support/postmark-stub";
import { postWebhook } from "../support/postmark-webhook";
import { customerPost, sentProposal } from "../support/proposals";

useBlobsServer();

const SECRET = "postmark:conversation-test";
const stub = new PostmarkStub();
const db = () => testDb();
let cookie = "";
let visitorCookie = "";
useMailEnvironment(stub, SECRET);

const api = (path: string, options: CallOptions = {}) => callFunction(adminApi, path, { cookie, ...options });
const hook = (body: unknown) => postWebhook(postmarkWebhook, body, SECRET);
const waiting = async () =>
  (await (await callFunction(adminApi, "/api/admin/leads/waiting", { cookie })).json()) as WaitingLeads;
const timeline = async (kind: string, id: number, query = "") => {
  const response = await api(`/api/admin/leads/${kind}/${id}/timeline${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LeadTimeline;
};
const reply = (kind: string, id: number, body: string, key = randomUUID()) =>
  api(`/api/admin/leads/${kind}/${id}/reply`, { method: "POST", body: { body }, headers: { "Idempotency-Key": key } });

const quoteFromForm = async (email: string) => (await quoteWithSentThankYou(email, { firstName: "Eleanor" })).quoteId;

beforeAll(async () => {
  ({ adminCookie: cookie, visitorCookie } = await adminSessions("conversation"));
});

describe("one timeline, replies waiting, a threaded answer", () => {
  it("shows the submission, the thank-you with its delivery state and the customer's reply; the reply waits until answered", async () => {
    const { quoteId, outbox: thankYou } = await quoteWithSentThankYou("thread@example.org", { firstName: "Eleanor" });
    await hook(deliveryPayload({ messageId: thankYou.providerMessageId!, outboxId: thankYou.id }));
    // The lead is answered (no longer new) so only the reply makes it wait.
    await db().updateTable("quotes").set({ status: "contacted" }).where("id", "=", quoteId).execute();
    const before = await waiting();

    const hash = await mailboxHashOf(db(), { kind: "quote", id: quoteId });
    const inbound = inboundPayload({
      from: "thread@example.org",
      fromName: "Eleanor Vance",
      mailboxHash: hash,
      subject: "Re: Thank you for your quote request",
      text: "Could you come Tuesday?",
      headerMessageId: "<cust-1@mail.example.org>",
    });
    expect((await hook(inbound)).status).toBe(200);

    const after = await waiting();
    expect(after.unreadReplies).toBe(before.unreadReplies + 1);
    expect(after.total).toBe(before.total + 1);
    expect(after.replies.find((r) => r.kind === "quote" && r.id === quoteId)).toMatchObject({
      unread: true,
      name: "Eleanor Ashby",
    });

    const view = await timeline("quote", quoteId);
    const types = view.entries.map((entry) => entry.type);
    expect(types[0]).toBe("submission");
    const mailOut = view.entries.find((entry) => entry.type === "mail-out");
    expect(mailOut).toMatchObject({ delivery: "delivered", to: "thread@example.org" });
    const message = view.entries.find((entry) => entry.type === "message");
    expect(message).toMatchObject({
      message: { direction: "in", text: "Could you come Tuesday?", fromName: "Eleanor Vance" },
    });
    expect(view.replySubject).toBe("Re: Thank you for your quote request");
    expect(view.emailWarning).toBeNull();
    // Reading the timeline changes nothing; the console's POST marks it read; it still waits for an answer.
    expect((await waiting()).unreadReplies).toBe(after.unreadReplies);
    expect((await api(`/api/admin/leads/quote/${quoteId}/read`, { method: "POST", body: {} })).status).toBe(200);
    const read = await waiting();
    expect(read.unreadReplies).toBe(before.unreadReplies);
    expect(read.replies.find((r) => r.id === quoteId && r.kind === "quote")).toMatchObject({ unread: false });

    const preview = await api(`/api/admin/leads/quote/${quoteId}/reply-preview`, {
      method: "POST",
      body: { body: "Hello {{firstName}},\n\nTuesday at 9 works." },
    });
    expect(await preview.json()).toEqual({
      subject: "Re: Thank you for your quote request",
      to: "thread@example.org",
      text: "Hello Eleanor,\n\nTuesday at 9 works.",
    });

    // The composer knows the same placeholders as the templates, the booking link included.
    const withLink = await api(`/api/admin/leads/quote/${quoteId}/reply-preview`, {
      method: "POST",
      body: { body: "Pick a time: {{bookingLink}}" },
    });
    const { text: linkText } = (await withLink.json()) as { text: string };
    expect(linkText).toMatch(
      new RegExp(`^Pick a time: ${process.env.SITE_URL ?? "http"}.*/book/q${quoteId}\\.[A-Za-z0-9_-]{43}$`),
    );

    const key = randomUUID();
    const sent = await reply("quote", quoteId, "Hello {{firstName}},\n\nTuesday at 9 works.", key);
    expect(sent.status).toBe(201);
    const ids = (await sent.json()) as { outboxId: string };
    const again = await reply("quote", quoteId, "Hello {{firstName}},\n\nTuesday at 9 works.", key);
    expect(await again.json()).toEqual(ids);

    const replies = stub.accepted.filter((accepted) => accepted.body.Tag === "reply");
    expect(replies).toHaveLength(1);
    const email = replies[0]!.body;
    expect(email).toMatchObject({
      To: "thread@example.org",
      Subject: "Re: Thank you for your quote request",
      ReplyTo: `reply+${hash}@inbound.slate.test`,
      Metadata: { outboxId: ids.outboxId, leadKind: "quote", leadId: String(quoteId) },
    });
    expect(email.Headers).toEqual(
      expect.arrayContaining([
        { Name: "In-Reply-To", Value: "<cust-1@mail.example.org>" },
        { Name: "References", Value: "<cust-1@mail.example.org>" },
      ]),
    );
    expect(email.TextBody).toContain("Tuesday at 9 works.");

    const answered = await waiting();
    expect(answered.replies.find((r) => r.id === quoteId && r.kind === "quote")).toBeUndefined();
    const last = (await timeline("quote", quoteId)).entries.at(-1);
    expect(last).toMatchObject({
      type: "message",
      message: { direction: "out", delivery: "sent", sentBy: expect.any(String) },
    });
  });

  it("refuses unknown placeholders and empty messages naming the field, and non-admins", async () => {
    const contact = await insertContact({ email: "plain@example.org" });
    const unknown = await reply("contact", contact.id, "Hi {{nickname}}");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields.body).toMatch(/nickname/);
    expect((await reply("contact", contact.id, "   ")).status).toBe(400);
    expect((await reply("contact", 999_999, "Hello")).status).toBe(404);
    expect((await api(`/api/admin/leads/person/${contact.id}/timeline`)).status).toBe(400);
    expect((await api(`/api/admin/leads/contact/${contact.id}/timeline`, { cookie: visitorCookie })).status).toBe(403);
    expect((await api(`/api/admin/leads/contact/${contact.id}/timeline`, { cookie: "" })).status).toBe(401);
  });

  it("marks a hard-bounced address on the lead and refuses to e-mail it", async () => {
    const quoteId = await quoteFromForm("gone@example.org");
    const thankYou = await db()
      .selectFrom("emailOutbox")
      .selectAll()
      .where("quoteId", "=", quoteId)
      .where("toAddress", "=", "gone@example.org")
      .executeTakeFirstOrThrow();
    await hook(
      bouncePayload({ messageId: thankYou.providerMessageId!, outboxId: thankYou.id, email: "gone@example.org" }),
    );
    const view = await timeline("quote", quoteId);
    expect(view.emailWarning).toBe("E-mail bounced: mailbox does not exist. Call instead.");
    expect(view.entries.find((entry) => entry.type === "mail-out")).toMatchObject({
      delivery: "bounced",
      detail: expect.stringMatching(/unable to deliver/),
    });
    const problems = (await (
      await callFunction(adminApi, "/api/admin/email/delivery-problems", { cookie })
    ).json()) as DeliveryProblem[];
    expect(problems.find((problem) => problem.id === String(thankYou.id))).toMatchObject({
      state: "bounced",
      bounceType: "HardBounce",
      toAddress: "gone@example.org",
    });
    const listed = (await (
      await callFunction(adminApi, "/api/admin/quotes?q=gone@example.org", { cookie })
    ).json()) as AdminQuote[];
    expect(listed.find((quote) => quote.id === quoteId)).toMatchObject({ emailBounced: true });
    const one = (await (await callFunction(adminApi, `/api/admin/quotes/${quoteId}`, { cookie })).json()) as AdminQuote;
    expect(one.emailBounced).toBe(true);
    const health = (await (await callFunction(adminApi, "/api/admin/email/health", { cookie })).json()) as MailHealth;
    expect(health).toMatchObject({ webhooks: true, unprocessedEvents: 0 });
    const refused = await reply("quote", quoteId, "Are you there?");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(conversationStrings.reply.bounced);
  });

  it("says who changed a lead's status, from what to what, once per change, for quotes and contacts", async () => {
    const quoteId = await quoteFromForm("status-history@example.org");
    const contact = await insertContact({ email: "status-contact@example.org" });
    const put = async (module: typeof adminApi | typeof adminApi, path: string, status: string) => {
      const response = await callFunction(module, path, { method: "PUT", body: { status }, cookie });
      expect(response.status).toBe(200);
    };
    await put(adminApi, `/api/admin/quotes/${quoteId}/status`, "contacted");
    await put(adminApi, `/api/admin/quotes/${quoteId}/status`, "contacted"); // the same again: no change
    await put(adminApi, `/api/admin/quotes/${quoteId}/status`, "scheduled");
    await put(adminApi, `/api/admin/contact-submissions/${contact.id}/status`, "completed");
    const changes = (entries: LeadTimeline["entries"]) =>
      entries.flatMap((entry) =>
        entry.type === "status" && entry.label.startsWith("Status:") ? [[entry.label, entry.by]] : [],
      );
    const { firstName: by } = await db()
      .selectFrom("users")
      .select("firstName")
      .where("email", "=", "conversation-admin@alpine.test")
      .executeTakeFirstOrThrow();
    expect(by).toBeTruthy();
    const s = conversationStrings.timeline;
    expect(changes((await timeline("quote", quoteId)).entries)).toEqual([
      [s.statusChange("New", "Contacted"), by],
      [s.statusChange("Contacted", "Scheduled"), by],
    ]);
    expect(changes((await timeline("contact", contact.id)).entries)).toEqual([
      [s.statusChange("New", "Completed"), by],
    ]);
    const missing = await callFunction(adminApi, "/api/admin/quotes/999999/status", {
      method: "PUT",
      body: { status: "contacted" },
      cookie,
    });
    expect(missing.status).toBe(404);
  });

  it("pages a long timeline 50 at a time, newest last", async () => {
    const contact = await insertContact({ email: "chatty@example.org" });
    await db()
      .insertInto("leadMessages")
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          direction: "in" as const,
          contactSubmissionId: contact.id,
          fromAddress: "chatty@example.org",
          fromName: null,
          subject: `Note ${index}`,
          textBody: `Message ${index}`,
          strippedText: `Message ${index}`,
          htmlBody: null,
          headerMessageId: null,
          referencesHeader: null,
          attachments: "[]",
          createdAt: new Date(Date.now() + index * 1000),
        })),
      )
      .execute();
    const first = await timeline("contact", contact.id);
    expect(first.total).toBe(61);
    expect(first.entries).toHaveLength(50);
    expect(first.older).toBe(11);
    expect(first.entries.at(-1)).toMatchObject({ message: { text: "Message 59" } });
    const back = await timeline("contact", contact.id, "?older=50");
    expect(back.entries).toHaveLength(11);
    expect(back.entries[0]!.type).toBe("submission");
    expect(back.older).toBe(0);
  });

  it("keeps remote images out unless the owner asks", async () => {
    const contact = await insertContact({ email: "pixel@example.org" });
    await hook(
      await leadReplyPayload(
        db(),
        { kind: "contact", id: contact.id },
        {
          from: "pixel@example.org",
          text: "See photo",
          html: '<p>See photo</p><img src="https://tracker.example/p.gif" width="1" height="1"><script>x()</script>',
        },
      ),
    );
    const blocked = (await timeline("contact", contact.id)).entries.find((e) => e.type === "message");
    expect(blocked).toMatchObject({ message: { html: "<p>See photo</p>", remoteImages: 1 } });
    const shown = (await timeline("contact", contact.id, "?images=1")).entries.find((e) => e.type === "message");
    expect(shown && shown.type === "message" && shown.message.html).toContain('src="https://tracker.example/p.gif"');
  });
});

describe("the Unmatched list", () => {
  it("lists mail no lead claims with a suggestion, attaches one to a lead and discards another", async () => {
    const contact = await insertContact({ email: "later@example.org", status: "completed" });
    const first = inboundPayload({
      from: "later@example.org",
      mailboxHash: "zzzzzzzzzzzzzzzzzzzzzzzzzz",
      text: "Me again",
    });
    const second = inboundPayload({ from: "nobody@example.org", text: "Spammy" });
    await hook(first);
    await hook(second);
    const list = (await (await api("/api/admin/messages/unmatched")).json()) as UnmatchedMessage[];
    const mine = list.find((item) => item.message.text === "Me again")!;
    const other = list.find((item) => item.message.text === "Spammy")!;
    expect(mine.suggestions).toEqual([]);

    const attached = await api(`/api/admin/messages/${mine.message.id}/attach`, {
      method: "POST",
      body: { kind: "contact", id: contact.id },
    });
    expect(attached.status).toBe(200);
    expect(
      (
        await api(`/api/admin/messages/${mine.message.id}/attach`, {
          method: "POST",
          body: { kind: "contact", id: contact.id },
        })
      ).status,
    ).toBe(404);
    const view = await timeline("contact", contact.id);
    expect(view.entries.some((entry) => entry.type === "message" && entry.message.text === "Me again")).toBe(true);

    expect((await api(`/api/admin/messages/${other.message.id}/discard`, { method: "POST", body: {} })).status).toBe(
      200,
    );
    expect((await api(`/api/admin/messages/${other.message.id}/discard`, { method: "POST", body: {} })).status).toBe(
      404,
    );
    const rest = (await (await api("/api/admin/messages/unmatched")).json()) as UnmatchedMessage[];
    expect(rest.map((item) => item.message.id)).not.toContain(other.message.id);
    expect(rest.map((item) => item.message.id)).not.toContain(mine.message.id);
  });
});

describe("snippets and proposal questions", () => {
  it("saves snippets with the templates' placeholders and refuses unknown ones", async () => {
    expect(await (await api("/api/admin/saved-replies")).json()).toEqual({ snippets: [] });
    const snippets = [{ title: "Thanks", body: "Thank you {{firstName}}, we will call you today." }];
    const saved = await api("/api/admin/saved-replies", { method: "PUT", body: { snippets } });
    expect(saved.status).toBe(200);
    expect(await (await api("/api/admin/saved-replies")).json()).toEqual({ snippets });
    const bad = await api("/api/admin/saved-replies", {
      method: "PUT",
      body: { snippets: [{ title: "x", body: "{{oops}}" }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(["snippets.0.body"]);
  });

  it("puts a proposal question on the lead's conversation as the customer's message", async () => {
    const { quote, token } = await sentProposal(cookie, { email: "asker@example.org" });
    const asked = await customerPost(
      `/proposal/${token}/question`,
      { question: "Can you start in May?" },
      { ip: uniqueIp() },
    );
    expect(asked.status).toBe(303);
    const view = await timeline("quote", quote.id);
    expect(view.entries.find((entry) => entry.type === "message")).toMatchObject({
      message: {
        direction: "in",
        text: "Can you start in May?",
        subject: "Question about proposal v1",
        from: "asker@example.org",
      },
    });
    expect(view.entries.some((entry) => entry.type === "proposal" && entry.label === "Proposal v1 sent")).toBe(true);
  });

  it("alerts the owner's devices once per customer reply", async () => {
    const contact = await insertContact({ email: "alert@example.org" });
    const body = await leadReplyPayload(
      db(),
      { kind: "contact", id: contact.id },
      {
        from: "alert@example.org",
        fromName: "Ada Bell",
        text: "Call me",
      },
    );
    await hook(body);
    await hook(body);
    const alerts = await db()
      .selectFrom("alerts")
      .selectAll()
      .where("kind", "=", "customer-reply")
      .where("leadId", "=", contact.id)
      .execute();
    expect(alerts).toHaveLength(1);
    // A lock screen shows it: the lead's first name, never the sender's full name or the text (issue 33).
    expect(alerts[0]).toMatchObject({ title: "Reply · Ada", body: REPLY_ALERT_BODY, leadKind: "contact" });
  });

  it("suppressed addresses are marked in the timeline after a spam complaint too", async () => {
    const contact = await insertContact({ email: "complained@example.org" });
    await suppressAddress(db(), "complained@example.org", "spam-complaint");
    expect((await timeline("contact", contact.id)).emailWarning).toBe(conversationStrings.complainedEmail);
  });
});
