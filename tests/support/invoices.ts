/**
 * Invoice tests' shared steps (decision 049): the quote's invoices through the console API, sending
 * one, and the customer's page and Pay button.
 */
import { expect } from "vitest";
import type { QuoteInvoices } from "../../src/shared/invoices";
import { testDb } from "./db";
import { nextIp, signedProposal } from "./deposits";
import { adminCall, customerCall, customerPost } from "./proposals";

export async function invoicesOf(cookie: string, quoteId: number) {
  const answer = await adminCall(cookie, `/api/admin/quotes/${quoteId}/invoices`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as QuoteInvoices;
}
export const sendInvoice = (cookie: string, id: number) =>
  adminCall(cookie, `/api/admin/invoices/${id}/send`, { method: "POST", body: {} });
export const pathOf = (url: string | null) => new URL(url!).pathname;
export const invoicePage = (path: string, query = "") => customerCall(`${path}${query}`, { ip: nextIp() });
export const payInvoice = (path: string) => customerPost(`${path}/pay`, {}, { ip: nextIp() });
export const invoiceRow = (id: number) =>
  testDb().selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
export const invoicePayments = (invoiceId: number) =>
  testDb().selectFrom("payments").selectAll().where("invoiceId", "=", invoiceId).execute();

/** A signed contract ("sign now, pay later") with its invoices made, and its balance invoice sent. */
export async function sentBalance(cookie: string) {
  const signed = await signedProposal(cookie, "later");
  const listed = await invoicesOf(cookie, signed.quote.id);
  const balance = listed.invoices.at(-1)!;
  const answer = await sendInvoice(cookie, balance.id);
  expect(answer.status).toBe(200);
  return { ...signed, balance, path: pathOf(balance.url) };
}
