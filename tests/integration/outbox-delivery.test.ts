import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedTestDatabase, testDb } from "../support/db";
import { formTokenFor, postContact, postQuote, uniqueIp, validContact, validQuote } from "../support/leads";
import { PostmarkStub, usePostmarkStub } from "../support/postmark-stub";
import { deliverDueMessages, deliverOutboxMessages, retryDelaySeconds } from "../../src/server/email/outbox.job";
import { insertOutboxMessage } from "../../src/server/email/outbox.repository";
import { runJobs } from "../../src/server/jobs/job";
import outboxRetry, { jobs as outboxRetryJobs, config as outboxRetryConfig } from "../../functions/outbox-retry.mts";

const stub = new PostmarkStub();
const db = () => testDb();

/** Lets time pass for the given rows: their back-off is over. */
const makeDue = (ids: string[]) =>
  db()
    .updateTable("emailOutbox")
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where("id", "in", ids)
    .execute();

const outboxRow = (id: string) =>
  db().selectFrom("emailOutbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function queueMessages(count: number, overrides: { maxAttempts?: number } = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(
      await insertOutboxMessage(db(), {
        toAddress: `customer${index}@example.com`,
        fromAddress: "Alpine Slate Roofing <info@alpineslateroofing.com>",
        subject: `Message ${index}`,
        htmlBody: `<p>Body ${index}</p>`,
        textBody: `Body ${index}`,
        nextAttemptAt: new Date(),
        ...overrides,
      }),
    );
  }
  return ids;
}

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  await stub.start();
  usePostmarkStub(stub);
  process.env.BUSINESS_EMAIL = "office@slate.test";
  for (const level of ["warn", "error", "info"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});

beforeEach(async () => {
  stub.reset();
  // Each test starts from an outbox with nothing left to send.
  await db().updateTable("emailOutbox").set({ status: "sent" }).where("status", "!=", "sent").execute();
});

afterAll(() => stub.stop());

describe("outbox delivery through the real Postmark client", () => {
  it("sends a quote's notification and thank-you once, right after commit, and marks the follow-up", async () => {
    const response = await postQuote(validQuote({ email: "sent-once@example.org" }), { ip: uniqueIp() });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    expect(stub.accepted.map((email) => email.body.To).sort()).toEqual(["office@slate.test", "sent-once@example.org"]);
    expect(stub.accepted.every((email) => email.token === "stub-server-token")).toBe(true);
    const thankYou = stub.accepted.find((email) => email.body.To === "sent-once@example.org")!;
    expect(thankYou.body.TextBody).toBeTruthy();
    expect(thankYou.body.HtmlBody).toContain("Dear valued customer,");

    const outbox = await db().selectFrom("emailOutbox").selectAll().where("quoteId", "=", id).execute();
    expect(outbox.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(outbox.every((row) => row.attempts === 1 && row.sentAt && row.providerMessageId?.startsWith("stub-"))).toBe(
      true,
    );
    const followUp = await db()
      .selectFrom("quoteFollowUps")
      .selectAll()
      .where("quoteId", "=", id)
      .executeTakeFirstOrThrow();
    expect(followUp).toMatchObject({ status: "sent", emailSent: true });
    expect(followUp.emailSentAt).toBeInstanceOf(Date);

    // A later retry run finds nothing to send again.
    await makeDue(outbox.map((row) => row.id));
    expect(await deliverDueMessages()).toMatchObject({ sent: 0 });
    expect(stub.accepted).toHaveLength(2);
  });

  it("keeps a message queued after a 500 and sends it on a retry once its back-off has passed", async () => {
    stub.mode = "500";
    // Sent within a second of opening the form: the business notification only, no confirmation.
    const formToken = await formTokenFor(Date.now() - 1000);
    const response = await postContact(validContact({ email: "retry@example.com" }), { ip: uniqueIp(), formToken });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [queued] = await db().selectFrom("emailOutbox").selectAll().where("contactSubmissionId", "=", id).execute();
    expect(queued).toMatchObject({ status: "pending", attempts: 1 });
    expect(queued!.lastError).toMatch(/500/);
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (retryDelaySeconds(1) - 5) * 1000);

    stub.mode = "ok";
    expect(await deliverDueMessages()).toMatchObject({ sent: 0 }); // not due yet
    await makeDue([queued!.id]);
    expect(await deliverDueMessages()).toMatchObject({ sent: 1 });
    expect(await outboxRow(queued!.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(stub.requestCount).toBe(2);
    expect(stub.accepted).toHaveLength(1);
  });

  it("never sends a row twice when two retry runs overlap", async () => {
    const ids = await queueMessages(12);
    stub.delayMs = 150;
    const reports = await Promise.all([deliverDueMessages(50), deliverDueMessages(50), deliverOutboxMessages(ids)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    const sentIds = stub.accepted.map((email) => email.body.Metadata?.outboxId);
    expect(sentIds).toHaveLength(12);
    expect(new Set(sentIds)).toEqual(new Set(ids));
    const rows = await db().selectFrom("emailOutbox").select(["status", "attempts"]).where("id", "in", ids).execute();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("keeps the lead and its e-mails while Postmark is down, and delivers them all once it is back", async () => {
    await stub.stop();
    const response = await postQuote(validQuote({ email: "while-down@example.org" }), { ip: uniqueIp() });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await db().selectFrom("quotes").select("id").where("id", "=", id).execute()).toHaveLength(1);
    const queued = await db().selectFrom("emailOutbox").selectAll().where("quoteId", "=", id).execute();
    expect(queued).toHaveLength(2);
    expect(queued.every((row) => row.status === "pending" && row.attempts === 1 && row.lastError)).toBe(true);

    await stub.start();
    await makeDue(queued.map((row) => row.id));
    expect(await deliverDueMessages()).toMatchObject({ sent: 2, failed: 0 });
    expect(stub.accepted.map((email) => email.body.To).sort()).toEqual(["office@slate.test", "while-down@example.org"]);
    const followUp = await db()
      .selectFrom("quoteFollowUps")
      .selectAll()
      .where("quoteId", "=", id)
      .executeTakeFirstOrThrow();
    expect(followUp.emailSent).toBe(true);
  });

  it("answers the visitor at once while the send itself waits on a hanging Postmark", async () => {
    stub.mode = "hang";
    const pending: Promise<unknown>[] = [];
    const started = Date.now();
    const response = await postContact(validContact({ email: "hang@example.com" }), {
      ip: uniqueIp(),
      context: { waitUntil: (promise) => pending.push(promise) },
    });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(pending).toHaveLength(1);
    const { id } = (await response.json()) as { id: number };
    expect(await db().selectFrom("contactSubmissions").select("id").where("id", "=", id).execute()).toHaveLength(1);

    const [row] = await db().selectFrom("emailOutbox").select("id").where("contactSubmissionId", "=", id).execute();
    // The immediate send claims the row and hangs on Postmark before the retry run starts: under load
    // that claim can come late, and would otherwise take the row from under the retry run below.
    await vi.waitFor(async () => expect((await outboxRow(row!.id)).status).toBe("sending"), {
      timeout: 15_000,
      interval: 50,
    });
    await db()
      .updateTable("emailOutbox")
      .set({ status: "pending", nextAttemptAt: new Date(Date.now() - 1000) })
      .where("id", "=", row!.id)
      .execute();
    expect(await deliverDueMessages(10, { timeoutSeconds: 1 })).toMatchObject({ retrying: 1 });
    expect((await outboxRow(row!.id)).status).toBe("pending");
    await db().updateTable("emailOutbox").set({ status: "sent" }).where("id", "=", row!.id).execute();
  });

  it("gives up after max_attempts with the last error kept, and at once on a permanent 422", async () => {
    stub.mode = "500";
    const [flaky] = await queueMessages(1, { maxAttempts: 2 });
    await deliverDueMessages();
    await makeDue([flaky!]);
    expect(await deliverDueMessages()).toMatchObject({ failed: 1 });
    const failed = await outboxRow(flaky!);
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(failed.lastError).toMatch(/500/);
    await makeDue([flaky!]);
    await deliverDueMessages();
    expect(stub.requestCount).toBe(2);

    stub.mode = "422";
    const [refused] = await queueMessages(1);
    expect(await deliverDueMessages()).toMatchObject({ failed: 1 });
    expect(await outboxRow(refused!)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await outboxRow(refused!)).lastError).toMatch(/inactive/);
  });

  it("reclaims a row abandoned in 'sending' by a crashed worker after the lock timeout", async () => {
    const [stuck, fresh] = await queueMessages(2);
    await db()
      .updateTable("emailOutbox")
      .set({ status: "sending", attempts: 1, lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where("id", "=", stuck!)
      .execute();
    await db()
      .updateTable("emailOutbox")
      .set({ status: "sending", attempts: 1, lockedAt: new Date() })
      .where("id", "=", fresh!)
      .execute();
    expect(await deliverDueMessages()).toMatchObject({ sent: 1 });
    expect(await outboxRow(stuck!)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await outboxRow(fresh!)).toMatchObject({ status: "sending" });
    await db().updateTable("emailOutbox").set({ status: "sent" }).where("id", "=", fresh!).execute();
  });

  it("holds messages, logged and pending, when no Postmark token is configured", async () => {
    delete process.env.POSTMARK_SERVER_TOKEN;
    try {
      const ids = await queueMessages(2);
      expect(await deliverOutboxMessages(ids)).toMatchObject({ sent: 0, held: 2 });
      expect(await runJobs(outboxRetryJobs)).toMatchObject({ sent: 0, held: 2 });
      expect(stub.requestCount).toBe(0);
      expect((await outboxRow(ids[0]!)).status).toBe("pending");
    } finally {
      usePostmarkStub(stub);
    }
  });

  it("the scheduled job sends what is due and forgets old idempotency keys and ended rate-limit windows", async () => {
    await queueMessages(1);
    await db()
      .insertInto("idempotencyKeys")
      .values([
        {
          scope: "contact",
          key: "old-key-123",
          requestHash: "x",
          responseStatus: 201,
          responseBody: "{}",
          createdAt: new Date(Date.now() - 2 * 86_400_000),
        },
        { scope: "contact", key: "new-key-123", requestHash: "x", responseStatus: 201, responseBody: "{}" },
      ])
      .execute();
    await db()
      .insertInto("rateLimitBuckets")
      .values([
        { key: "lead:192.0.2.1", windowStart: new Date(Date.now() - 3_600_000), hits: 5 },
        { key: "login:someone", windowStart: new Date(Date.now() - 3_600_000), hits: 5 },
      ])
      .execute();
    const report = await runJobs(outboxRetryJobs);
    expect(report).toMatchObject({ sent: 1, keysForgotten: 1, bucketsDropped: 1 });
    const keys = await db()
      .selectFrom("idempotencyKeys")
      .select("key")
      .where("key", "in", ["old-key-123", "new-key-123"])
      .execute();
    expect(keys).toEqual([{ key: "new-key-123" }]);
    const buckets = await db()
      .selectFrom("rateLimitBuckets")
      .select("key")
      .where("key", "=", "login:someone")
      .execute();
    expect(buckets).toHaveLength(1);
  });

  it("is scheduled every 5 minutes and answers with its report when invoked", async () => {
    expect(outboxRetryConfig.schedule).toBe("*/5 * * * *");
    await queueMessages(2);
    const response = await outboxRetry(
      new Request("http://localhost/.netlify/functions/outbox-retry", { method: "POST" }),
      {} as never,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: 2, retrying: 0, failed: 0 });
    expect(stub.accepted).toHaveLength(2);
  });
});
