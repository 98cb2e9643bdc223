/**
 * Settings → Payment schedule (issue 31 item 5, decision 051): the default steps of a contract's payments,
 * each a percent of the total (basis points) or a fixed amount (cents) with the event it is due on, the last
 * one "the balance". zod/mini, so the console checks with the very rules the API applies.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { BASIS_POINTS, MAX_TOTAL_CENTS } from "../proposals/money";
import { paymentScheduleStrings } from "../strings/payment-schedule";
import { forServer } from "./full-zod";
import { cleanLine } from "./lead-fields";

const m = paymentScheduleStrings.messages;
export const SCHEDULE_LIMITS = { steps: 6, event: 120 } as const;

export const scheduleShareSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("percent"),
    basisPoints: z.int().check(z.gte(1, m.percentRange), z.lte(BASIS_POINTS, m.percentRange)),
  }),
  z.object({
    kind: z.literal("amount"),
    cents: z.int().check(z.gte(1, m.amountRange), z.lte(MAX_TOTAL_CENTS, m.amountRange)),
  }),
  z.object({ kind: z.literal("balance") }),
]);
export type ScheduleShare = z.infer<typeof scheduleShareSchema>;

export const scheduleStepSchema = z.object({
  /** "On signing", "When the materials are delivered", … */
  event: z.string().check(z.overwrite(cleanLine), z.minLength(1, m.eventRequired), z.maxLength(SCHEDULE_LIMITS.event)),
  share: scheduleShareSchema,
});
export type ScheduleStep = z.infer<typeof scheduleStepSchema>;

export const paymentScheduleSchema = z.object({
  steps: z.array(scheduleStepSchema).check(
    z.minLength(1, m.stepsRequired),
    z.maxLength(SCHEDULE_LIMITS.steps, m.tooManySteps),
    z.superRefine((steps, context) => {
      const issue = (message: string, path: (string | number)[]) =>
        context.addIssue({ code: "custom", message, path, input: steps });
      const percent = steps.reduce(
        (sum, step) => sum + (step.share.kind === "percent" ? step.share.basisPoints : 0),
        0,
      );
      if (percent > BASIS_POINTS) issue(m.overHundred, []);
      steps.forEach((step, index) => {
        const last = index === steps.length - 1;
        if (last && step.share.kind !== "balance") issue(m.balanceLast, [index, "share"]);
        if (!last && step.share.kind === "balance") issue(m.oneBalance, [index, "share"]);
      });
    }),
  ),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** Until the owner saves one: the whole price on substantial completion (a proposal's own deposit comes before it). */
export const DEFAULT_PAYMENT_SCHEDULE: PaymentSchedule = {
  steps: [{ event: "On substantial completion of the work", share: { kind: "balance" } }],
};

export const paymentScheduleServer = forServer(paymentScheduleSchema);
