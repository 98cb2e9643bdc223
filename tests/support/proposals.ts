/**
 * Proposal tests' shared steps: a three-option document, a draft saved and sent through the admin
 * API, and the customer's link token read from the queued e-mail (the only place it exists).
 */
import { expect, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as customerLinks from "../../functions/customer.mts";
import type { AdminProposal } from "../../src/shared/proposals/admin-view";
import type { ProposalContentInput } from "../../src/shared/schemas/proposal";
import { adminSessions, insertQuote } from "./admin-session";
import { seedTestDatabase, testDb } from "./db";
import { callFunction, formPost, type CallOptions } from "./functions";
import { newestProposalMailText } from "./proposal-mail";

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function threeOptions(overrides: Partial<ProposalContentInput> = {}): ProposalContentInput {
  const option = (title: string, unitPriceCents: number) => ({
    title,
    description: `${title}, Buckingham slate to match.`,
    lineItems: [
      { description: "Tear-off and set-up", quantity: 1, unit: "lot", unitPriceCents: 150_000 },
      { description: "Slate relay", quantity: 12.5, unit: "sq", unitPriceCents },
    ],
  });
  return {
    coverNote: "Thank you for showing us the roof.\n\nHere are three ways to fix the valleys.",
    sections: [{ heading: "About the work", body: "We work from scaffold and protect the gardens." }],
    options: [
      option("Repair the valleys", 33_333),
      option("Re-flash and repair", 123_457),
      option("Full strip and relay", 250_001),
    ],
    discount: { kind: "percent", basisPoints: 500 },
    taxRateMillipercent: 6625,
    deposit: { kind: "percent", basisPoints: 3000 },
    validUntil: inDays(30),
    terms: "Deposit on signing, balance on completion.",
    warranty: "25 years on workmanship.",
    startDate: "Week of 12 April 2027",
    completionDate: "About three weeks after the start",
    photoKeys: [],
    ...overrides,
  };
}

export const adminCall = (cookie: string, path: string, options: CallOptions = {}) =>
  callFunction(adminApi, path, { cookie, ...options });
export const customerCall = (path: string, options: CallOptions = {}) => callFunction(customerLinks, path, options);
export function customerPost(path: string, fields: Record<string, string>, options: CallOptions = {}) {
  const form = formPost(fields);
  const headers = { ...form.headers, ...options.headers };
  return callFunction(customerLinks, path, { method: "POST", ...form, ...options, headers });
}

export async function draftFor(cookie: string, quoteId: number, content = threeOptions()): Promise<AdminProposal> {
  const created = await adminCall(cookie, "/api/admin/proposals", { method: "POST", body: { quoteId } });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as AdminProposal;
  const saved = await adminCall(cookie, `/api/admin/proposals/${id}`, { method: "PUT", body: content });
  expect(saved.status).toBe(200);
  return (await saved.json()) as AdminProposal;
}

/** The token of the last proposal link e-mailed about the quote (its plain-text twin must carry the link). */
export async function tokenFromOutbox(quoteId: number): Promise<string> {
  const text = await newestProposalMailText(testDb(), quoteId);
  if (text === undefined) throw new Error("no proposal e-mail queued");
  const token = /\/proposal\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("no proposal link in the e-mail");
  return token;
}

export async function send(cookie: string, id: number, key?: string): Promise<Response> {
  return adminCall(cookie, `/api/admin/proposals/${id}/send`, {
    method: "POST",
    body: {},
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

/** A quote with a sent three-option proposal: its ids and the customer's token. */
export async function sentProposal(cookie: string, quoteOverrides: Record<string, unknown> = {}) {
  const quote = await insertQuote(quoteOverrides);
  const draft = await draftFor(cookie, quote.id);
  const response = await send(cookie, draft.id);
  expect(response.status).toBe(201);
  const proposal = (await response.json()) as AdminProposal;
  return { quote, proposal, token: await tokenFromOutbox(quote.id) };
}

/** A proposal test file's start: no real Postmark, a seeded database, an admin signed in; answers the admin's cookie. */
export async function proposalTestSetup(name: string): Promise<string> {
  delete process.env.POSTMARK_SERVER_TOKEN;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
  return (await adminSessions(name)).adminCookie;
}

/** The customer signs the proposal's first option from `ip` (a form post, as the page sends it). */
export async function signFirstOption(token: string, proposal: AdminProposal, ip: string, fullName = "Harriet Vane") {
  const signed = await customerPost(
    `/proposal/${token}/accept`,
    { optionId: proposal.options[0]!.id, fullName, consent: "yes" },
    { ip },
  );
  expect(signed.status).toBe(303);
}
