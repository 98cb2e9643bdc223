/**
 * The admin follow-ups API (src/server/follow-ups/follow-ups.routes.ts): a quote's schedule and the owner's
 * buttons (keys under the quote list's, so a status change refetches the schedule too), and the
 * Settings: sequences and the calendar.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type {
  AdminEnrolment,
  AdminSequence,
  EnrolmentAction,
  FollowUpSettings,
  SequenceInput,
} from "../../../shared/schemas/follow-ups";
import { followUpStrings } from "../../../shared/strings/follow-ups";
import { adminKeys, useChange } from "../api";

const text = followUpStrings;

export const followUpUrls = {
  ofQuote: (quoteId: number) => `/api/admin/follow-ups?quote=${quoteId}`,
  action: (id: number, action: EnrolmentAction) => `/api/admin/follow-ups/${id}/${action}`,
  sequences: "/api/admin/follow-up-sequences",
  sequence: (id: number) => `/api/admin/follow-up-sequences/${id}`,
  settings: "/api/admin/follow-up-settings",
};

export interface QuoteFollowUps {
  enrolments: AdminEnrolment[];
  reviewRequest: { status: string; dueAt: string; cancelReason: string | null } | null;
}

const quoteKey = (quoteId: number) => [...adminKeys.quotes, "follow-ups", quoteId] as const;

export const quoteFollowUpsQuery = (quoteId: number) =>
  queryOptions({
    queryKey: quoteKey(quoteId),
    queryFn: () => apiRequest<QuoteFollowUps>("GET", followUpUrls.ofQuote(quoteId)),
  });
export const useQuoteFollowUps = (quoteId: number) => useQuery(quoteFollowUpsQuery(quoteId));

/** Pause, Resume, Skip or Send now; Skip and Send now name the step the owner saw. */
export function useEnrolmentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, stepId }: { id: number; action: EnrolmentAction; stepId?: string }) =>
      apiRequest<{ enrolments: AdminEnrolment[] }>("POST", followUpUrls.action(id, action), stepId ? { stepId } : {}),
    meta: { toasts: { failure: text.panel.failed } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.quotes }),
  });
}

const sequencesKey = [followUpUrls.sequences] as const;
const settingsKey = [followUpUrls.settings] as const;

export const useSequences = () => useQuery<AdminSequence[]>({ queryKey: sequencesKey });

export const useSaveSequence = (id: number | undefined) =>
  useChange(
    (sequence: SequenceInput) =>
      id === undefined
        ? apiRequest<AdminSequence>("POST", followUpUrls.sequences, sequence)
        : apiRequest<AdminSequence>("PUT", followUpUrls.sequence(id), sequence),
    { success: { title: text.settings.saved }, failure: text.settings.failed },
    sequencesKey,
  );

export const useDeleteSequence = () =>
  useChange(
    (id: number) => apiRequest("DELETE", followUpUrls.sequence(id)),
    { success: { title: text.settings.removed }, failure: text.settings.failed },
    sequencesKey,
  );

export const useFollowUpSettings = () => useQuery<FollowUpSettings>({ queryKey: settingsKey });

export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FollowUpSettings) => apiRequest<FollowUpSettings>("PUT", followUpUrls.settings, settings),
    meta: { toasts: { success: { title: text.settings.calendarSaved }, failure: text.settings.failed } },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
