/**
 * The mail desk's API as the console uses it: URLs, query keys (a key is its URL's parts) and
 * one hook per query and change. Toasts and 401s are handled by the core query client (../api.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { QuotePhase } from "../../../shared/options";
import type { EmailTemplateInput } from "../../../shared/schemas/email-template";
import type {
  AdminEmailTemplate,
  AdminOutboxMessage,
  EmailPreview,
  MailHealth,
} from "../../../shared/schemas/mail-desk";
import { emailStrings } from "../../../shared/strings/email";

export const emailUrls = {
  health: "/api/admin/email/health",
  outbox: "/api/admin/email/outbox",
  retry: (id: string) => `/api/admin/email/outbox/${id}/retry`,
  templates: "/api/admin/email/templates",
  template: (phase: QuotePhase) => `/api/admin/email/templates/${phase}`,
  preview: (phase: QuotePhase) => `/api/admin/email/templates/${phase}/preview`,
  test: (phase: QuotePhase) => `/api/admin/email/templates/${phase}/test`,
} as const;

export const emailKeys = {
  health: [emailUrls.health] as const,
  outbox: [emailUrls.outbox] as const,
  templates: [emailUrls.templates] as const,
  preview: (phase: QuotePhase, draft: EmailTemplateInput) => [emailUrls.preview(phase), draft] as const,
};

export const useMailHealth = () => useQuery<MailHealth>({ queryKey: emailKeys.health });
export const useOutbox = () => useQuery<AdminOutboxMessage[]>({ queryKey: emailKeys.outbox });
export const useEmailTemplates = () => useQuery<AdminEmailTemplate[]>({ queryKey: emailKeys.templates });

/** The draft rendered by the server in the layout; the last preview stays on screen while the next loads. */
export const useTemplatePreview = (phase: QuotePhase, draft: EmailTemplateInput | undefined) =>
  useQuery<EmailPreview>({
    queryKey: emailKeys.preview(phase, draft ?? { subject: "", htmlContent: "" }),
    queryFn: () => apiRequest<EmailPreview>("POST", emailUrls.preview(phase), draft),
    enabled: draft !== undefined,
    placeholderData: (previous) => previous,
  });

const t = emailStrings;

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AdminOutboxMessage>("POST", emailUrls.retry(id), {}),
    meta: {
      toasts: {
        success: { title: t.outbox.retried, description: t.outbox.retriedText },
        failure: t.outbox.retryFailed,
      },
    },
    // Refetched whatever the answer: a 409 means someone else's retry already changed the row.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailKeys.outbox }),
        queryClient.invalidateQueries({ queryKey: emailKeys.health }),
      ]),
  });
}

export function useSaveTemplate(phase: QuotePhase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: EmailTemplateInput) => apiRequest<AdminEmailTemplate>("PUT", emailUrls.template(phase), draft),
    meta: {
      toasts: {
        success: { title: t.templates.saved, description: t.templates.savedText },
        failure: t.templates.saveFailed,
      },
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminEmailTemplate[]>(emailKeys.templates, (list) =>
        list?.map((template) => (template.id === saved.id ? saved : template)),
      ),
  });
}

export function useSendTemplateTest(phase: QuotePhase, adminEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ outboxId: string; to: string }>("POST", emailUrls.test(phase), {}),
    meta: {
      toasts: {
        success: { title: t.templates.testQueued, description: t.templates.testQueuedText(adminEmail) },
        failure: t.templates.testFailed,
      },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailKeys.outbox }),
        queryClient.invalidateQueries({ queryKey: emailKeys.health }),
      ]),
  });
}
