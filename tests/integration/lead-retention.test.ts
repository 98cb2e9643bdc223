/**
 * The retention job: leads with no activity for LEAD_RETENTION_MONTHS go with their e-mails;
 * recent leads and quotes that led to work stay. The privacy page reads the same setting.
 */
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { config as retentionConfig, jobs as retentionJobs } from "../../functions/lead-retention.mts";
import { leadRetentionMonths, resetEnvForTests } from "../../src/server/env";
import { leadRetention } from "../../src/server/jobs/retention.job";
import { seedTestDatabase, testDb } from "../support/db";
import { validQuote } from "../support/leads";

/** Backdates a lead (created and last changed `months` ago). */
const age = (table: "contact_submissions" | "quotes", id: number, months: number) =>
  sql`
    update ${sql.table(table)}
    set created_at = now() - make_interval(months => ${months}), updated_at = now() - make_interval(months => ${months})
    where id = ${id}
  `.execute(testDb());

async function contactAged(months: number, email: string) {
  const contact = await testDb()
    .insertInto("contactSubmissions")
    .values({ firstName: "Old", lastName: "Lead", email, message: "An old enquiry." })
    .returning("id")
    .executeTakeFirstOrThrow();
  await testDb()
    .insertInto("emailOutbox")
    .values({
      toAddress: "office@slate.test",
      replyTo: email,
      subject: "New",
      htmlBody: "-",
      textBody: "-",
      contactSubmissionId: contact.id,
    })
    .execute();
  await age("contact_submissions", contact.id, months);
  return contact.id;
}

async function quoteAged(months: number, status: "new" | "completed" | "scheduled" | "cancelled") {
  const { formFillMs: _fill, ...fields } = validQuote();
  const quote = await testDb()
    .insertInto("quotes")
    .values({ ...fields, status, email: `${status}-${months}@example.com` } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  await age("quotes", quote.id, months);
  return quote.id;
}

const exists = async (table: "contactSubmissions" | "quotes", id: number) =>
  Boolean(await testDb().selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());

beforeAll(() => seedTestDatabase({ withDevAdmin: false }));
afterEach(() => {
  delete process.env.LEAD_RETENTION_MONTHS;
  resetEnvForTests();
});

describe("lead retention", () => {
  it("runs daily from its scheduled function", () => {
    expect(retentionConfig.schedule).toBe("@daily");
    expect(retentionJobs).toContain(leadRetention);
  });

  it("defaults to the 24 months the privacy page states, and reads LEAD_RETENTION_MONTHS", () => {
    expect(leadRetentionMonths({})).toBe(24);
    expect(leadRetentionMonths({ LEAD_RETENTION_MONTHS: "36" })).toBe(36);
    expect(() => leadRetentionMonths({ LEAD_RETENTION_MONTHS: "0" })).toThrow();
  });

  it("deletes leads idle past the period with their e-mails, keeps recent ones and work won", async () => {
    const oldContact = await contactAged(25, "old@example.com");
    const recentContact = await contactAged(23, "recent@example.com");
    const oldQuote = await quoteAged(25, "cancelled");
    const oldNewQuote = await quoteAged(30, "new");
    const wonQuote = await quoteAged(40, "completed");
    const scheduledQuote = await quoteAged(40, "scheduled");

    const report = await leadRetention.run(testDb());
    expect(report).toEqual({ expiredContacts: 1, expiredQuotes: 2, expiredEmails: 1, unconfirmedSubscribers: 0 });
    expect(await exists("contactSubmissions", oldContact)).toBe(false);
    expect(await exists("quotes", oldQuote)).toBe(false);
    expect(await exists("quotes", oldNewQuote)).toBe(false);
    expect(await exists("contactSubmissions", recentContact)).toBe(true);
    expect(await exists("quotes", wonQuote)).toBe(true);
    expect(await exists("quotes", scheduledQuote)).toBe(true);
    const orphans = await testDb()
      .selectFrom("emailOutbox")
      .select("id")
      .where("replyTo", "=", "old@example.com")
      .execute();
    expect(orphans).toEqual([]);
  });

  it("keeps leads longer when the period is configured longer", async () => {
    process.env.LEAD_RETENTION_MONTHS = "36";
    resetEnvForTests();
    const contact = await contactAged(30, "thirty@example.com");
    expect(await leadRetention.run(testDb())).toMatchObject({ expiredContacts: 0 });
    expect(await exists("contactSubmissions", contact)).toBe(true);
  });
});
