/**
 * The admin proposals API (src/server/proposals/proposals-admin.routes.ts) as the quote's page uses it. Every key
 * starts with the quote list's URL, so a change that refetches quotes (won, lost, quoted) also
 * refetches the quote's proposals, and the other way round. The proposal defaults (Settings) are
 * read and saved here too: the templates screen of the E-mail desk shows them.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../shared/api";
import type { AdminProposal } from "../../../../shared/proposals/admin-view";
import type { ProposalContentInput, ProposalDefaults } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { adminKeys, useChange } from "../../api";

const BASE = "/api/admin/proposals";

export const proposalUrls = {
  ofQuote: (quoteId: number) => `${BASE}?quote=${quoteId}`,
  one: (id: number) => `${BASE}/${id}`,
  preview: (id: number) => `${BASE}/${id}/preview`,
  signedPdf: (id: number) => `${BASE}/${id}/signed.pdf`,
  action: (id: number, action: "send" | "new-version" | "withdraw" | "duplicate") => `${BASE}/${id}/${action}`,
  defaults: "/api/admin/proposal-defaults",
};

const keyOf = (quoteId: number) => [...adminKeys.quotes, "proposals", quoteId] as const;

/** The quote's proposals, newest version first. */
export const proposalsQuery = (quoteId: number) =>
  queryOptions({
    queryKey: keyOf(quoteId),
    queryFn: () => apiRequest<AdminProposal[]>("GET", proposalUrls.ofQuote(quoteId)),
  });
export const useProposals = (quoteId: number) => useQuery(proposalsQuery(quoteId));

export const useCreateProposal = (quoteId: number) =>
  useChange(
    () => apiRequest<AdminProposal>("POST", BASE, { quoteId }),
    { failure: text.changeFailed },
    adminKeys.quotes,
  );

/**
 * The draft's autosave: the whole document, answered with the priced proposal, which goes
 * straight into the list so the totals show without another request. No toast: the builder shows
 * "Saved …" beside the form, and a refusal beside each field.
 */
export function useSaveProposal(quoteId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: ProposalContentInput) => apiRequest<AdminProposal>("PUT", proposalUrls.one(id), content),
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminProposal[]>(keyOf(quoteId), (list) =>
        list?.map((proposal) => (proposal.id === saved.id ? saved : proposal)),
      ),
  });
}

/** Sends with one idempotency key per dialog: a double click or a retry sends one e-mail. */
export const useSendProposal = () =>
  useChange(
    ({ id, message, key, byText }: { id: number; message: string; key: string; byText?: boolean }) =>
      apiRequest<AdminProposal>(
        "POST",
        proposalUrls.action(id, "send"),
        { ...(message ? { message } : {}), ...(byText ? { byText } : {}) },
        { "Idempotency-Key": key },
      ),
    { success: { title: text.sent, description: text.sentText }, failure: text.sendFailed },
    adminKeys.quotes,
  );

export const useNewVersion = () =>
  useChange(
    (id: number) => apiRequest<AdminProposal>("POST", proposalUrls.action(id, "new-version"), {}),
    { success: { title: text.newVersionDone }, failure: text.changeFailed },
    adminKeys.quotes,
  );

export const useWithdrawProposal = () =>
  useChange(
    (id: number) => apiRequest<AdminProposal>("POST", proposalUrls.action(id, "withdraw"), {}),
    { success: { title: text.withdrawn }, failure: text.withdrawFailed },
    adminKeys.quotes,
  );

export const useDeleteDraft = () =>
  useChange(
    (id: number) => apiRequest("DELETE", proposalUrls.one(id)),
    { success: { title: text.deleted }, failure: text.changeFailed },
    adminKeys.quotes,
  );

/** A draft on another quote with this proposal's content; answered with that draft. */
export const useDuplicateProposal = () =>
  useChange(
    ({ id, quoteId }: { id: number; quoteId: number }) =>
      apiRequest<AdminProposal>("POST", proposalUrls.action(id, "duplicate"), { quoteId }),
    { success: { title: text.duplicate.done }, failure: text.duplicate.failed },
    adminKeys.quotes,
  );

const defaultsKey = [proposalUrls.defaults] as const;

export const useProposalDefaults = () => useQuery<ProposalDefaults>({ queryKey: defaultsKey });

/** Saves the defaults; the saved values go straight into the cache. */
export function useSaveProposalDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaults: ProposalDefaults) => apiRequest<ProposalDefaults>("PUT", proposalUrls.defaults, defaults),
    meta: {
      toasts: {
        success: { title: text.defaults.saved, description: text.defaults.savedText },
        failure: text.defaults.saveFailed,
      },
    },
    onSuccess: (saved) => queryClient.setQueryData(defaultsKey, saved),
  });
}
