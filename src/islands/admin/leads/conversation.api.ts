/** The lead's conversation in the console (issue 21): timeline, reply preview and send, snippets. */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { LeadTimeline } from "../../../shared/conversation";
import type { LeadKind } from "../../../shared/schemas/privacy";
import type { Snippet } from "../../../shared/schemas/conversation";
import { conversationStrings } from "../../../shared/strings/conversation";
import { textingComposerStrings } from "../../../shared/strings/texting";
import { adminKeys } from "../api";
import { leadKeys } from "./leads.api";

const t = conversationStrings.composer;
const c = conversationStrings.call;
const x = textingComposerStrings;

export const conversationUrls = {
  timeline: (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}/timeline`,
  read: (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}/read`,
  preview: (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}/reply-preview`,
  reply: (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}/reply`,
  call: (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}/calls`,
  texts: (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}/texts`,
  snippets: "/api/admin/saved-replies",
};

const timelineKey = (kind: LeadKind, id: number, older: number, images: boolean) =>
  ["/api/admin/leads", kind, id, "timeline", older, images] as const;

/** The page's own read as it opened (quote-page-reads.ts) is this recent when the panel mounts: not read twice. */
const JUST_READ_MS = 5_000;

/** Always read afresh (stale at once), except on mount just after the page read it. */
export function leadTimelineQuery(kind: LeadKind, id: number, older = 0, images = false) {
  const query = new URLSearchParams();
  if (older > 0) query.set("older", String(older));
  if (images) query.set("images", "1");
  const suffix = query.size > 0 ? `?${query}` : "";
  return queryOptions<LeadTimeline>({
    queryKey: timelineKey(kind, id, older, images),
    queryFn: () => apiRequest<LeadTimeline>("GET", `${conversationUrls.timeline(kind, id)}${suffix}`),
    staleTime: 0,
    refetchOnMount: (cached) => Date.now() - cached.state.dataUpdatedAt > JUST_READ_MS,
  });
}

export const useLeadTimeline = (kind: LeadKind, id: number, older: number, images: boolean) =>
  useQuery(leadTimelineQuery(kind, id, older, images));

/** Marks the lead's replies read (a POST: reading the timeline changes nothing), then refreshes the waiting list. */
export function useMarkRead(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ read: true }>("POST", conversationUrls.read(kind, id), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.waiting }),
  });
}

export const snippetsQuery = () => queryOptions<{ snippets: Snippet[] }>({ queryKey: [conversationUrls.snippets] });
export const useSnippets = () => useQuery(snippetsQuery());

export function usePreviewReply(kind: LeadKind, id: number) {
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ subject: string; to: string; text: string }>("POST", conversationUrls.preview(kind, id), { body }),
    meta: { toasts: { failure: t.failed } },
  });
}

/** An answer (reply or call) changes the lead's status and timeline and the waiting counts: all read again. */
function refreshAnsweredLead(queryClient: QueryClient, kind: LeadKind, id: number) {
  return Promise.all(
    [
      ["/api/admin/leads", kind, id, "timeline"],
      leadKeys.waiting,
      leadKeys.figures,
      kind === "quote" ? adminKeys.quotes : adminKeys.contacts,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** "Logged a call": one tap answers the lead (issue 34); the key makes a double tap log one call. */
export function useLogCall(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest<{ callId: string; loggedAt: string }>(
        "POST",
        conversationUrls.call(kind, id),
        {},
        {
          "Idempotency-Key": key,
        },
      ),
    meta: { toasts: { success: { title: c.logged, description: c.loggedText }, failure: c.failed } },
    onSuccess: () => refreshAnsweredLead(queryClient, kind, id),
  });
}

export function useSendReply(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: string; key: string }) =>
      apiRequest<{ messageId: string; outboxId: string }>(
        "POST",
        conversationUrls.reply(kind, id),
        { body },
        { "Idempotency-Key": key },
      ),
    meta: { toasts: { success: { title: t.sent, description: t.sentText }, failure: t.failed } },
    // The composer clears as soon as the reply is queued; the lists refresh behind it (not awaited, or
    // the sent text would stay in the box, beside its own copy in the conversation, until they load).
    onSuccess: () => {
      void refreshAnsweredLead(queryClient, kind, id);
    },
  });
}

/** A text from the composer (issue 32, item 3): the key makes a double tap send one text. */
export function useSendText(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: string; key: string }) =>
      apiRequest<{ id: string | number }>(
        "POST",
        conversationUrls.texts(kind, id),
        { body },
        { "Idempotency-Key": key },
      ),
    meta: { toasts: { success: { title: x.sent, description: x.sentText }, failure: x.failed } },
    onSuccess: () => {
      void refreshAnsweredLead(queryClient, kind, id);
    },
  });
}
