/**
 * The payments panel's form models and their conversion to the API's inputs: the owner types dollars
 * ("1,250.50"), the API takes integer cents. The amount is checked as money first; then the shared
 * schema (the one the API applies, src/shared/schemas/payments.ts) checks the input, and its errors,
 * like the server's 400 naming `amountCents`, come back to the field they belong to.
 */
import type { z } from "zod/mini";
import { site } from "../../../../shared/site";
import type { OfflineMethod } from "../../../../shared/payments";
import {
  offlinePaymentSchema,
  refundSchema,
  type OfflinePaymentInput,
  type RefundInput,
} from "../../../../shared/schemas/payments";

export const NOT_MONEY = "Enter dollars and cents, like 1250 or 1,250.50.";

export interface PaymentFormModel {
  method: OfflineMethod;
  amount: string;
  reference: string;
  receivedOn: string;
}
export interface RefundFormModel {
  amount: string;
  reason: string;
}

/** The form field each API field is typed in (the server names API fields). */
export const formFieldOf = (apiField: string) => (apiField === "amountCents" ? "amount" : apiField);

/** "$1,250.50" → 125050; "" → 0 (the schema asks for more); not money → undefined. */
export function dollarsToCents(value: string): number | undefined {
  const plain = value.replace(/[$,\s]/g, "");
  if (plain === "") return 0;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Today in the business's zone, YYYY-MM-DD: the default "received on". */
export const todayInBusinessZone = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone }).format(now);

export const blankPayment = (now?: Date): PaymentFormModel => ({
  method: "cheque",
  amount: "",
  reference: "",
  receivedOn: todayInBusinessZone(now),
});

type Conversion<I, M> = { input?: I; errors: Partial<Record<keyof M, string>> };

function convert<I, M>(schema: z.ZodMiniType<I>, value: Record<string, unknown>): Conversion<I, M> {
  const errors: Record<string, string> = {};
  if (value.amountCents === undefined) errors.amount = NOT_MONEY;
  const parsed = schema.safeParse({ ...value, amountCents: value.amountCents ?? 0 });
  for (const issue of parsed.error?.issues ?? []) errors[formFieldOf(String(issue.path[0]))] ??= issue.message;
  return Object.keys(errors).length > 0 || !parsed.success
    ? { errors: errors as Conversion<I, M>["errors"] }
    : { input: parsed.data, errors: {} };
}

export const toOfflinePayment = (model: PaymentFormModel) =>
  convert<OfflinePaymentInput, PaymentFormModel>(offlinePaymentSchema, {
    method: model.method,
    amountCents: dollarsToCents(model.amount),
    ...(model.reference.trim() ? { reference: model.reference } : {}),
    receivedOn: model.receivedOn,
  });

export const toRefund = (model: RefundFormModel) =>
  convert<RefundInput, RefundFormModel>(refundSchema, {
    amountCents: dollarsToCents(model.amount),
    ...(model.reason.trim() ? { reason: model.reason } : {}),
  });

/** A refund form opened on a payment: the whole refundable amount, which the owner may lower. */
export const refundModelOf = (refundableCents: number): RefundFormModel => ({
  amount: (refundableCents / 100).toFixed(2),
  reason: "",
});
