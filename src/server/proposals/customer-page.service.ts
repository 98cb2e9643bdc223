/**
 * The customer's proposal page (decision 037): the page for a link token in the version's state,
 * counting opens (an expired version is marked so on sight), and the owner's preview of it.
 */
import type { Db } from "../db/schema";
import { frozenDocument, type ProposalDocument } from "../../shared/proposals/document";
import { ProposalNotFound, ProposalTampered, QuoteNotFound } from "../errors";
import { findQuote } from "../quotes/quotes.repository";
import { businessDay } from "../periods/business-day";
import { buildDocument, dayString, documentSha256 } from "./proposal-document";
import { proposalPageResponse, type ProposalPageView } from "./proposal-page";
import { PROPOSAL_PREVIEW_CSP } from "./proposal-page-style";
import type { FormState } from "./proposal-page-forms";
import { cancellationView } from "./cancellation-view";
import { depositView, offersOnlineDeposit } from "./deposit-view";
import { changeOrdersOfVersion } from "../change-orders/change-order-view";
import { contractStanding, type OriginalSignature } from "../../shared/proposals/change-order";
import type { ChangeOrdersView } from "./proposal-page-change-orders";
import {
  changeOrderPdfPath,
  hashToken,
  proposalPath,
  recoverToken,
  signedPdfPath,
  TOKEN_PATTERN,
} from "./proposal-token";
import {
  expireDueProposals,
  findAcceptance,
  findCurrentVersion,
  findProposal,
  findProposalByTokenHash,
  hasUpdateRequest,
  recordOpen,
  type ProposalRow,
} from "./proposals.repository";

export type SentRow = Omit<ProposalRow, "frozen"> & { frozen: ProposalDocument };

/** A sent version with its frozen document read as today's shape (see `frozenDocument`). */
export function sentRow(row: ProposalRow | undefined): SentRow {
  if (!row?.frozen) throw new ProposalNotFound("token");
  return { ...row, frozen: frozenDocument(row.frozen) };
}

/**
 * The version a token opens; the hash is looked up whatever the token looks like, so every miss
 * costs the same. Its frozen document is checked against the fingerprint taken when it was sent
 * (ProposalTampered when they differ: issue 33, item 9), before anything is drawn or signed.
 */
export async function versionOf(db: Db, token: string): Promise<SentRow> {
  const row = await findProposalByTokenHash(db, hashToken(token));
  if (!row || !row.frozen || !TOKEN_PATTERN.test(token)) throw new ProposalNotFound("token");
  if (documentSha256(row.frozen as ProposalDocument) !== row.documentSha256) throw new ProposalTampered(row.id);
  if (row.status === "sent" && dayString(row.validUntil) < businessDay()) {
    await expireDueProposals(db, row.id);
    return sentRow(await findProposal(db, row.id));
  }
  return sentRow(row);
}

/** The contract's change orders for the page: the one waiting, and the signed versions. */
async function changeOrdersView(
  db: Db,
  document: ProposalDocument,
  record: OriginalSignature & { proposalId: number },
  token: string,
): Promise<ChangeOrdersView> {
  const changeOrders = await changeOrdersOfVersion(db, record.proposalId);
  const open = changeOrders.find((changeOrder) => changeOrder.status === "sent")?.document;
  const versions = contractStanding(document, record, changeOrders).versions;
  return { versions, pdfPath: (number) => changeOrderPdfPath(token, number), ...(open ? { open } : {}) };
}

export interface PageOptions {
  /** Count this as a customer's view (never for the owner: the caller decides). */
  countOpen?: boolean;
  form?: FormState;
  asked?: boolean;
  requested?: boolean;
  /** Back from Stripe Checkout (`?paid=…`): "confirming" until the webhook lands. */
  returnedFromCheckout?: boolean;
  /** The clock (tests walk it across weekends, holidays and clock changes). */
  now?: Date;
}

export async function customerPageView(db: Db, token: string, options: PageOptions = {}): Promise<ProposalPageView> {
  const row = await versionOf(db, token);
  if (options.countOpen) await recordOpen(db, row.id);
  const document = row.frozen;
  const target = { action: (form: string) => `${proposalPath(token)}/${form}`, inert: false };
  switch (row.status) {
    case "accepted": {
      const record = await findAcceptance(db, row.id);
      if (record) {
        const cancellation = document.contract
          ? await cancellationView(db, row.id, record.acceptedAt, options.now ?? new Date())
          : undefined;
        const pdfPath = signedPdfPath(token);
        const deposit = await depositView(db, row.id, document, record.optionId, {
          cancelled: cancellation?.state === "cancelled",
          returned: options.returnedFromCheckout ?? false,
        });
        const changeOrders = await changeOrdersView(db, document, record, token);
        const form = options.form;
        const asked = options.asked;
        return { state: "signed", document, target, record, pdfPath, asked, cancellation, deposit, changeOrders, form };
      }
      return { state: "withdrawn" };
    }
    case "declined":
      return { state: "declined", document, target, asked: options.asked };
    case "expired": {
      const requested = options.requested || Boolean(await hasUpdateRequest(db, row.id));
      return { state: "expired", document, target, requested };
    }
    case "replaced": {
      const current = await findCurrentVersion(db, row.quoteId);
      const currentToken = current ? recoverToken(current) : undefined;
      return { state: "replaced", currentPath: currentToken ? proposalPath(currentToken) : null };
    }
    case "withdrawn":
      return { state: "withdrawn" };
    default:
      return {
        state: "open",
        document,
        target,
        form: options.form,
        asked: options.asked,
        payOnline: offersOnlineDeposit(document),
      };
  }
}

/** The owner's preview: the page exactly as the customer will see it, with inert forms. */
export async function proposalPreviewResponse(db: Db, id: number): Promise<Response> {
  const row = await findProposal(db, id);
  if (!row) throw new ProposalNotFound(id);
  const quote = await findQuote(db, row.quoteId);
  if (!quote) throw new QuoteNotFound(row.quoteId);
  const document = row.frozen ? frozenDocument(row.frozen) : await buildDocument(db, row, row.content, quote);
  const response = proposalPageResponse({ state: "open", document, target: { action: () => "", inert: true } });
  // The console may show the preview in a frame of its own; no other site may.
  response.headers.set("Content-Security-Policy", PROPOSAL_PREVIEW_CSP);
  response.headers.set("X-Frame-Options", "SAMEORIGIN");
  return response;
}
