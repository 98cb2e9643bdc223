/** Settings → Contract (src/server/settings/contract-settings.routes.ts, decision 045): read and save. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../shared/api";
import type { ContractSettings } from "../../../../shared/schemas/contract-settings";
import { contractConsoleStrings as text } from "../../../../shared/strings/contract";

const CONTRACT_SETTINGS_URL = "/api/admin/contract-settings";
const contractKey = [CONTRACT_SETTINGS_URL] as const;

export const useContractSettings = () => useQuery<ContractSettings>({ queryKey: contractKey });

export function useSaveContractSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ContractSettings) => apiRequest<ContractSettings>("PUT", CONTRACT_SETTINGS_URL, settings),
    meta: { toasts: { success: { title: text.saved }, failure: text.saveFailed } },
    onSuccess: (saved) => queryClient.setQueryData(contractKey, saved),
  });
}
