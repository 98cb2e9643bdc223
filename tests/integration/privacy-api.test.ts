/**
 * "Delete this person": the preview lists every lead of the address, and DELETE on a contact or
 * a quote removes every lead of that address (any case) with its follow-ups and e-mails, so the
 * address is gone from every table, while other people's leads stay. Each route: 401, 403, 400,
 * 404 and its happy path.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { PersonData, PersonDeleted } from "../../src/shared/schemas/privacy";
import { tablesHolding } from "../support/address-scan";
import { adminSessions, type AdminSessions } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, type CallOptions, type FunctionModule } from "../support/functions";
import { postContact, postQuote, uniqueIp, useLeadTestEnvironment, validContact, validQuote } from "../support/leads";

useLeadTestEnvironment();

let sessions: AdminSessions;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  sessions = await adminSessions("privacy");
});

const asAdmin = (module: FunctionModule, path: string, options: CallOptions = {}) =>
  callFunction(module, path, { cookie: sessions.adminCookie, ...options });

async function submitted(response: Response): Promise<number> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** One person with two contacts and a quote (with a follow-up), under two spellings of the address. */
async function personWithLeads(address: string) {
  const contactId = await submitted(await postContact(validContact({ email: address }), { ip: uniqueIp() }));
  const secondContactId = await submitted(
    await postContact(validContact({ email: address.toUpperCase(), message: "A second enquiry from me." }), {
      ip: uniqueIp(),
    }),
  );
  const quoteId = await submitted(await postQuote(validQuote({ email: address }), { ip: uniqueIp() }));
  const followUp = await asAdmin(adminApi, `/api/admin/quotes/${quoteId}/send-followup`, {
    method: "POST",
    body: { phase: "phase-2", customMessage: "See you Tuesday." },
  });
  expect(followUp.status).toBe(201);
  return { contactId, secondContactId, quoteId };
}

describe("delete this person: refusals", () => {
  const paths = [
    ["DELETE", adminApi, "/api/admin/contact-submissions/1"],
    ["DELETE", adminApi, "/api/admin/quotes/1"],
    ["GET", adminApi, "/api/admin/privacy/contact/1"],
  ] as const;

  it.each(paths)("%s %s: 401 signed out, 403 for a non-admin or another site", async (method, module, path) => {
    expect((await callFunction(module, path, { method })).status).toBe(401);
    expect((await callFunction(module, path, { method, cookie: sessions.visitorCookie })).status).toBe(403);
    if (method === "DELETE") {
      const crossSite = await asAdmin(module, path, { method, origin: "https://evil.example" });
      expect(crossSite.status).toBe(403);
    }
  });

  it("400 for a malformed id or kind, 404 for a missing lead", async () => {
    expect((await asAdmin(adminApi, "/api/admin/contact-submissions/abc", { method: "DELETE" })).status).toBe(400);
    expect((await asAdmin(adminApi, "/api/admin/quotes/-1", { method: "DELETE" })).status).toBe(400);
    const badKind = await asAdmin(adminApi, "/api/admin/privacy/customer/1");
    expect(badKind.status).toBe(400);
    expect(((await badKind.json()) as { fields: Record<string, string> }).fields.kind).toMatch(/contact, quote/);
    expect((await asAdmin(adminApi, "/api/admin/contact-submissions/999999", { method: "DELETE" })).status).toBe(404);
    expect((await asAdmin(adminApi, "/api/admin/quotes/999999", { method: "DELETE" })).status).toBe(404);
    expect((await asAdmin(adminApi, "/api/admin/privacy/quote/999999")).status).toBe(404);
  });
});

describe("delete this person", () => {
  it("lists every lead of the address before anything is deleted", async () => {
    const { contactId, secondContactId, quoteId } = await personWithLeads("preview.person@example.com");
    const response = await asAdmin(adminApi, `/api/admin/privacy/contact/${contactId}`);
    expect(response.status).toBe(200);
    const person = (await response.json()) as PersonData;
    expect(person.email).toBe("preview.person@example.com");
    expect(person.leads.map((lead) => [lead.kind, lead.id])).toEqual([
      ["contact", contactId],
      ["contact", secondContactId],
      ["quote", quoteId],
    ]);
    // Two contact notifications, the quote's notification and thank-you, and the follow-up.
    expect(person.emails).toBe(5);
    expect(await tablesHolding("preview.person@example.com")).toEqual(
      expect.arrayContaining(["contact_submissions", "quotes", "email_outbox"]),
    );
  });

  it("from a contact: removes every lead of the address with its e-mails; other people stay", async () => {
    const address = "gone.person@example.com";
    const { contactId, quoteId } = await personWithLeads(address);
    const other = await personWithLeads("kept.person@example.com");
    const response = await asAdmin(adminApi, `/api/admin/contact-submissions/${contactId}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect((await response.json()) as PersonDeleted).toEqual({ email: address, contacts: 2, quotes: 1, emails: 5 });
    expect(await tablesHolding(address)).toEqual([]);
    expect(await testDb().selectFrom("quoteFollowUps").where("quoteId", "=", quoteId).selectAll().execute()).toEqual(
      [],
    );
    expect((await asAdmin(adminApi, `/api/admin/contact-submissions/${contactId}`)).status).toBe(404);
    expect((await asAdmin(adminApi, `/api/admin/contact-submissions/${other.contactId}`)).status).toBe(200);
    expect(await tablesHolding("kept.person@example.com")).toEqual(
      expect.arrayContaining(["contact_submissions", "quotes", "email_outbox"]),
    );
  });

  it("from a quote: the same, and a second delete answers 404", async () => {
    const address = "quote.person@example.com";
    const { quoteId } = await personWithLeads(address);
    const response = await asAdmin(adminApi, `/api/admin/quotes/${quoteId}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PersonDeleted).quotes).toBe(1);
    expect(await tablesHolding(address)).toEqual([]);
    expect((await asAdmin(adminApi, `/api/admin/quotes/${quoteId}`, { method: "DELETE" })).status).toBe(404);
  });
});
