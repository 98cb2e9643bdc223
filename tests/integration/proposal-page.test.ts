/**
 * The customer's proposal page (issue 20): headers, the same 404 for any bad token, opens counted
 * except the owner's, one signature under 20 concurrent Accepts, forged options and closed
 * versions refused, decline and questions, the comment limit, cross-site posts and the rate limit.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { API_SECURITY_HEADERS } from "../../src/server/http/respond";
import { leadRetention } from "../../src/server/jobs/retention.job";
import { PROPOSAL_RATE_LIMIT } from "../../src/server/proposals/proposal-rate-limit";
import { proposalMessages, proposalPageStrings, SIGNATURE_CONSENT } from "../../src/shared/strings/proposals";
import { testDb } from "../support/db";
import { customerCall, customerPost, proposalTestSetup, sentProposal } from "../support/proposals";
import { ipCounter } from "../support/functions";

let cookie: string;
/** A fresh network per test, so the per-network limit only bites where a test means it to. */
const nextIp = ipCounter("198.51.100");

const proposalRow = (id: number) =>
  testDb().selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const quoteRow = (id: number) =>
  testDb().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const acceptances = (proposalId: number) =>
  testDb().selectFrom("proposalAcceptances").selectAll().where("proposalId", "=", proposalId).execute();

beforeAll(async () => {
  cookie = await proposalTestSetup("proposal-page");
});

describe("the proposal page", () => {
  it("answers unknown, truncated and hash-like tokens with the same 404 page", async () => {
    const { token, proposal } = await sentProposal(cookie);
    const row = await proposalRow(proposal.id);
    const ip = nextIp();
    const bodies = new Set<string>();
    // A malformed percent-escape is a 400 from the router (issue 33: security-customer-links.test.ts).
    for (const bad of ["x".repeat(43), token.slice(0, 42), row.tokenHash!, "a"]) {
      const response = await customerCall(`/proposal/${bad}`, { ip });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      bodies.add(await response.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain(proposalPageStrings.notFound.title);
  });

  it("is private, noindex, carries the security headers and counts customer opens only", async () => {
    const { token, proposal } = await sentProposal(cookie);
    const response = await customerCall(`/proposal/${token}`, { ip: nextIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("content-security-policy")).toMatch(
      /default-src 'none'.*img-src 'self'.*style-src 'sha256-/,
    );
    for (const name of Object.keys(API_SECURITY_HEADERS).filter((header) => header !== "Content-Security-Policy")) {
      expect(response.headers.get(name)).toBe(API_SECURITY_HEADERS[name]);
    }
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // The token never leaves the site in a Referer, yet the page's own posts carry their Origin
    // (under no-referrer Chromium sends "Origin: null", which the same-origin check refuses).
    expect(html).toContain('<meta name="referrer" content="same-origin">');
    expect(html).toContain("1-888-ROOF-ALP");
    expect(html).toContain("NJ Home Improvement Contractor Reg. No.");
    expect(html).toContain("@media print");
    expect(html).not.toContain("<script");
    await customerCall(`/proposal/${token}`, { ip: nextIp() });
    await customerCall(`/proposal/${token}`, { ip: nextIp(), cookie });
    const row = await proposalRow(proposal.id);
    expect(row.openCount).toBe(2);
    expect(row.firstOpenedAt).not.toBeNull();
    expect(row.lastOpenedAt!.getTime()).toBeGreaterThanOrEqual(row.firstOpenedAt!.getTime());
  });

  it("records one signature under 20 concurrent Accepts; the quote is won and in phase 3 without a phase e-mail", async () => {
    const { quote, token, proposal } = await sentProposal(cookie);
    const better = proposal.options[1]!;
    const fields = { optionId: better.id, fullName: "Zoë O'Brien-李", consent: "yes" };
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        customerPost(`/proposal/${token}/accept`, fields, { ip, headers: { "user-agent": "Phone/1.0" } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
    expect(answers[0]!.headers.get("location")).toBe(`/proposal/${token}`);
    const [record, ...more] = await acceptances(proposal.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      optionId: better.id,
      optionTitle: "Re-flash and repair",
      totalCents: better.totals.totalCents,
      typedName: "Zoë O'Brien-李",
      consentText: SIGNATURE_CONSENT.text,
      consentVersion: SIGNATURE_CONSENT.version,
      ip,
      userAgent: "Phone/1.0",
      documentSha256: (await proposalRow(proposal.id)).documentSha256,
    });
    const won = await quoteRow(quote.id);
    expect(won).toMatchObject({ phase: "phase-3", wonValueCents: better.totals.totalCents, lostAt: null });
    expect(won.wonAt).not.toBeNull();
    expect(await testDb().selectFrom("quoteFollowUps").select("id").where("quoteId", "=", quote.id).execute()).toEqual(
      [],
    );
    const mails = await testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quote.id).execute();
    expect(mails.map((mail) => mail.tag).sort()).toEqual(["proposal", "proposal-owner", "proposal-signed"]);
    const receipt = mails.find((mail) => mail.tag === "proposal-signed")!;
    expect(receipt.toAddress).toBe(quote.email);
    expect(receipt.textBody).toContain(`Signed by: Zoë O'Brien-李`);
    expect(receipt.textBody).toContain(record!.documentSha256);
    const page = await (await customerCall(`/proposal/${token}`, { ip })).text();
    expect(page).toContain(proposalPageStrings.signed.heading);
    expect(page).toContain("Zoë O&#39;Brien-李");
    await expect(
      testDb()
        .updateTable("proposalAcceptances")
        .set({ typedName: "Someone else" })
        .where("id", "=", record!.id)
        .execute(),
    ).rejects.toThrow(/immutable/);
    // A signed quote is a customer record: lead retention keeps it (and its signature) however old.
    await sql`update quotes set updated_at = now() - interval '40 months' where id = ${quote.id}`.execute(testDb());
    await leadRetention.run(testDb());
    expect(await acceptances(proposal.id)).toHaveLength(1);
  });

  it("refuses a forged option, a missing name or consent, and records nothing", async () => {
    const { token, proposal } = await sentProposal(cookie);
    const ip = nextIp();
    const forged = await customerPost(
      `/proposal/${token}/accept`,
      { optionId: "option-forged", fullName: "A B", consent: "yes" },
      { ip },
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(proposalMessages.chooseOption);
    const unsigned = await customerPost(
      `/proposal/${token}/accept`,
      { optionId: proposal.options[0]!.id, fullName: " " },
      { ip },
    );
    expect(unsigned.status).toBe(400);
    const html = await unsigned.text();
    expect(html).toContain(proposalMessages.nameRequired);
    expect(html).toContain(proposalMessages.consentRequired);
    expect(await acceptances(proposal.id)).toEqual([]);
  });

  it("refuses to sign an expired, withdrawn or replaced version, and offers the expired one an update", async () => {
    const { quote, token, proposal } = await sentProposal(cookie);
    const ip = nextIp();
    await testDb().updateTable("proposals").set({ validUntil: "2020-01-01" }).where("id", "=", proposal.id).execute();
    const fields = { optionId: proposal.options[0]!.id, fullName: "Eleanor Vance", consent: "yes" };
    const refused = await customerPost(`/proposal/${token}/accept`, fields, { ip });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(proposalPageStrings.expired.heading);
    expect((await proposalRow(proposal.id)).status).toBe("expired");
    const asked = await customerPost(`/proposal/${token}/update-request`, {}, { ip });
    expect(asked.status).toBe(303);
    expect(await (await customerCall(asked.headers.get("location")!, { ip })).text()).toContain(
      proposalPageStrings.expired.requested,
    );
    for (const status of ["withdrawn", "replaced"] as const) {
      await testDb().updateTable("proposals").set({ status }).where("id", "=", proposal.id).execute();
      expect((await customerPost(`/proposal/${token}/accept`, fields, { ip })).status).toBe(409);
    }
    expect(await acceptances(proposal.id)).toEqual([]);
    const notices = await testDb().selectFrom("emailOutbox").select("tag").where("quoteId", "=", quote.id).execute();
    expect(notices.map((notice) => notice.tag)).toContain("proposal-owner");
  });

  it("declines with a reason (the quote is lost) and says clearly when a comment is too long", async () => {
    const { quote, token, proposal } = await sentProposal(cookie);
    const ip = nextIp();
    const long = await customerPost(
      `/proposal/${token}/decline`,
      { reason: "price", comment: "x".repeat(5000) },
      { ip },
    );
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(proposalMessages.commentTooLong(5000));
    const declined = await customerPost(
      `/proposal/${token}/decline`,
      { reason: "another-contractor", comment: "Closer to home." },
      { ip },
    );
    expect(declined.status).toBe(303);
    expect((await proposalRow(proposal.id)).status).toBe("declined");
    expect(await quoteRow(quote.id)).toMatchObject({ lostReason: "another-contractor", wonAt: null });
    const late = await customerPost(
      `/proposal/${token}/accept`,
      { optionId: proposal.options[0]!.id, fullName: "E V", consent: "yes" },
      { ip },
    );
    expect(late.status).toBe(409);
  });

  it("takes a question to the owner and shows it on the quote's proposal", async () => {
    const { token, proposal } = await sentProposal(cookie);
    const ip = nextIp();
    const asked = await customerPost(`/proposal/${token}/question`, { question: "Can you start in May?" }, { ip });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`/proposal/${token}?asked#asked`);
    const questions = await testDb()
      .selectFrom("proposalQuestions")
      .selectAll()
      .where("proposalId", "=", proposal.id)
      .execute();
    expect(questions.map((question) => question.question)).toEqual(["Can you start in May?"]);
  });

  it("refuses cross-site posts and limits each network", async () => {
    const { token, proposal } = await sentProposal(cookie);
    const fields = { optionId: proposal.options[0]!.id, fullName: "E V", consent: "yes" };
    const crossSite = await customerPost(`/proposal/${token}/accept`, fields, {
      ip: nextIp(),
      origin: "https://evil.test",
    });
    expect(crossSite.status).toBe(403);
    expect(await acceptances(proposal.id)).toEqual([]);
    const ip = nextIp();
    for (let hit = 0; hit < PROPOSAL_RATE_LIMIT.max.network(); hit++) await customerCall(`/proposal/${token}`, { ip });
    const limited = await customerCall(`/proposal/${token}`, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
