/**
 * The console's payment forms (decision 046): an offline payment (cheque, cash, bank transfer) and a
 * refund. Amounts are integer cents; the server validates with these same schemas.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { OFFLINE_METHODS } from "../payments";
import { cleanText } from "./lead-fields";
import { forServer } from "./full-zod";

/** $1,000,000.00: far above any slate job, below an integer column's limit. */
export const MAX_PAYMENT_CENTS = 100_000_000;
const cents = z.int().check(z.positive("Enter an amount above $0.00."), z.maximum(MAX_PAYMENT_CENTS));

export const offlinePaymentSchema = z.object({
  method: z.enum(OFFLINE_METHODS),
  amountCents: cents,
  reference: z.optional(z.string().check(z.overwrite(cleanText), z.maxLength(200))),
  /** The day it was received, YYYY-MM-DD. */
  receivedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the day it was received.")),
});
export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;

export const refundSchema = z.object({
  amountCents: cents,
  reason: z.optional(z.string().check(z.overwrite(cleanText), z.maxLength(500))),
});
export type RefundInput = z.infer<typeof refundSchema>;

export const offlinePaymentServer = forServer(offlinePaymentSchema);
export const refundServer = forServer(refundSchema);
