/** Proposals in e2e tests: one written and sent through the admin API from a signed-in console page. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Db } from "../../../src/server/db/schema";
import { newestProposalMailText } from "../../support/proposal-mail";
import { insertFlowQuote } from "./sample-leads";

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A one-option proposal ($2,500.00) for quote `quoteId`, created, saved and sent from `page` (same origin, its
 * cookie); with `deposit`, the percentage due on signing in basis points (3000 = 30 %).
 */
export async function sendProposalThroughApi(page: Page, quoteId: number, deposit?: number): Promise<void> {
  const content = {
    coverNote: "Thank you for showing us the roof.",
    sections: [],
    options: [
      {
        title: "Repair the valleys",
        description: "Copper valleys.",
        lineItems: [{ description: "Valley repair", quantity: 1, unit: "lot", unitPriceCents: 250_000 }],
      },
    ],
    discount: null,
    taxRateMillipercent: 0,
    deposit: deposit === undefined ? null : { kind: "percent", basisPoints: deposit },
    validUntil: inDays(30),
    terms: "Deposit on signing.",
    warranty: "Ten years.",
    startDate: "Week of 12 April 2027",
    completionDate: "About a week after the start",
    photoKeys: [],
  };
  const status = await page.evaluate(
    async ({ quoteId: qid, content: body }) => {
      const json = { "Content-Type": "application/json" };
      const created = await fetch("/api/admin/proposals", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ quoteId: qid }),
      });
      const { id: proposalId } = (await created.json()) as { id: number };
      await fetch(`/api/admin/proposals/${proposalId}`, { method: "PUT", headers: json, body: JSON.stringify(body) });
      const sent = await fetch(`/api/admin/proposals/${proposalId}/send`, {
        method: "POST",
        headers: { ...json, "Idempotency-Key": crypto.randomUUID() },
        body: "{}",
      });
      return sent.status;
    },
    { quoteId, content },
  );
  expect(status).toBe(201);
}

/** The customer's link in the newest proposal e-mail queued for `quoteId`. */
export async function proposalLinkFromOutbox(db: Db, quoteId: number): Promise<string> {
  const link = /\/proposal\/[A-Za-z0-9_-]{22,}/.exec((await newestProposalMailText(db, quoteId)) ?? "")?.[0];
  expect(link, "no proposal link in the outbox").toBeTruthy();
  return link!;
}

/**
 * A flow quote of the test's own (`firstName` + `tag` as its names, in Montclair, NJ) with a proposal
 * sent through the admin API from `ownerPage` (signed in): its id and the customer's link.
 */
export async function quoteWithSentProposal(
  db: Db,
  ownerPage: Page,
  person: { firstName: string; tag: string; phone: string; address: string; description: string },
  deposit?: number,
): Promise<{ quoteId: number; link: string }> {
  const { firstName, tag, ...rest } = person;
  const email = `${firstName.toLowerCase()}-${tag.toLowerCase()}@example.com`;
  const quoteId = await insertFlowQuote(db, { firstName, lastName: tag, email, ...rest });
  await sendProposalThroughApi(ownerPage, quoteId, deposit);
  return { quoteId, link: await proposalLinkFromOutbox(db, quoteId) };
}
