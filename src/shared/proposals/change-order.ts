/**
 * Change orders (issue 31 item 3): the contract as it stands (the signed option, then each signed
 * change order), the document a change order freezes (the new lines, what was added and removed,
 * the new total and payment schedule, priced with the signed version's discount and tax), and the
 * contract's history as the console and the customer's page show it. Pure: rows are passed in.
 */
import type { ContractState } from "../contract/notices";
import type { ScheduledPayment } from "../contract/contract-terms";
import { PAYMENT_EVENTS } from "../contract/contract-terms";
import type { LineItem } from "../schemas/proposal";
import type { ChangeOrderInput } from "../schemas/change-order";
import { MAX_TOTAL_CENTS, optionTotals, type OptionTotals, type PricingTerms } from "./money";
import type { ProposalCustomer, ProposalDocument } from "./document";

export const changeOrderStatuses = ["sent", "signed", "withdrawn"] as const;
export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

export type PricedLine = LineItem & { amountCents: number };

/** The contract as it stands: what the next change order starts from. */
export interface CurrentContract {
  optionTitle: string;
  lineItems: PricedLine[];
  totalCents: number;
  schedule: ScheduledPayment[];
  startDate: string;
  completionDate: string;
}

export interface ChangeOrderDocument {
  proposalId: number;
  quoteId: number;
  proposalVersion: number;
  number: number;
  state: ContractState;
  customer: ProposalCustomer;
  contractorName: string;
  optionTitle: string;
  note: string;
  previousTotalCents: number;
  lineItems: PricedLine[];
  added: PricedLine[];
  removed: PricedLine[];
  totals: ChangeOrderTotals;
  schedule: ScheduledPayment[];
  startDate: string;
  completionDate: string;
  issuedAt: string;
}

/** One signed version of the contract, oldest first: the original, then each signed change order. */
export interface ContractVersion {
  kind: "original" | "change-order";
  /** 0 for the original. */
  number: number;
  totalCents: number;
  signedBy: string;
  signedAt: string;
  documentSha256: string;
}

export const changeOrderMessages = {
  noChange: "Change at least one line: this list is the contract as it stands",
  belowPaid: (cents: string) => `The new total cannot be below what was due on signing (${cents})`,
  tooLarge: "The new total is too large",
  notSigned: "Only a signed contract takes a change order",
  cancelled: "This contract was cancelled: it takes no change order",
  noContract: "This proposal was sent before contracts carried their terms: it takes no change order online",
  open: "A change order is waiting for the customer's signature: withdraw it first",
  notOpen: "This change order is no longer waiting for a signature",
} as const;

const lineKey = (line: LineItem) => JSON.stringify([line.description, line.quantity, line.unit, line.unitPriceCents]);

/** Lines in `after` and not in `before` (added), and the reverse (removed), counting repeats. */
export function lineChanges(before: readonly PricedLine[], after: readonly PricedLine[]) {
  const pool = new Map<string, number>();
  for (const line of before) pool.set(lineKey(line), (pool.get(lineKey(line)) ?? 0) + 1);
  const added: PricedLine[] = [];
  for (const line of after) {
    const left = pool.get(lineKey(line)) ?? 0;
    if (left > 0) pool.set(lineKey(line), left - 1);
    else added.push(line);
  }
  const removed: PricedLine[] = [];
  for (const line of before) {
    const left = pool.get(lineKey(line)) ?? 0;
    if (left > 0) {
      removed.push(line);
      pool.set(lineKey(line), left - 1);
    }
  }
  return { added, removed };
}

export type ChangeOrderTotals = Pick<OptionTotals, "subtotalCents" | "discountCents" | "taxCents" | "totalCents">;

export interface ChangeOrderDraft {
  lineItems: PricedLine[];
  added: PricedLine[];
  removed: PricedLine[];
  totals: ChangeOrderTotals;
  schedule: ScheduledPayment[];
}

/**
 * The new lines priced with the signed version's discount and tax; the payments other than the
 * one on completion stay (they were due already), the one on completion takes the difference.
 * Answers the field errors instead when the change is empty or the total impossible.
 */
export function priceChangeOrder(
  current: CurrentContract,
  input: Pick<ChangeOrderInput, "lineItems">,
  terms: Omit<PricingTerms, "deposit">,
  formatCents: (cents: number) => string,
): { draft: ChangeOrderDraft } | { errors: Record<string, string> } {
  const { lineCents, subtotalCents, discountCents, taxCents, totalCents } = optionTotals(input.lineItems, {
    ...terms,
    deposit: null,
  });
  const totals = { subtotalCents, discountCents, taxCents, totalCents };
  const lineItems = input.lineItems.map((line, index) => ({ ...line, amountCents: lineCents[index]! }));
  const { added, removed } = lineChanges(current.lineItems, lineItems);
  if (added.length === 0 && removed.length === 0) return { errors: { lineItems: changeOrderMessages.noChange } };
  if (totals.totalCents > MAX_TOTAL_CENTS) return { errors: { lineItems: changeOrderMessages.tooLarge } };
  // The last payment is the balance, whatever Settings' schedule called it (decision 051).
  const kept = current.schedule.slice(0, -1);
  const balanceEvent = current.schedule.at(-1)?.event ?? PAYMENT_EVENTS.completion;
  const keptCents = kept.reduce((sum, payment) => sum + payment.cents, 0);
  if (totals.totalCents < keptCents)
    return { errors: { lineItems: changeOrderMessages.belowPaid(formatCents(keptCents)) } };
  const schedule = [...kept, { event: balanceEvent, cents: totals.totalCents - keptCents }];
  return {
    draft: { lineItems, added, removed, totals, schedule },
  };
}

/** A change order as the console shows it (dates ISO, money in cents). */
export interface AdminChangeOrder {
  id: number;
  number: number;
  status: ChangeOrderStatus;
  document: ChangeOrderDocument;
  documentSha256: string;
  issuedAt: string;
  signature: {
    typedName: string;
    signedAt: string;
    ip: string;
    userAgent: string | null;
    consentText: string;
    documentSha256: string;
  } | null;
}

/** GET /api/admin/proposals/{id}/change-orders: the contract as it stands, its signed versions, its change orders. */
export interface ContractHistory {
  proposalId: number;
  /** Why no change order can be issued now (unsigned, cancelled, one waiting), or null. */
  blocked: string | null;
  current: CurrentContract;
  /** The signed version's discount and tax, which every change order is priced with. */
  pricing: Omit<PricingTerms, "deposit">;
  versions: ContractVersion[];
  changeOrders: AdminChangeOrder[];
}

/** The signature a contract starts from (the proposal's acceptance), as the standing needs it. */
export interface OriginalSignature {
  optionId: string;
  optionTitle: string;
  totalCents: number;
  typedName: string;
  acceptedAt: Date;
  documentSha256: string;
}

/** The contract as it stands and its signed versions, oldest first: the signed option, then each signed change order. */
export function contractStanding(
  document: ProposalDocument,
  acceptance: OriginalSignature,
  changeOrders: readonly AdminChangeOrder[],
): { current: CurrentContract; versions: ContractVersion[] } {
  const option = document.options.find((candidate) => candidate.id === acceptance.optionId);
  const schedule = document.contract?.schedules.find((entry) => entry.optionId === acceptance.optionId)?.payments;
  let current: CurrentContract = {
    optionTitle: acceptance.optionTitle,
    lineItems: option?.lineItems ?? [],
    totalCents: acceptance.totalCents,
    schedule: schedule ?? [],
    startDate: document.contract?.startDate ?? "",
    completionDate: document.contract?.completionDate ?? "",
  };
  const versions: ContractVersion[] = [
    {
      kind: "original",
      number: 0,
      totalCents: acceptance.totalCents,
      signedBy: acceptance.typedName,
      signedAt: acceptance.acceptedAt.toISOString(),
      documentSha256: acceptance.documentSha256,
    },
  ];
  for (const changeOrder of changeOrders) {
    if (changeOrder.status !== "signed" || !changeOrder.signature) continue;
    const d = changeOrder.document;
    current = {
      optionTitle: current.optionTitle,
      lineItems: d.lineItems,
      totalCents: d.totals.totalCents,
      schedule: d.schedule,
      startDate: d.startDate,
      completionDate: d.completionDate,
    };
    versions.push({
      kind: "change-order",
      number: changeOrder.number,
      totalCents: d.totals.totalCents,
      signedBy: changeOrder.signature.typedName,
      signedAt: changeOrder.signature.signedAt,
      documentSha256: changeOrder.signature.documentSha256,
    });
  }
  return { current, versions };
}
