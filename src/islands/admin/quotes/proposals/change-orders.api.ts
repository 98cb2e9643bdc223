/** Change orders of a signed contract (src/server/change-orders/change-orders-admin.routes.ts): history, issue, withdraw. */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../../shared/api";
import type { AdminChangeOrder, ContractHistory } from "../../../../shared/proposals/change-order";
import type { ChangeOrderInput } from "../../../../shared/schemas/change-order";
import { changeOrderStrings } from "../../../../shared/strings/change-orders";
import { adminKeys, useChange } from "../../api";

const text = changeOrderStrings.console;
const historyUrl = (proposalId: number) => `/api/admin/proposals/${proposalId}/change-orders`;
/** A signed change order's PDF (decision 048). */
export const changeOrderPdfUrl = (id: number) => `/api/admin/change-orders/${id}/signed.pdf`;
/** Under the quotes' key: a signature or a withdrawal refetches the quote's figures too. */
const keyOf = (proposalId: number) => [...adminKeys.quotes, "change-orders", proposalId] as const;

export const useContractHistory = (proposalId: number) =>
  useQuery({
    queryKey: keyOf(proposalId),
    queryFn: () => apiRequest<ContractHistory>("GET", historyUrl(proposalId)),
  });

/** Issues a change order; one key per opened form, so a double click issues one. */
export const useIssueChangeOrder = (proposalId: number) =>
  useChange(
    ({ input, key }: { input: ChangeOrderInput; key: string }) =>
      apiRequest<AdminChangeOrder>("POST", historyUrl(proposalId), input, { "Idempotency-Key": key }),
    { success: { title: text.sent, description: text.sentText }, failure: text.sendFailed },
    adminKeys.quotes,
  );

export const useWithdrawChangeOrder = () =>
  useChange(
    (id: number) => apiRequest<ContractHistory>("POST", `/api/admin/change-orders/${id}/withdraw`, {}),
    { success: { title: text.withdrawn }, failure: text.withdrawFailed },
    adminKeys.quotes,
  );
