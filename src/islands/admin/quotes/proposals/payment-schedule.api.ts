/** Settings → Payment schedule (src/server/settings/payment-schedule.routes.ts, decision 051): read and save. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../shared/api";
import type { PaymentSchedule } from "../../../../shared/schemas/payment-schedule";
import { paymentScheduleStrings as text } from "../../../../shared/strings/payment-schedule";

const PAYMENT_SCHEDULE_URL = "/api/admin/payment-schedule";
const scheduleKey = [PAYMENT_SCHEDULE_URL] as const;

export const usePaymentSchedule = () => useQuery<PaymentSchedule>({ queryKey: scheduleKey });

export function useSavePaymentSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: PaymentSchedule) => apiRequest<PaymentSchedule>("PUT", PAYMENT_SCHEDULE_URL, schedule),
    meta: { toasts: { success: { title: text.saved }, failure: text.saveFailed } },
    onSuccess: (saved) => queryClient.setQueryData(scheduleKey, saved),
  });
}
