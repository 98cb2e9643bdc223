/**
 * Issue 31 item 2 (decision 045): the customer cancels a signed contract from the page within three
 * business days, counted on the owner's calendar (a weekend and Christmas in the way here). The
 * clock is injected by faking only Date for the customer's requests (signature and cancellation).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contractStrings, CANCELLED_BY_CUSTOMER } from "../../src/shared/strings/contract";
import { escapeHtml } from "../../src/server/email/render";
import { DEMO_CONTRACT_SETTINGS } from "../../src/server/settings/contract-settings";
import { testDb } from "../support/db";
import { customerCall, customerPost, proposalTestSetup, sentProposal } from "../support/proposals";
import { ipCounter } from "../support/functions";

let cookie: string;
const nextIp = ipCounter("198.51.100");

/** Wed 23 Dec 2026, 15:00 ET: the window runs Thu 24, (Christmas Fri 25 closed), Sat 26, (Sunday), Mon 28. */
const SIGNED_AT = new Date("2026-12-23T20:00:00Z");
const LAST_MINUTE = new Date("2026-12-29T04:59:00Z"); // Mon 28 Dec, 23:59 ET
const AFTER = new Date("2026-12-29T05:00:00Z"); // midnight into Tue 29 Dec

function at(moment: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(moment);
}

/** A NJ proposal sent (real clock: the admin's session), then signed at `SIGNED_AT`. */
async function signedContract() {
  const sent = await sentProposal(cookie, { state: "NJ" });
  at(SIGNED_AT);
  const option = sent.proposal.options[0]!;
  const signed = await customerPost(
    `/proposal/${sent.token}/accept`,
    {
      optionId: option.id,
      fullName: "Harriet Vane",
      consent: "yes",
    },
    { ip: nextIp() },
  );
  expect(signed.status).toBe(303);
  return sent;
}

const cancel = (token: string, fields: Record<string, string> = {}) =>
  customerPost(`/proposal/${token}/cancel`, fields, { ip: nextIp(), headers: { "user-agent": "Phone/2.0" } });
const quoteOf = (id: number) =>
  testDb().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const cancellations = (proposalId: number) =>
  testDb().selectFrom("proposalCancellations").selectAll().where("proposalId", "=", proposalId).execute();
const alertsOf = (proposalId: number) =>
  testDb().selectFrom("alerts").selectAll().where("eventKey", "=", `proposal-cancelled:${proposalId}`).execute();
const ownerMail = (quoteId: number) =>
  testDb()
    .selectFrom("emailOutbox")
    .selectAll()
    .where("quoteId", "=", quoteId)
    .where("subject", "like", "Contract cancelled%")
    .execute();

beforeAll(async () => {
  cookie = await proposalTestSetup("contract-cancel");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("cancelling a signed contract within three business days", () => {
  it("shows the day the window ends (past the weekend and Christmas) and the cancel form", async () => {
    const { token } = await signedContract();
    at(new Date("2026-12-26T15:00:00Z"));
    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(escapeHtml(contractStrings.cancelUntil("2026-12-28")));
    expect(page).toContain("Monday, December 28, 2026");
    expect(page).toContain(contractStrings.cancel.confirm);
    expect(page).toContain(`action="/proposal/${token}/cancel"`);
  });

  it("cancels at the last minute: the quote is lost 'cancelled by customer', one status change, one alert and e-mail whatever the repeats", async () => {
    const { token, quote, proposal } = await signedContract();
    at(LAST_MINUTE);
    const answers = await Promise.all([cancel(token, { reason: "We sold the house." }), cancel(token), cancel(token)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    expect(answers[0]!.headers.get("location")).toBe(`/proposal/${token}#cancelled`);
    expect((await cancel(token)).status).toBe(303);

    const rows = await cancellations(proposal.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cancelledAt.toISOString()).toBe(LAST_MINUTE.toISOString());
    const after = await quoteOf(quote.id);
    expect(after).toMatchObject({
      status: "cancelled",
      lostReason: CANCELLED_BY_CUSTOMER,
      wonAt: null,
      wonValueCents: null,
    });
    expect(after.lostAt?.toISOString()).toBe(LAST_MINUTE.toISOString());
    const changes = await testDb()
      .selectFrom("leadStatusChanges")
      .selectAll()
      .where("quoteId", "=", quote.id)
      .where("toStatus", "=", "cancelled")
      .execute();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ changedBy: null });
    expect(await alertsOf(proposal.id)).toHaveLength(1);
    const mail = await ownerMail(quote.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain("within 30 days");

    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(contractStrings.cancelled.heading);
    expect(page).not.toContain(contractStrings.cancel.confirm);
  });

  it("refuses after midnight of the third business day with 409 and a page saying how to reach us", async () => {
    const { token, quote, proposal } = await signedContract();
    at(AFTER);
    const refused = await cancel(token);
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(contractStrings.windowClosed.heading);
    expect(page).toContain(escapeHtml(DEMO_CONTRACT_SETTINGS.phone));
    expect(page).not.toContain(contractStrings.cancel.confirm);
    expect(await cancellations(proposal.id)).toEqual([]);
    expect((await quoteOf(quote.id)).status).not.toBe("cancelled");
    expect((await quoteOf(quote.id)).wonAt).not.toBeNull();
  });

  it("answers a wrong token with the 404 page and an unsigned proposal with 409", async () => {
    const missing = await cancel("x".repeat(43));
    expect(missing.status).toBe(404);
    const { token, proposal } = await sentProposal(cookie, { state: "NJ" });
    const unsigned = await cancel(token);
    expect(unsigned.status).toBe(409);
    expect(await cancellations(proposal.id)).toEqual([]);
  });
});
