/** The account page's alerts API (decision 039): its URLs, query key and hooks. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { AlertChoice, AlertDevice, AlertsOverview, AlertTestResult } from "../../../shared/alerts";
import type { AlertSettingsInput } from "../../../shared/schemas/alerts";
import type { TextAlertsInput } from "../../../shared/schemas/alert-texts";
import { alertStrings } from "../../../shared/strings/alerts";
import { useChange } from "../api";

const base = "/api/admin/alerts";
export const alertUrls = {
  overview: base,
  devices: `${base}/devices`,
  device: (id: number) => `${base}/devices/${id}`,
  test: (id: number) => `${base}/devices/${id}/test`,
  settings: `${base}/settings`,
  texts: `${base}/texts`,
} as const;
export const alertKeys = { overview: [alertUrls.overview] as const };

const t = alertStrings.toasts;

export const useAlerts = () => useQuery<AlertsOverview>({ queryKey: alertKeys.overview });

export const useAddDevice = () =>
  useChange(
    (subscription: PushSubscriptionJSON) => apiRequest<AlertDevice>("POST", alertUrls.devices, { subscription }),
    { success: { title: t.turnedOn }, failure: t.turnOnFailed },
    alertKeys.overview,
  );

export const useRemoveDevice = () =>
  useChange(
    (id: number) => apiRequest("DELETE", alertUrls.device(id)),
    { success: { title: t.removed }, failure: t.removeFailed },
    alertKeys.overview,
  );

export const useChooseAlerts = () =>
  useChange(
    ({ id, choices }: { id: number; choices: AlertChoice[] }) =>
      apiRequest<AlertDevice>("PUT", alertUrls.device(id), { choices }),
    { success: { title: t.choicesSaved }, failure: t.choicesFailed },
    alertKeys.overview,
  );

export const useSaveAlertSettings = () =>
  useChange(
    (settings: AlertSettingsInput) => apiRequest<AlertSettingsInput>("PUT", alertUrls.settings, settings),
    { success: { title: t.settingsSaved }, failure: t.settingsFailed },
    alertKeys.overview,
  );

export const useSaveTextAlerts = () =>
  useChange(
    // The answer is the stored setting (TextAlertsSetting: the number in the site's form), which the form holds next.
    (setting: TextAlertsInput) => apiRequest<TextAlertsInput>("PUT", alertUrls.texts, setting),
    { success: { title: alertStrings.texts.saved }, failure: alertStrings.texts.failed },
    alertKeys.overview,
  );

/** The test button: its toast says what became of the alert (sent, device gone, not configured). */
export function useTestDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<AlertTestResult>("POST", alertUrls.test(id), {}),
    meta: { toasts: { failure: t.testFailed } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.overview }),
  });
}
