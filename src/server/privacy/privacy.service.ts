/**
 * Privacy: "Delete this person" and the retention period. A person is an e-mail address: deleting
 * one lead deletes every contact submission and quote of that address (compared without case),
 * their follow-ups and every e-mail about them or to them (docs/decisions/030). The confirmation
 * first lists what will go.
 */
import { deleteSubscriberByEmail } from "../newsletter/newsletter.repository";
import type { LeadKind, PersonData, PersonDeleted, PersonLead } from "../../shared/schemas/privacy";
import type { Db } from "../db/schema";
import { ContactNotFound, QuoteNotFound, SignedProposalKept } from "../errors";
import {
  countEmailsOf,
  deleteLeads,
  findExpiredLeads,
  findLeadAddress,
  findLeadsOfAddress,
  findSignedProposal,
} from "./privacy.repository";

async function addressOf(db: Db, kind: LeadKind, id: number): Promise<string> {
  const address = await findLeadAddress(db, kind, id);
  if (address === undefined) throw kind === "contact" ? new ContactNotFound(id) : new QuoteNotFound(id);
  return address;
}

async function personOf(db: Db, address: string) {
  const { contacts, quotes } = await findLeadsOfAddress(db, address);
  const ids = { contactIds: contacts.map((row) => row.id), quoteIds: quotes.map((row) => row.id) };
  const lead =
    (kind: LeadKind) =>
    (row: (typeof contacts)[number]): PersonLead => ({
      kind,
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      createdAt: row.createdAt.toISOString(),
    });
  return { ids, leads: [...contacts.map(lead("contact")), ...quotes.map(lead("quote"))] };
}

/** What "Delete this person" would remove, starting from one of their leads. */
export async function personData(db: Db, kind: LeadKind, id: number): Promise<PersonData> {
  const email = await addressOf(db, kind, id);
  const { ids, leads } = await personOf(db, email);
  return { email, leads, emails: await countEmailsOf(db, ids, email) };
}

/**
 * Deletes every lead of the address of this lead, with their e-mails and its newsletter
 * subscription, in one transaction; refused (SignedProposalKept, 409) while one of their quotes has
 * a signed proposal, which the database would refuse too (issue 33, item 9).
 */
export async function deletePerson(db: Db, kind: LeadKind, id: number): Promise<PersonDeleted> {
  return db.transaction().execute(async (trx) => {
    const email = await addressOf(trx, kind, id);
    const { ids } = await personOf(trx, email);
    const signed = await findSignedProposal(trx, ids.quoteIds);
    if (signed) throw new SignedProposalKept(signed.quoteId, signed.version);
    const deleted = await deleteLeads(trx, ids, email);
    await deleteSubscriberByEmail(trx, email);
    return { email, ...deleted };
  });
}

/** The leads this many months without activity, removed a batch at a time with their e-mails. */
export async function deleteExpiredLeads(db: Db, months: number, batch: number) {
  return db.transaction().execute(async (trx) => deleteLeads(trx, await findExpiredLeads(trx, months, batch)));
}
