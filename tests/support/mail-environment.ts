/**
 * The conversation's test environment (conversation-api, postmark-webhooks): the seeded database,
 * the Postmark stub started and used by the app's client, emptied before each test and stopped
 * after the file, the office and inbound addresses, the webhook's secret; the app's logs silenced.
 * Registered before the file's own hooks, so a file's beforeAll runs with all of it in place.
 */
import { afterAll, beforeAll, beforeEach, expect, vi } from "vitest";
import { seedTestDatabase, testDb } from "./db";
import { postQuote, uniqueIp, validQuote } from "./leads";
import { usePostmarkStub, type PostmarkStub } from "./postmark-stub";

export function useMailEnvironment(stub: PostmarkStub, webhookSecret: string): void {
  beforeAll(async () => {
    await seedTestDatabase({ withDevAdmin: false });
    await stub.start();
    usePostmarkStub(stub);
    process.env.BUSINESS_EMAIL = "office@slate.test";
    process.env.POSTMARK_WEBHOOK_SECRET = webhookSecret;
    process.env.INBOUND_DOMAIN = "inbound.slate.test";
    for (const level of ["warn", "error", "info"] as const)
      vi.spyOn(console, level).mockImplementation(() => undefined);
  });
  beforeEach(() => stub.reset());
  afterAll(() => stub.stop());
}

/** A quote posted through the form, its thank-you sent through the stub; the quote and the customer's outbox row. */
export async function quoteWithSentThankYou(email: string, fields: Record<string, unknown> = {}) {
  const response = await postQuote(validQuote({ ...fields, email }), { ip: uniqueIp() });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const row = await testDb()
    .selectFrom("emailOutbox")
    .selectAll()
    .where("quoteId", "=", id)
    .where("toAddress", "=", email)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe("sent");
  return { quoteId: id, outbox: row };
}
