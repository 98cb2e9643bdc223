/**
 * Issue 31 item 2: the signed contract's receipt e-mail tells the customer until when they may cancel
 * and links to the page's cancel section; after a cancellation the quote's timeline says so.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationStrings } from "../../src/shared/strings/conversation";
import { contractStrings } from "../../src/shared/strings/contract";
import { queuedMail } from "../support/db";
import { adminCall, customerPost, proposalTestSetup, sentProposal, signFirstOption } from "../support/proposals";
import { ipCounter } from "../support/functions";

let cookie: string;
const nextIp = ipCounter("198.51.100");
/** Wed 23 Dec 2026, 15:00 ET: the window runs to the end of Monday 28 (Christmas and Sunday skipped). */
const SIGNED_AT = new Date("2026-12-23T20:00:00Z");

const receipts = (quoteId: number, tag: string) => queuedMail(tag, { quoteId });

beforeAll(async () => {
  cookie = await proposalTestSetup("contract-receipt");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the signed contract's receipt", () => {
  it("names the last day to cancel and links to the page's cancel section (the customer's copy only)", async () => {
    const { quote, proposal, token } = await sentProposal(cookie, { state: "NJ" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(SIGNED_AT);
    await signFirstOption(token, proposal, nextIp());
    const [customer] = await receipts(quote.id, "proposal-signed");
    expect(customer!.textBody).toContain(contractStrings.cancelUntil("2026-12-28"));
    expect(customer!.textBody).toContain(`${contractStrings.receipt.link}: `);
    expect(customer!.textBody).toMatch(new RegExp(`https?://[^\\s]+/proposal/${token}#cancel`));
    expect(customer!.htmlBody).toContain(`/proposal/${token}#cancel"`);
    const [owner] = await receipts(quote.id, "proposal-owner");
    expect(owner!.textBody).not.toContain(contractStrings.receipt.link);
  });

  it("puts the customer's cancellation on the quote's timeline with the reason", async () => {
    const { quote, proposal, token } = await sentProposal(cookie, { state: "NJ" });
    await signFirstOption(token, proposal, nextIp());
    const cancelled = await customerPost(`/proposal/${token}/cancel`, { reason: "Moving away." }, { ip: nextIp() });
    expect(cancelled.status).toBe(303);
    const timeline = await adminCall(cookie, `/api/admin/leads/quote/${quote.id}/timeline`);
    expect(timeline.status).toBe(200);
    const body = JSON.stringify(await timeline.json());
    expect(body).toContain(conversationStrings.timeline.contractCancelled(proposal.version, "Moving away."));
  });
});
