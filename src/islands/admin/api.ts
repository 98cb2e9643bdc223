/**
 * The admin API as the console uses it, in one place: its URLs, the TanStack Query keys (a key is
 * its URL's parts), the query client's settings, one hook per query and per change. Toasts are
 * raised here once: each change names its success and failure toast, and any 401 from a query or
 * a change shows 'You are logged out. Logging in again...' and opens the sign-in page after 500 ms,
 * coming back to the same screen.
 */
import { MutationCache, QueryCache, QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getQuery, isUnauthorizedError, isUnreachable } from "../../shared/api";
import type { PublicCategory } from "../../shared/blog";
import type { ContactStatus, QuotePhase, QuoteStatus } from "../../shared/options";
import type { AdminBlogPost, AdminContactSubmission, AdminQuote } from "../../shared/schemas/admin";
import type { BlogPostInput } from "../../shared/schemas/blog-post";
import { adminStrings } from "../../shared/strings/admin";
import { toast, type ToastInput } from "../ui/toast";

export const adminUrls = {
  user: "/api/auth/user",
  logout: "/api/logout",
  signIn: (next: string) => `/api/login?next=${encodeURIComponent(next)}`,
  categories: "/api/categories",
  posts: "/api/admin/blog/posts",
  post: (id: number) => `/api/admin/blog/posts/${id}`,
  contacts: "/api/admin/contact-submissions",
  contactStatus: (id: number) => `/api/admin/contact-submissions/${id}/status`,
  quotes: "/api/admin/quotes",
  quoteStatus: (id: number) => `/api/admin/quotes/${id}/status`,
  quotePhase: (id: number) => `/api/admin/quotes/${id}/phase`,
  followUp: (id: number) => `/api/admin/quotes/${id}/send-followup`,
} as const;

export const adminKeys = {
  user: [adminUrls.user] as const,
  posts: [adminUrls.posts] as const,
  post: (id: number) => [adminUrls.posts, id] as const,
  categories: [adminUrls.categories] as const,
  contacts: [adminUrls.contacts] as const,
  quotes: [adminUrls.quotes] as const,
};

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
let redirecting = false;

/** True once the console is on its way to the sign-in page (a leave-page prompt must not stop it). */
export const isRedirectingToSignIn = () => redirecting;

/** The server says the admin is not (or no longer) signed in: say so, then go and sign in. */
export function redirectToSignIn(): void {
  if (redirecting) return;
  redirecting = true;
  toast({ ...adminStrings.unauthorized, variant: "destructive" });
  setTimeout(() => location.assign(adminUrls.signIn(location.pathname)), UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/** What a change says when it succeeds, and the title of its failure toast. */
interface ChangeToasts {
  success?: ToastInput;
  failure: string;
}
const toastsOf = (meta: Record<string, unknown> | undefined) => meta?.toasts as ChangeToasts | undefined;

/**
 * An installed console has no reload button (issue 34, item 3): data older than STALE_MS is read
 * again when the console regains focus, and every screen's data every REFETCH_MS while someone uses
 * the console (useLiveRefresh.ts, which keeps the idle timeout). No automatic retry: a failed read says so, with Retry.
 */
export const STALE_MS = 15_000;
export const REFETCH_MS = 60_000;

/** Toasts and 401s handled here. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => isUnauthorizedError(error) && redirectToSignIn() }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const success = toastsOf(mutation.meta)?.success;
        if (success) toast(success);
      },
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorizedError(error)) return redirectToSignIn();
        const failure = toastsOf(mutation.meta)?.failure;
        if (failure) toast({ title: failure, description: error.message, variant: "destructive" });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: async ({ queryKey, client }) => {
          try {
            return await getQuery(queryKey as (string | number)[]);
          } catch (error) {
            // A background read that finds no server keeps what the screen shows; the next one tries again.
            const shown = client.getQueryData(queryKey);
            if (shown !== undefined && isUnreachable(error)) return shown;
            throw error;
          }
        },
        retry: false,
        refetchOnWindowFocus: true,
        staleTime: STALE_MS,
      },
      mutations: { retry: false },
    },
  });
}

// ── Queries ────────────────────────────────────────────────────────────────────────────────────

export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

/** The signed-in user, or null when no one is signed in (not an error: the console redirects). */
export const useCurrentUser = () =>
  useQuery({ queryKey: adminKeys.user, queryFn: () => getQuery<CurrentUser>(adminKeys.user, "returnNull") });
/** `enabled: false` holds a read back (the dashboard reads the blog after the leads). */
export const usePosts = (enabled = true) => useQuery<AdminBlogPost[]>({ queryKey: adminKeys.posts, enabled });
export const usePost = (id: number | undefined) =>
  useQuery<AdminBlogPost>({ queryKey: adminKeys.post(id ?? 0), enabled: id !== undefined });
export const useCategories = (enabled = true) =>
  useQuery<PublicCategory[]>({ queryKey: adminKeys.categories, enabled });
export const useContacts = (enabled = true) =>
  useQuery<AdminContactSubmission[]>({ queryKey: adminKeys.contacts, enabled });
export const useQuotes = () => useQuery<AdminQuote[]>({ queryKey: adminKeys.quotes });

// ── Changes ────────────────────────────────────────────────────────────────────────────────────

const t = adminStrings.toasts;

/** A change that, once done, refetches the list it touched (area hooks modules use it too). */
export function useChange<V, D>(
  mutationFn: (variables: V) => Promise<D>,
  toasts: ChangeToasts,
  refetch: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toasts },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refetch }),
  });
}

export const useSignOut = () =>
  useMutation({
    mutationFn: () => apiRequest("POST", adminUrls.logout),
    meta: { toasts: { failure: t.signOutFailed } },
  });

export const useDeletePost = () =>
  useChange(
    (id: number) => apiRequest("DELETE", adminUrls.post(id)),
    { success: { title: t.postDeleted }, failure: t.postDeleteFailed },
    adminKeys.posts,
  );

/** Creates the post, or saves the one with `postId`; the saved post goes straight into the cache. */
export function useSavePost(postId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: BlogPostInput) =>
      postId === undefined
        ? apiRequest<AdminBlogPost>("POST", adminUrls.posts, post)
        : apiRequest<AdminBlogPost>("PUT", adminUrls.post(postId), post),
    meta: {
      toasts: {
        success: { title: t.postSaved },
        failure: postId === undefined ? t.postCreateFailed : t.postUpdateFailed,
      },
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.post(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.posts });
    },
  });
}

export const useUpdateContactStatus = () =>
  useChange(
    ({ id, status }: { id: number; status: ContactStatus }) =>
      apiRequest("PUT", adminUrls.contactStatus(id), { status }),
    { success: { title: t.contactStatusUpdated }, failure: t.contactStatusFailed },
    adminKeys.contacts,
  );

export const useUpdateQuoteStatus = () =>
  useChange(
    ({ id, status }: { id: number; status: QuoteStatus }) => apiRequest("PUT", adminUrls.quoteStatus(id), { status }),
    { success: { title: t.statusUpdated, description: t.statusUpdatedText }, failure: t.statusFailed },
    adminKeys.quotes,
  );

export const useUpdateQuotePhase = () =>
  useChange(
    ({ id, phase }: { id: number; phase: QuotePhase }) => apiRequest("PUT", adminUrls.quotePhase(id), { phase }),
    { success: { title: t.phaseUpdated, description: t.phaseUpdatedText }, failure: t.phaseFailed },
    adminKeys.quotes,
  );

export const useSendFollowUp = () =>
  useChange(
    ({ id, phase, customMessage }: { id: number; phase: QuotePhase; customMessage: string | null }) =>
      apiRequest("POST", adminUrls.followUp(id), { phase, customMessage }),
    { success: { title: t.followUpSent, description: t.followUpSentText }, failure: t.followUpFailed },
    adminKeys.quotes,
  );
