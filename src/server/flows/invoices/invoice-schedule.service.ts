/**
 * A signed contract's invoices (issue 31 item 5, decision 049): one per payment of the schedule the
 * customer signed (the signed option's, as changed by signed change orders), numbered in its order.
 * Made the first time they are asked for and kept in step after that, under the signed version's
 * row lock: a change order changes the amounts of invoices not yet sent, a payment it drops is
 * cancelled, a cancelled contract cancels every unpaid one. The first, "On signing", is the deposit:
 * a paid deposit marks it paid; offline payments settle the oldest unpaid ones (invoice-settlement.ts). Invoices sent or paid never change.
 */
import type { Db } from "../../db/schema";
import type { Invoice } from "../../db/payment-tables";
import { PAYMENT_EVENTS, type ScheduledPayment } from "../../../shared/contract/contract-terms";
import { sentRow } from "../../proposals/customer-page.service";
import { findAcceptedVersion, findProposalForUpdate } from "../../proposals/proposals.repository";
import {
  cancelOpenInvoices,
  insertInvoice,
  invoicesOfProposal,
  updateInvoice,
} from "../../invoices/invoices.repository";
import { newInvoiceToken } from "../../invoices/invoice-token";
import { signedContractOf, type SignedContract } from "../proposals/contract-history";
import { settleLockedInvoices } from "./invoice-settlement";

/** The payments the contract asks, as it stands; a version sent before contract terms: deposit, then balance. */
export function contractSchedule(contract: SignedContract): ScheduledPayment[] {
  const current = contract.current;
  if (!current) return [];
  if (current.schedule.length > 0) return current.schedule;
  const option = contract.row.frozen.options.find((candidate) => candidate.id === contract.acceptance?.optionId);
  const depositCents = option?.totals.depositCents ?? 0;
  return [
    ...(depositCents > 0 ? [{ event: PAYMENT_EVENTS.signing, cents: depositCents }] : []),
    { event: PAYMENT_EVENTS.completion, cents: current.totalCents - depositCents },
  ];
}

async function keepInStep(trx: Db, contract: SignedContract, existing: Invoice[], now: Date) {
  const proposalId = contract.row.id;
  const schedule = contractSchedule(contract);
  for (const [index, due] of schedule.entries()) {
    const number = index + 1;
    const have = existing.find((invoice) => invoice.number === number);
    if (!have) {
      if (due.cents <= 0) continue;
      const made = await insertInvoice(trx, {
        quoteId: contract.row.quoteId,
        proposalId,
        number,
        event: due.event,
        isDeposit: number === 1 && due.event === PAYMENT_EVENTS.signing,
        amountCents: due.cents,
      });
      const { hash, nonce } = newInvoiceToken(made.id);
      await updateInvoice(trx, made.id, { tokenHash: hash, tokenNonce: nonce });
    } else if (have.status === "draft" && (have.amountCents !== due.cents || have.event !== due.event)) {
      await updateInvoice(
        trx,
        have.id,
        due.cents > 0 ? { amountCents: due.cents, event: due.event } : { status: "cancelled", cancelledAt: now },
      );
    }
  }
  for (const dropped of existing.filter((invoice) => invoice.number > schedule.length)) {
    if (dropped.status === "draft" || dropped.status === "sent")
      await updateInvoice(trx, dropped.id, { status: "cancelled", cancelledAt: now });
  }
  // The deposit pays invoice 1; a cheque or transfer the oldest unpaid ones (decision 052).
  await settleLockedInvoices(trx, contract.row.quoteId, proposalId, now);
}

export interface SyncedInvoices {
  invoices: Invoice[];
  /** The contract's total as it stands; null until signed. */
  totalCents: number | null;
}

/** The invoices of the quote's signed contract, made or brought in step first; none until it is signed. */
export async function syncInvoices(db: Db, quoteId: number, now = new Date()): Promise<SyncedInvoices> {
  const accepted = await findAcceptedVersion(db, quoteId);
  if (!accepted?.frozen) return { invoices: [], totalCents: null };
  return db.transaction().execute(async (trx) => {
    const contract = await signedContractOf(trx, sentRow(await findProposalForUpdate(trx, accepted.id)));
    const existing = await invoicesOfProposal(trx, accepted.id);
    if (!contract.current) return { invoices: existing, totalCents: null };
    if (contract.cancelled) await cancelOpenInvoices(trx, accepted.id, now);
    else await keepInStep(trx, contract, existing, now);
    return { invoices: await invoicesOfProposal(trx, accepted.id), totalCents: contract.current.totalCents };
  });
}
