/**
 * A change order to a signed contract (issue 31 item 3), as the console's form and the admin API
 * check it: what changes and why, the contract's whole new list of lines (each by the proposal
 * builder's line rules), and the dates if they move. The customer signs it like the proposal.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { PROPOSAL_LIMITS, acceptProposalSchema, lineItemSchema } from "./proposal";
import { cleanLine, cleanText } from "./lead-fields";
import { forServer } from "./full-zod";

export const CHANGE_ORDER_NOTE_MAX = 2000;

export const changeOrderSchema = z.object({
  /** "Replace the rotten decking found under the north slope." */
  note: z
    .string()
    .check(z.overwrite(cleanText), z.minLength(1, "Say what changes and why"), z.maxLength(CHANGE_ORDER_NOTE_MAX)),
  lineItems: z
    .array(lineItemSchema)
    .check(z.minLength(1, "Add at least one line"), z.maxLength(PROPOSAL_LIMITS.lineItems)),
  /** The approximate dates, when the change moves them (otherwise the contract's stay). */
  startDate: z.string().check(z.overwrite(cleanLine), z.maxLength(PROPOSAL_LIMITS.contractDate)),
  completionDate: z.string().check(z.overwrite(cleanLine), z.maxLength(PROPOSAL_LIMITS.contractDate)),
});
export type ChangeOrderInput = z.infer<typeof changeOrderSchema>;

/** The customer's signature of a change order: its number (the one shown), the typed name, consent. */
export const signChangeOrderSchema = z.object({
  number: z.string({ error: "Which change order?" }).check(z.regex(/^[1-9]\d{0,4}$/, "Which change order?")),
  fullName: acceptProposalSchema.shape.fullName,
  consent: acceptProposalSchema.shape.consent,
});

export const changeOrderServer = {
  issue: forServer(changeOrderSchema),
  sign: forServer(signChangeOrderSchema),
};
