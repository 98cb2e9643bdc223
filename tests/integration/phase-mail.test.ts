import { beforeAll, describe, expect, it } from "vitest";
import { insertQuote as insertQuoteRow } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { TemplateMissing } from "../../src/server/errors";
import { queuePhaseMail } from "../../src/server/quotes/phase-mail.service";

/** A quote whose name must be escaped in the e-mail. */
const insertQuote = () =>
  insertQuoteRow({ firstName: "Margaret", lastName: "O'Brien <b>", email: "margaret@example.com" });

beforeAll(() => seedTestDatabase({ withDevAdmin: false }));

describe("queuePhaseMail", () => {
  it("writes one follow-up row and one outbox message from the phase's template", async () => {
    const quote = await insertQuote();
    const queued = await testDb()
      .transaction()
      .execute((trx) => queuePhaseMail(trx, quote, "phase-2", "Bring the 1911 drawings, please."));

    const followUps = await testDb().selectFrom("quoteFollowUps").selectAll().where("quoteId", "=", quote.id).execute();
    expect(followUps).toHaveLength(1);
    expect(followUps[0]).toMatchObject({
      id: queued.followUpId,
      phase: "phase-2",
      status: "pending",
      emailSent: false,
    });

    const outbox = await testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quote.id).execute();
    expect(outbox).toHaveLength(1);
    const message = outbox[0]!;
    expect(message).toMatchObject({
      toAddress: "margaret@example.com",
      status: "pending",
      quoteFollowUpId: queued.followUpId,
    });
    expect(message.subject).toContain("Margaret");
    // Escaped, then sanitised again (decision 036g), which writes the apostrophe back as text.
    expect(message.htmlBody).toContain("O'Brien &lt;b&gt;");
    expect(message.htmlBody).not.toContain("<b>");
    expect(message.htmlBody).toContain("Bring the 1911 drawings, please.");
    // The placeholder keeps the sentence's case (issue 25).
    expect(message.htmlBody).toContain("your restoration project");
    expect(message.textBody).toContain("Bring the 1911 drawings, please.");
    expect(message.htmlBody).not.toMatch(/\{\{/);
  });

  it("leaves nothing behind when the surrounding transaction rolls back", async () => {
    const quote = await insertQuote();
    await expect(
      testDb()
        .transaction()
        .execute(async (trx) => {
          await queuePhaseMail(trx, quote, "phase-3");
          throw new Error("rolled back");
        }),
    ).rejects.toThrow("rolled back");
    const outbox = await testDb().selectFrom("emailOutbox").select("id").where("quoteId", "=", quote.id).execute();
    expect(outbox).toHaveLength(0);
  });

  it("fails clearly when the phase has no active template", async () => {
    const quote = await insertQuote();
    await testDb()
      .updateTable("emailTemplates")
      .set({ isActive: false })
      .where("templateType", "=", "phase-3")
      .execute();
    await expect(queuePhaseMail(testDb(), quote, "phase-3")).rejects.toBeInstanceOf(TemplateMissing);
  });
});
