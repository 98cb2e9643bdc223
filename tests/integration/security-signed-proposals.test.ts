/**
 * Issue 33, finding 9: a signed proposal could be erased (deleting its quote answered 200 and the
 * signature went), and its frozen document could be changed in SQL without the page noticing.
 * Now "Delete this person" is a 409 naming the signed version while a signature exists, the
 * database refuses to delete a signature or change a sent version's frozen document, and the
 * customer page checks the document's fingerprint before drawing it (a changed one says so, and
 * cannot be signed).
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { contactStrings } from "../../src/shared/strings/contacts";
import { proposalPageStrings } from "../../src/shared/strings/proposals";
import { insertContact } from "../support/admin-session";
import { testDb } from "../support/db";
import { adminCall, customerCall, customerPost, proposalTestSetup, sentProposal } from "../support/proposals";
import { ipCounter } from "../support/functions";

let cookie: string;
const nextIp = ipCounter("198.51.100");

async function signedProposal(email: string) {
  const sent = await sentProposal(cookie, { email });
  const fields = { optionId: sent.proposal.options[0]!.id, fullName: "Ruth Abernathy", consent: "yes" };
  expect((await customerPost(`/proposal/${sent.token}/accept`, fields, { ip: nextIp() })).status).toBe(303);
  return sent;
}

const signatures = (proposalId: number) =>
  testDb().selectFrom("proposalAcceptances").select("id").where("proposalId", "=", proposalId).execute();

beforeAll(async () => {
  cookie = await proposalTestSetup("signed-proposals");
});

describe("a signed proposal", () => {
  it("keeps its quote: Delete this person is a 409 that names the signed version, from the quote or a contact of the same address", async () => {
    const { quote, proposal } = await signedProposal("signer@example.com");
    const contact = await insertContact({ email: "Signer@Example.com" });
    for (const path of [`/api/admin/quotes/${quote.id}`, `/api/admin/contact-submissions/${contact.id}`]) {
      const refused = await adminCall(cookie, path, { method: "DELETE" });
      expect(refused.status, path).toBe(409);
      expect(await refused.json()).toEqual({
        error: contactStrings.deletePerson.signedProposal(quote.id, proposal.version),
      });
    }
    expect(await signatures(proposal.id)).toHaveLength(1);
    const kept = await testDb().selectFrom("quotes").select("id").where("id", "=", quote.id).execute();
    expect(kept).toHaveLength(1);
  });

  it("is held by the database: no delete of a signature (directly or by cascade), no change to a frozen document", async () => {
    const { quote, proposal } = await signedProposal("db-held@example.com");
    await expect(
      testDb().deleteFrom("proposalAcceptances").where("proposalId", "=", proposal.id).execute(),
    ).rejects.toThrow(/signed proposal cannot be deleted/);
    await expect(testDb().deleteFrom("quotes").where("id", "=", quote.id).execute()).rejects.toThrow(
      /signed proposal cannot be deleted/,
    );
    await expect(
      sql`update proposals set frozen = jsonb_set(frozen, '{terms}', '"Nothing is guaranteed."') where id = ${proposal.id}`.execute(
        testDb(),
      ),
    ).rejects.toThrow(/frozen document cannot be changed/);
    await expect(
      testDb()
        .updateTable("proposals")
        .set({ documentSha256: "0".repeat(64) })
        .where("id", "=", proposal.id)
        .execute(),
    ).rejects.toThrow(/frozen document cannot be changed/);
    expect(await signatures(proposal.id)).toHaveLength(1);
  });

  it("still lets a person without a signature be deleted", async () => {
    const { quote } = await sentProposal(cookie, { email: "unsigned@example.com" });
    const deleted = await adminCall(cookie, `/api/admin/quotes/${quote.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
  });
});

describe("the customer page", () => {
  it("says a document changed behind our back cannot be shown, and takes no signature for it", async () => {
    const { proposal, token } = await sentProposal(cookie, { email: "tampered@example.com" });
    expect((await customerCall(`/proposal/${token}`, { ip: nextIp() })).status).toBe(200);
    // Changed the way the trigger cannot see: with the triggers off for this session, as a superuser could.
    await testDb()
      .connection()
      .execute(async (connection) => {
        await sql`set session_replication_role = replica`.execute(connection);
        await sql`update proposals set frozen = jsonb_set(frozen, '{terms}', '"Nothing is guaranteed."') where id = ${proposal.id}`.execute(
          connection,
        );
        await sql`set session_replication_role = origin`.execute(connection);
      });
    const page = await customerCall(`/proposal/${token}`, { ip: nextIp() });
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain(proposalPageStrings.tampered.heading);
    expect(html).not.toContain("Nothing is guaranteed.");
    const fields = { optionId: proposal.options[0]!.id, fullName: "Ruth Abernathy", consent: "yes" };
    const signing = await customerPost(`/proposal/${token}/accept`, fields, { ip: nextIp() });
    expect(signing.status).toBe(409);
    expect(await signing.text()).toContain(proposalPageStrings.tampered.heading);
    expect(await signatures(proposal.id)).toEqual([]);
  });
});
