/**
 * The photo library as the console uses it: its URLs, query keys and hooks. Uploads are
 * multipart with the upload header, sent by UploadPhotoForm with progress; everything else is JSON like the rest
 * of the console, and failures raise the same toasts and 401 handling (api.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { MediaItem, MediaPage } from "../../../shared/media";
import { mediaStrings } from "../../../shared/strings/media";

export const mediaUrls = {
  library: "/api/admin/media",
  page: (page: number) => `/api/admin/media?page=${page}`,
  named: (srcs: readonly string[]) =>
    `/api/admin/media?${srcs.map((src) => `src=${encodeURIComponent(src)}`).join("&")}`,
  photo: (id: number) => `/api/admin/media/${id}`,
} as const;

export const mediaKeys = {
  all: [mediaUrls.library] as const,
  page: (page: number) => [mediaUrls.page(page)] as const,
  named: (srcs: readonly string[]) => [mediaUrls.named(srcs)] as const,
};

/** Every query key of the library starts with its URL, so one invalidation refreshes them all. */
const isLibraryQuery = (queryKey: readonly unknown[]) => String(queryKey[0]).startsWith(mediaUrls.library);

/** After an upload: every library query shows the new photo. */
export function useLibraryRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isLibraryQuery(query.queryKey) });
}

export const useMediaPage = (page: number) =>
  useQuery<MediaPage>({ queryKey: mediaKeys.page(page), placeholderData: (previous) => previous });

/** The library entries of stored paths (to show a chosen photo with its alt text). */
export const usePhotosNamed = (srcs: readonly string[]) =>
  useQuery<MediaPage>({ queryKey: mediaKeys.named(srcs), enabled: srcs.length > 0 });

function useLibraryChange<V, D>(
  mutationFn: (variables: V) => Promise<D>,
  success: string | undefined,
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toasts: { success: success ? { title: success } : undefined, failure } },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isLibraryQuery(query.queryKey) }),
  });
}

export const useUpdatePhotoAlt = () =>
  useLibraryChange(
    ({ id, alt }: { id: number; alt: string }) => apiRequest<MediaItem>("PUT", mediaUrls.photo(id), { alt }),
    mediaStrings.altSaved,
    mediaStrings.altFailed,
  );
