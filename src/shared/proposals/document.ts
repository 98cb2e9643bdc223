/**
 * A proposal as the customer reads it: the owner's content with every option priced (integer cents,
 * money.ts), the customer's and the business's details, and the photos. When a version is sent this
 * is frozen, stored, hashed (SHA-256 of its canonical JSON) and never changes (decision 037).
 */
import type { Option } from "../options";
import type { StoredPhoto } from "../media";
import type { LineItem, ProposalContent } from "../schemas/proposal";
import { optionTotals, type Adjustment, type OptionTotals } from "./money";
import type { ContractTerms } from "../contract/contract-terms";

export const proposalStatusOptions = [
  { value: "draft", label: "Draft", tone: "amber" },
  { value: "sent", label: "Sent", tone: "blue" },
  { value: "withdrawn", label: "Withdrawn", tone: "slate" },
  { value: "replaced", label: "Replaced", tone: "slate" },
  { value: "accepted", label: "Accepted", tone: "green" },
  { value: "declined", label: "Declined", tone: "red" },
  { value: "expired", label: "Expired", tone: "slate" },
] as const satisfies readonly Option[];
export type ProposalStatus = (typeof proposalStatusOptions)[number]["value"];

export interface PricedOption {
  id: string;
  title: string;
  description: string;
  lineItems: (LineItem & { amountCents: number })[];
  totals: OptionTotals;
}

export interface ProposalCustomer {
  name: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface ProposalBusiness {
  name: string;
  phone: string;
  registration: string;
}

/** Everything the customer's page shows; for a sent version, exactly what was signed. */
export interface ProposalDocument {
  proposalId: number;
  quoteId: number;
  version: number;
  customer: ProposalCustomer;
  business: ProposalBusiness;
  coverNote: string;
  sections: ProposalContent["sections"];
  options: PricedOption[];
  discount: Adjustment | null;
  /** Thousandths of a percent: 6625 = 6.625 %. */
  taxRateMillipercent: number;
  deposit: Adjustment | null;
  validUntil: string;
  terms: string;
  warranty: string;
  photos: StoredPhoto[];
  /**
   * The terms the law of the job's state requires (decision 045), frozen with the rest. Absent in
   * versions sent before 2026-11-28 and in a draft's preview whose quote has no NJ/NY address.
   */
  contract?: ContractTerms;
}

/**
 * The stored form of a sent version. Versions frozen before 2026-11-27 hold their tax rate in basis
 * points (`taxRateBps`, 663 = 6.63 %); their JSON and its hash never change, so they are read
 * through `frozenDocument`.
 */
export type StoredFrozenProposal =
  ProposalDocument | (Omit<ProposalDocument, "taxRateMillipercent"> & { taxRateBps: number });

/** A stored version as today's document (the rate of an older one converted, its figures as signed). */
export function frozenDocument(stored: StoredFrozenProposal): ProposalDocument {
  if ("taxRateMillipercent" in stored) return stored;
  const { taxRateBps, ...rest } = stored;
  return { ...rest, taxRateMillipercent: taxRateBps * 10 };
}

/** The content's options with their lines and totals in cents. */
export function priceOptions(content: ProposalContent): PricedOption[] {
  return content.options.map((option) => {
    const totals = optionTotals(option.lineItems, content);
    return {
      id: option.id,
      title: option.title,
      description: option.description,
      lineItems: option.lineItems.map((line, index) => ({ ...line, amountCents: totals.lineCents[index]! })),
      totals,
    };
  });
}
