/** Table types of change orders (issue 31 item 3): the frozen change and its one signature. */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { ChangeOrderDocument, ChangeOrderStatus } from "../../shared/proposals/change-order";
import type { ProposalSignature } from "../../shared/proposals/admin-view";
import type { CreatedAt, NullableTimestamp } from "./job-tables";

export interface ChangeOrdersTable {
  id: Generated<number>;
  /** The signed proposal version it changes. */
  proposalId: number;
  /** 1, 2, … per signed version. */
  number: number;
  status: ColumnType<ChangeOrderStatus, ChangeOrderStatus | undefined, ChangeOrderStatus>;
  frozen: ColumnType<ChangeOrderDocument, string, never>;
  documentSha256: string;
  totalCents: number;
  createdBy: string | null;
  issuedAt: CreatedAt;
  withdrawnAt: NullableTimestamp;
}
export type ChangeOrderRow = Selectable<ChangeOrdersTable>;

/** The customer's signature of a change order: written once, never updated (a trigger refuses it). */
export interface ChangeOrderSignaturesTable extends Omit<ProposalSignature, "optionId" | "optionTitle" | "totalCents"> {
  id: Generated<number>;
  changeOrderId: number;
  signedAt: Date;
}
export type ChangeOrderSignature = Selectable<ChangeOrderSignaturesTable>;

export interface ChangeOrderTables {
  changeOrders: ChangeOrdersTable;
  changeOrderSignatures: ChangeOrderSignaturesTable;
}
