/**
 * A signed contract's standing (issue 31 item 3): the signed option, then each signed change order
 * in turn (contractStanding); the signed versions with their totals; and whether a change order can
 * be issued now.
 */
import type { Db } from "../../db/schema";
import type { ProposalAcceptance } from "../../db/proposal-tables";
import {
  changeOrderMessages as m,
  contractStanding,
  type AdminChangeOrder,
  type ContractHistory,
  type ContractVersion,
  type CurrentContract,
} from "../../../shared/proposals/change-order";
import { changeOrdersOfVersion } from "../../change-orders/change-order-view";
import { findCancellation } from "../../proposals/cancellations.repository";
import { sentRow, type SentRow } from "../../proposals/customer-page.service";
import { findAcceptance, findProposal } from "../../proposals/proposals.repository";
import { ProposalNotFound } from "../../errors";

export interface SignedContract {
  row: SentRow;
  acceptance: ProposalAcceptance | undefined;
  cancelled: boolean;
  changeOrders: AdminChangeOrder[];
  current: CurrentContract | undefined;
  versions: ContractVersion[];
}

/** Everything about a version's contract (the caller may have locked `row`). */
export async function signedContractOf(db: Db, row: SentRow): Promise<SignedContract> {
  const acceptance = row.status === "accepted" ? await findAcceptance(db, row.id) : undefined;
  const cancelled = Boolean(await findCancellation(db, row.id));
  const changeOrders = await changeOrdersOfVersion(db, row.id);
  if (!acceptance) return { row, acceptance, cancelled, changeOrders, current: undefined, versions: [] };
  return { row, acceptance, cancelled, changeOrders, ...contractStanding(row.frozen, acceptance, changeOrders) };
}

/** Why this contract takes no change order now, or null. */
export function blockedReason(contract: SignedContract): string | null {
  if (!contract.acceptance || !contract.current) return m.notSigned;
  if (contract.cancelled) return m.cancelled;
  if (!contract.row.frozen.contract) return m.noContract;
  if (contract.changeOrders.some((changeOrder) => changeOrder.status === "sent")) return m.open;
  return null;
}

const NOTHING_SIGNED: CurrentContract = {
  optionTitle: "",
  lineItems: [],
  totalCents: 0,
  schedule: [],
  startDate: "",
  completionDate: "",
};

export async function contractHistory(db: Db, proposalId: number): Promise<ContractHistory> {
  const found = await findProposal(db, proposalId);
  if (!found || !found.frozen) throw new ProposalNotFound(proposalId);
  const contract = await signedContractOf(db, sentRow(found));
  return {
    proposalId,
    blocked: blockedReason(contract),
    current: contract.current ?? NOTHING_SIGNED,
    pricing: { discount: contract.row.frozen.discount, taxRateMillipercent: contract.row.frozen.taxRateMillipercent },
    versions: contract.versions,
    changeOrders: contract.changeOrders,
  };
}
