/** The editor's one call of its own: 'Stay signed in' (POST /api/auth/refresh), through the console's query client. */
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import { editorStrings } from "../../../shared/strings/editor";

export const editorUrls = { refreshSession: "/api/auth/refresh" } as const;

export const useStaySignedIn = () =>
  useMutation({
    mutationFn: () => apiRequest<{ expiresAt: string }>("POST", editorUrls.refreshSession),
    meta: { toasts: { failure: editorStrings.idle.failed } },
  });
