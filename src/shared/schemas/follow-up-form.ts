/**
 * The console's follow-up form (a quote's phase and an optional personal note), on zod/mini so
 * no island needs the full zod build (issue 14); POST …/follow-up reads it through admin.ts.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { quotePhases } from "../options";

export const FOLLOW_UP_MESSAGE_MAX = 2000;

export const sendFollowUpFormSchema = z.object({
  phase: z.enum(quotePhases, { message: "Please select a phase" }),
  customMessage: z.nullish(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(FOLLOW_UP_MESSAGE_MAX, `Custom message must be ${FOLLOW_UP_MESSAGE_MAX} characters or less`),
      ),
  ),
});
export type SendFollowUpInput = z.infer<typeof sendFollowUpFormSchema>;
