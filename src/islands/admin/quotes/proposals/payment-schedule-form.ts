/**
 * Settings → Payment schedule's form model (decision 051): each step's event, its kind and the percent or dollar
 * amount as typed; converted to the API's schedule (basis points, cents) and checked with the shared schema, each
 * message put on the form's field (a percent's or amount's on the typed value).
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { toNestErrors } from "@hookform/resolvers";
import {
  paymentScheduleSchema,
  type PaymentSchedule,
  type ScheduleShare,
} from "../../../../shared/schemas/payment-schedule";
import { parseNumber } from "./proposal-form";

export interface StepModel {
  event: string;
  kind: ScheduleShare["kind"];
  /** "30" (percent) or "2,500.00" (dollars); unused for the balance. */
  value: string;
}
export interface ScheduleModel {
  steps: StepModel[];
}

const NOT_A_NUMBER = "Enter a number";

export function toModel(schedule: PaymentSchedule): ScheduleModel {
  return {
    steps: schedule.steps.map(({ event, share }) => ({
      event,
      kind: share.kind,
      value:
        share.kind === "percent"
          ? String(share.basisPoints / 100)
          : share.kind === "amount"
            ? (share.cents / 100).toFixed(2)
            : "",
    })),
  };
}

/** The form as the API's schedule, or each field's message. */
export function toSchedule(model: ScheduleModel): { schedule?: PaymentSchedule; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const steps = model.steps.map((step, index) => {
    if (step.kind === "balance") return { event: step.event, share: { kind: "balance" as const } };
    const parsed = parseNumber(step.value);
    if (parsed === undefined) errors[`steps.${index}.value`] = NOT_A_NUMBER;
    const scaled = Math.round((parsed ?? 0) * 100);
    return {
      event: step.event,
      share:
        step.kind === "percent"
          ? { kind: "percent" as const, basisPoints: scaled }
          : { kind: "amount" as const, cents: scaled },
    };
  });
  const checked = paymentScheduleSchema.safeParse({ steps });
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const path = issue.path.map(String);
      // ["steps"], ["steps", 0, "event"], ["steps", 0, "share"] (the kind), ["steps", 0, "share", "cents"] (the value).
      const share = path.length > 3 ? "value" : "kind";
      const field = path.length <= 1 ? "steps" : path[2] === "share" ? `steps.${path[1]}.${share}` : path.join(".");
      errors[field] ??= issue.message;
    }
  return Object.keys(errors).length > 0 || !checked.success ? { errors } : { schedule: checked.data, errors };
}

/** react-hook-form's resolver: the schedule, or the errors on the form's fields. */
export const scheduleResolver: Resolver<ScheduleModel, unknown, PaymentSchedule> = (values, _context, options) => {
  const { schedule, errors } = toSchedule(values);
  if (schedule) return { values: schedule, errors: {} };
  const flat = Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, { type: "schedule", message }]),
  );
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<ScheduleModel> };
};
