/**
 * The "Use as a start for another quote" form: the other quote's number as typed ("128", "#128"),
 * checked against the API's own rule for a quote id, and never the proposal's own quote.
 */
import { z } from "zod/mini";
import { duplicateProposalSchema } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";

const text = proposalConsoleStrings.duplicate;

const isQuoteId = (value: string) =>
  /^\d+$/.test(value) && duplicateProposalSchema.shape.quoteId.safeParse(Number(value)).success;

export const duplicateFormSchema = (ownQuoteId: number) =>
  z.object({
    quoteId: z.string().check(
      z.overwrite((value) => value.trim().replace(/^#/, "")),
      z.refine(isQuoteId, text.invalid),
      z.refine((value) => !isQuoteId(value) || Number(value) !== ownQuoteId, text.sameQuote),
    ),
  });
export type DuplicateFormValues = z.input<ReturnType<typeof duplicateFormSchema>>;
