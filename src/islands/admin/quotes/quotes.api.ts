/**
 * The quote desk's URLs, query keys and hooks (issue 12). Every key starts with the quote list's
 * URL, so any quote change that refetches the list (api.ts) refetches these too.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { QuotePhase } from "../../../shared/options";
import type { AdminAssignee, AdminQuote, FollowUpPreview } from "../../../shared/schemas/admin";
import type { AttachedPhoto } from "../../../shared/schemas/lead-photos";
import { filterToSearch, type QuoteDetailsInput, type QuoteListFilter } from "../../../shared/schemas/quote-desk";
import { withSegment, type ReportSegment } from "../../../shared/schemas/reports";
import { adminStrings } from "../../../shared/strings/admin";
import { quoteDeskStrings } from "../../../shared/strings/quotes";
import { adminKeys, adminUrls, useChange } from "../api";

export const quoteDeskUrls = {
  list: (filter: QuoteListFilter, segment: ReportSegment = {}) =>
    `${adminUrls.quotes}${withSegment(filterToSearch(filter), segment)}`,
  quote: (id: number) => `${adminUrls.quotes}/${id}`,
  assignees: `${adminUrls.quotes}/assignees`,
  preview: (id: number) => `${adminUrls.quotes}/${id}/preview`,
  notSpam: (id: number) => `${adminUrls.quotes}/${id}/not-spam`,
  exportCsv: (filter: QuoteListFilter, segment: ReportSegment = {}) =>
    `/api/admin/export/quotes.csv${withSegment(filterToSearch(filter), segment)}`,
} as const;

export const quoteDeskKeys = {
  list: (filter: QuoteListFilter, segment: ReportSegment = {}) =>
    [adminUrls.quotes, "list", withSegment(filterToSearch(filter), segment)] as const,
  quote: (id: number) => [adminUrls.quotes, id] as const,
  assignees: [adminUrls.quotes, "assignees"] as const,
};

const t = quoteDeskStrings.toasts;
const spec = adminStrings.toasts;

/** The list as filtered on the server; the previous result stays on screen while the next loads. */
export const useQuoteList = (filter: QuoteListFilter, segment: ReportSegment = {}) =>
  useQuery({
    queryKey: quoteDeskKeys.list(filter, segment),
    queryFn: () => apiRequest<AdminQuote[]>("GET", quoteDeskUrls.list(filter, segment)),
    placeholderData: keepPreviousData,
  });

export const quoteQuery = (id: number) => queryOptions<AdminQuote>({ queryKey: quoteDeskKeys.quote(id) });
export const assigneesQuery = () => queryOptions<AdminAssignee[]>({ queryKey: quoteDeskKeys.assignees });
export const useQuote = (id: number) => useQuery(quoteQuery(id));
export const useAssignees = () => useQuery(assigneesQuery());

export function useSaveQuoteDetails(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: QuoteDetailsInput) => apiRequest<AdminQuote>("PUT", quoteDeskUrls.quote(id), details),
    meta: { toasts: { success: { title: t.saved }, failure: t.saveFailed } },
    onSuccess: async (saved) => {
      queryClient.setQueryData(quoteDeskKeys.quote(id), saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.quotes });
    },
  });
}

/** The e-mail a phase change or follow-up would queue, rendered by the server; queues nothing. */
export const useFollowUpPreview = () =>
  useMutation({
    mutationFn: ({ id, phase, customMessage }: { id: number; phase: QuotePhase; customMessage: string | null }) =>
      apiRequest<FollowUpPreview>("POST", quoteDeskUrls.preview(id), { phase, customMessage }),
  });

interface PhaseMove {
  id: number;
  phase: QuotePhase;
  sendEmail: boolean;
}

export const useMoveQuotePhase = (sendEmail: boolean) =>
  useChange(
    ({ id, phase }: Omit<PhaseMove, "sendEmail">) =>
      apiRequest("PUT", `${adminUrls.quotes}/${id}/phase`, { phase, sendEmail }),
    sendEmail
      ? { success: { title: spec.phaseUpdated, description: spec.phaseUpdatedText }, failure: spec.phaseFailed }
      : { success: { title: t.movedSilently, description: t.movedSilentlyText }, failure: spec.phaseFailed },
    adminKeys.quotes,
  );

/** Sends with the preview's idempotency key: a second click or a retry queues nothing more. */
export const useSendPreviewedFollowUp = () =>
  useChange(
    (send: { id: number; phase: QuotePhase; customMessage: string | null; key: string }) =>
      apiRequest(
        "POST",
        adminUrls.followUp(send.id),
        { phase: send.phase, customMessage: send.customMessage },
        { "Idempotency-Key": send.key },
      ),
    { success: { title: spec.followUpSent, description: spec.followUpSentText }, failure: spec.followUpFailed },
    adminKeys.quotes,
  );

export const useMarkNotSpam = () =>
  useChange(
    (id: number) => apiRequest("POST", quoteDeskUrls.notSpam(id), {}),
    { success: { title: t.rescued, description: t.rescuedText }, failure: t.rescueFailed },
    adminKeys.quotes,
  );

/** The photos attached to the quote request (QuotePhotos.tsx); the page reads them beside the quote. */
export const photoListQuery = (quoteId: number) =>
  queryOptions<{ items: AttachedPhoto[] }>({ queryKey: [`/api/admin/quote-photos?quote=${quoteId}`] });
export const usePhotoList = (quoteId: number) => useQuery(photoListQuery(quoteId));
