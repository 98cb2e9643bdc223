/**
 * TanStack Query as SPEC §9 sets it: no retry, no refetch on focus or interval, data never stale.
 * A query's key is its URL parts (SPEC §7); any 401 anywhere signs the admin out of the console.
 */
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getQuery, isUnauthorizedError } from "../../shared/api";
import { redirectToSignIn } from "./session";

const defaultQueryFn: QueryFunction = ({ queryKey }) => getQuery(queryKey as (string | number)[]);

const onError = (error: unknown) => {
  if (isUnauthorizedError(error)) redirectToSignIn();
};

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** Query keys of the admin API (SPEC §7). */
export const adminKeys = {
  user: ["/api/auth/user"] as const,
  posts: ["/api/admin/blog/posts"] as const,
  post: (id: number) => ["/api/admin/blog/posts", id] as const,
  categories: ["/api/categories"] as const,
  contacts: ["/api/admin/contact-submissions"] as const,
  quotes: ["/api/admin/quotes"] as const,
};
