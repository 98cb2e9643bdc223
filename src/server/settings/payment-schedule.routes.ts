/**
 * Admin: Settings → Payment schedule (decision 051). Body: `paymentScheduleSchema` (src/shared/schemas/payment-schedule.ts).
 *   GET    /api/admin/payment-schedule             → PaymentSchedule (the default until saved)
 *   PUT    /api/admin/payment-schedule             → PaymentSchedule → the saved schedule; 400 naming each bad field
 */
import { adminOnly } from "../http/guards";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { paymentScheduleServer } from "../../shared/schemas/payment-schedule";
import { getPaymentSchedule, setPaymentSchedule } from "./payment-schedule";

export const paymentScheduleRoutes: RouteTable = {
  "GET /api/admin/payment-schedule": adminOnly(async ({ db }) => json(await getPaymentSchedule(db))),
  "PUT /api/admin/payment-schedule": adminOnly(async ({ db, request }) =>
    json(await setPaymentSchedule(db, await readJson(request, paymentScheduleServer))),
  ),
};
