/**
 * Change orders (issue 31 item 3): the owner issues one on a signed, uncancelled contract (frozen at
 * once with its SHA-256, e-mailed to the customer at the proposal's own link; an Idempotency-Key
 * makes a double click issue one), may withdraw it while it waits, and the customer signs it like the
 * proposal (name, consent, time, IP, browser, the document's hash), once whatever the clicks. A signed
 * change order is the contract's new standing: the quote's won value follows its total.
 */
import type { Db } from "../../db/schema";
import {
  changeOrderMessages as m,
  priceChangeOrder,
  type AdminChangeOrder,
  type ChangeOrderDocument,
} from "../../../shared/proposals/change-order";
import { formatCents } from "../../../shared/proposals/money";
import type { ChangeOrderInput } from "../../../shared/schemas/change-order";
import { SIGNATURE_CONSENT } from "../../../shared/strings/proposals";
import { ProposalConflict, ProposalNotFound, QuoteNotFound } from "../../errors";
import { queueChangeOrderAlert } from "../../alerts/proposal-alert";
import { ChangeOrderInvalid, ChangeOrderNotFound } from "../../change-orders/change-order-errors";
import { runIdempotent } from "../../intake/idempotency.service";
import { findQuoteForUpdate, updateQuote } from "../../quotes/quotes.repository";
import {
  findChangeOrderForUpdate,
  insertChangeOrder,
  insertChangeOrderSignature,
  setChangeOrderStatus,
} from "../../change-orders/change-orders.repository";
import { queueChangeOrderLink, queueChangeOrderReceipts } from "../../proposals/change-order-mail";
import { sentRow, versionOf } from "../../proposals/customer-page.service";
import { documentSha256 } from "../../proposals/proposal-document";
import { recoverToken } from "../../proposals/proposal-token";
import { findProposalForUpdate } from "../../proposals/proposals.repository";
import { blockedReason, contractHistory, signedContractOf } from "./contract-history";
import type { CustomerClient, QueuedAfterAnswer } from "./proposal-response.service";

export interface ChangeOrderIssued {
  changeOrder: AdminChangeOrder;
  queuedOutboxIds: string[];
}

export async function issueChangeOrder(
  db: Db,
  proposalId: number,
  input: ChangeOrderInput,
  idempotencyKey: string | undefined,
  by: string | null,
  now: Date = new Date(),
): Promise<ChangeOrderIssued> {
  const { outcome, result } = await runIdempotent<{ id: number }, string>(db, {
    scope: `change-order:${proposalId}`,
    key: idempotencyKey,
    request: input,
    work: async (trx) => {
      const found = await findProposalForUpdate(trx, proposalId);
      if (!found?.frozen) throw new ProposalNotFound(proposalId);
      const contract = await signedContractOf(trx, sentRow(found));
      const blocked = blockedReason(contract);
      if (blocked || !contract.current) throw new ProposalConflict(blocked ?? m.notSigned);
      const token = recoverToken(found);
      if (!token) throw new ProposalConflict(m.noContract);
      const priced = priceChangeOrder(contract.current, input, contract.row.frozen, formatCents);
      if ("errors" in priced) throw new ChangeOrderInvalid(m.noChange, priced.errors);
      const quote = await findQuoteForUpdate(trx, found.quoteId);
      if (!quote) throw new QuoteNotFound(found.quoteId);
      const frozen = contract.row.frozen;
      const number = contract.changeOrders.length + 1;
      const document: ChangeOrderDocument = {
        proposalId,
        quoteId: quote.id,
        proposalVersion: found.version,
        number,
        state: frozen.contract!.state,
        customer: frozen.customer,
        contractorName: frozen.contract!.contractor.legalName,
        optionTitle: contract.current.optionTitle,
        note: input.note,
        previousTotalCents: contract.current.totalCents,
        ...priced.draft,
        startDate: input.startDate || contract.current.startDate,
        completionDate: input.completionDate || contract.current.completionDate,
        issuedAt: now.toISOString(),
      };
      const row = await insertChangeOrder(trx, {
        proposalId,
        number,
        frozen: JSON.stringify(document),
        documentSha256: documentSha256(document),
        totalCents: document.totals.totalCents,
        createdBy: by,
        issuedAt: now,
      });
      const outboxId = await queueChangeOrderLink(trx, quote, document, token);
      return { outcome: { id: row.id }, result: outboxId };
    },
  });
  const history = await contractHistory(db, proposalId);
  const changeOrder = history.changeOrders.find((entry) => entry.id === outcome.id);
  if (!changeOrder) throw new ChangeOrderNotFound(outcome.id);
  return { changeOrder, queuedOutboxIds: result ? [result] : [] };
}

/** Withdraws a change order still waiting for the signature (409 once signed or withdrawn). */
export async function withdrawChangeOrder(db: Db, id: number, now: Date = new Date()) {
  return db.transaction().execute(async (trx) => {
    const row = await findChangeOrderForUpdate(trx, id);
    if (!row) throw new ChangeOrderNotFound(id);
    if (row.status !== "sent") throw new ProposalConflict(m.notOpen);
    await setChangeOrderStatus(trx, id, "withdrawn", now);
    return { proposalId: row.proposalId };
  });
}

/** The customer signs change order `number` of the token's version; a repeat changes nothing. */
export async function signChangeOrder(
  db: Db,
  token: string,
  input: { number: number; fullName: string },
  client: CustomerClient,
  now: Date,
): Promise<QueuedAfterAnswer> {
  return db.transaction().execute(async (trx) => {
    const version = await versionOf(trx, token);
    const row = sentRow(await findProposalForUpdate(trx, version.id));
    const contract = await signedContractOf(trx, row);
    const target = contract.changeOrders.find((changeOrder) => changeOrder.number === input.number);
    if (!target) throw new ProposalNotFound("change order");
    if (target.status === "signed") return { outboxIds: [], alertIds: [] };
    if (target.status !== "sent") throw new ProposalConflict(m.notOpen);
    if (contract.cancelled) throw new ProposalConflict(m.cancelled);
    const locked = await findChangeOrderForUpdate(trx, target.id);
    if (!locked || documentSha256(locked.frozen) !== locked.documentSha256) throw new ProposalConflict(m.notOpen);
    const signature = await insertChangeOrderSignature(trx, {
      changeOrderId: target.id,
      typedName: input.fullName,
      consentText: SIGNATURE_CONSENT.text,
      consentVersion: SIGNATURE_CONSENT.version,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      documentSha256: locked.documentSha256,
      signedAt: now,
    });
    if (!signature) return { outboxIds: [], alertIds: [] };
    await setChangeOrderStatus(trx, target.id, "signed", now);
    const quote = await findQuoteForUpdate(trx, row.quoteId);
    if (!quote) throw new QuoteNotFound(row.quoteId);
    await updateQuote(trx, quote.id, { wonValueCents: locked.totalCents, lastContactDate: now });
    const outboxIds = await queueChangeOrderReceipts(trx, quote, locked.frozen, signature, token);
    const alertId = await queueChangeOrderAlert(trx, quote, locked);
    return { outboxIds, alertIds: alertId ? [alertId] : [] };
  });
}
