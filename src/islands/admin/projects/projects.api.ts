/**
 * The admin projects API as the console uses it: its URLs, query keys (a key is its URL's parts)
 * and hooks. Toasts and 401s are handled by the console's query client (../api.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { AdminProject, ProjectInput } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";

export const projectUrls = {
  projects: "/api/admin/projects",
  project: (id: number) => `/api/admin/projects/${id}`,
} as const;

export const projectKeys = {
  projects: [projectUrls.projects] as const,
  project: (id: number) => [projectUrls.projects, id] as const,
};

const t = projectStrings.toasts;

export const useProjects = () => useQuery<AdminProject[]>({ queryKey: projectKeys.projects });
export const useProject = (id: number | undefined) =>
  useQuery<AdminProject>({ queryKey: projectKeys.project(id ?? 0), enabled: id !== undefined });

/** Creates the project, or saves the one with `projectId`; the saved project goes straight into the cache. */
export function useSaveProject(projectId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: ProjectInput) =>
      projectId === undefined
        ? apiRequest<AdminProject>("POST", projectUrls.projects, project)
        : apiRequest<AdminProject>("PUT", projectUrls.project(projectId), project),
    meta: { toasts: { success: { title: t.saved }, failure: t.saveFailed } },
    onSuccess: async (saved) => {
      queryClient.setQueryData(projectKeys.project(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: projectKeys.projects, exact: true });
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", projectUrls.project(id)),
    meta: { toasts: { success: { title: t.deleted }, failure: t.deleteFailed } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.projects, exact: true }),
  });
}
