/**
 * Proposals: the owner's document (options, line items, money in integer cents, texts, photos) as
 * the console edits it and the admin API reads it, the customer's accept/decline/question forms,
 * and the proposal defaults in Settings. zod/mini, so the console validates with the very rules
 * the API applies (the `server` views wrap them in the full build for the request readers).
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { MEDIA_KEY } from "../media";
import { BASIS_POINTS, MAX_TOTAL_CENTS, quantityThousandths } from "../proposals/money";
import {
  declineReasons,
  PROPOSAL_COMMENT_MAX,
  PROPOSAL_NAME_MAX,
  proposalMessages as m,
  SIGNATURE_CONSENT,
} from "../strings/proposals";
import { cleanLine, cleanText } from "./lead-fields";
import { forServer } from "./full-zod";

export const PROPOSAL_LIMITS = {
  options: 3,
  lineItems: 50,
  sections: 10,
  photos: 12,
  title: 120,
  description: 2000,
  lineDescription: 500,
  unit: 20,
  sectionHeading: 120,
  sectionBody: 5000,
  coverNote: 5000,
  terms: 10_000,
  warranty: 10_000,
  unitPriceCents: 100_000_000,
  quantity: 100_000,
  /** 25 %, in thousandths of a percent. */
  taxRateMillipercent: 25_000,
  validDays: 365,
  /** "Week of 12 April 2027", "Within 4 weeks of signing, weather permitting". */
  contractDate: 200,
} as const;
const max = PROPOSAL_LIMITS;

/** Text as stored: control characters dropped (Postgres refuses NUL), trimmed; a line also loses breaks. */
const text = (limit: number) => z.string().check(z.overwrite(cleanText), z.maxLength(limit));
const line = (limit: number) => z.string().check(z.overwrite(cleanLine), z.maxLength(limit));
const required = (limit: number) =>
  z.string().check(z.overwrite(cleanLine), z.minLength(1, "Required"), z.maxLength(limit));
const cents = (limit: number) => z.int().check(z.gte(0), z.lte(limit));

/** A calendar day, "2026-12-26". */
export const calendarDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date like 2026-12-26"),
  z.refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "Enter a real date"),
);

export const lineItemSchema = z.object({
  description: required(max.lineDescription),
  /** Up to three decimals: 12.5 squares, 0.25 of a lot. */
  quantity: z.number().check(
    z.positive(),
    z.lte(max.quantity),
    z.refine((value) => quantityThousandths(value) !== undefined, "At most three decimals"),
  ),
  /** "sq", "ft", "each", "lot". */
  unit: line(max.unit),
  unitPriceCents: cents(max.unitPriceCents),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const OPTION_ID = /^[a-z0-9-]{1,40}$/;

export const proposalOptionSchema = z.object({
  /** Kept when sent back; the server gives a new option one. */
  id: z.optional(z.string().check(z.regex(OPTION_ID, "Letters, digits and hyphens"))),
  title: required(max.title),
  description: text(max.description),
  lineItems: z.array(lineItemSchema).check(z.maxLength(max.lineItems)),
});
export type ProposalOptionInput = z.infer<typeof proposalOptionSchema>;

const adjustmentSchema = z.nullable(
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("percent"), basisPoints: z.int().check(z.gte(0), z.lte(BASIS_POINTS)) }),
    z.object({ kind: z.literal("amount"), cents: cents(MAX_TOTAL_CENTS) }),
  ]),
);

export const proposalSectionSchema = z.object({
  heading: required(max.sectionHeading),
  body: text(max.sectionBody),
});

/** The whole editable document: what PUT /api/admin/proposals/{id} takes and GET returns as `content`. */
export const proposalContentSchema = z.object({
  coverNote: text(max.coverNote),
  sections: z.array(proposalSectionSchema).check(z.maxLength(max.sections)),
  options: z.array(proposalOptionSchema).check(z.maxLength(max.options)),
  discount: adjustmentSchema,
  /** Thousandths of a percent, exactly as typed: 6625 = 6.625 % (New Jersey). */
  taxRateMillipercent: z.int().check(z.gte(0), z.lte(max.taxRateMillipercent)),
  deposit: adjustmentSchema,
  validUntil: calendarDay,
  terms: text(max.terms),
  warranty: text(max.warranty),
  /** The approximate start and substantial completion (decision 045); required to send. Absent in older drafts. */
  startDate: z.optional(line(max.contractDate)),
  completionDate: z.optional(line(max.contractDate)),
  /** Media library keys of the inspection photos, in the order shown. */
  photoKeys: z.array(z.string().check(z.regex(MEDIA_KEY, m.unknownPhoto))).check(z.maxLength(max.photos)),
});
export type ProposalContentInput = z.infer<typeof proposalContentSchema>;
/** The stored document: every option has its id. */
export type ProposalContent = Omit<ProposalContentInput, "options"> & {
  options: (ProposalOptionInput & { id: string })[];
};

const positiveId = z.int().check(z.positive(), z.lte(2_147_483_647));

export const createProposalSchema = z.object({ quoteId: positiveId });
export const duplicateProposalSchema = z.object({ quoteId: positiveId });
export const sendProposalSchema = z.object({
  /** A line for the e-mail, above the link (optional). */
  message: z.optional(text(2000)),
  /** "Also send by text" (issue 32 item 2): the link by text too, where the lead can be texted. */
  byText: z.optional(z.boolean()),
});

export const proposalDefaultsSchema = z.object({
  terms: text(max.terms),
  warranty: text(max.warranty),
  validDays: z.int().check(z.gte(1), z.lte(max.validDays)),
});
export type ProposalDefaults = z.infer<typeof proposalDefaultsSchema>;

/** The limit of a comment or question, telling the customer how long theirs is. */
const commentLimit = () =>
  z.maxLength(PROPOSAL_COMMENT_MAX, {
    error: (issue) => m.commentTooLong(typeof issue.input === "string" ? issue.input.length : PROPOSAL_COMMENT_MAX),
  });

/** The customer's Accept form (a plain form post: the checkbox sends "yes" when ticked). */
export const acceptProposalSchema = z.object({
  optionId: z.string({ error: m.chooseOption }).check(z.regex(OPTION_ID, m.chooseOption)),
  fullName: z
    .string({ error: m.nameRequired })
    .check(z.overwrite(cleanLine), z.minLength(1, m.nameRequired), z.maxLength(PROPOSAL_NAME_MAX, m.nameTooLong)),
  consent: z.string({ error: m.consentRequired }).check(z.refine((value) => value === "yes", m.consentRequired)),
});
export const declineProposalSchema = z.object({
  reason: z.enum(declineReasons, { error: m.reasonRequired }),
  comment: z.optional(z.string().check(z.overwrite(cleanText), commentLimit())),
});
export const proposalQuestionSchema = z.object({
  question: z
    .string({ error: m.questionRequired })
    .check(z.overwrite(cleanText), z.minLength(1, m.questionRequired), commentLimit()),
});

export const server = {
  content: forServer(proposalContentSchema),
  create: forServer(createProposalSchema),
  duplicate: forServer(duplicateProposalSchema),
  send: forServer(sendProposalSchema),
  defaults: forServer(proposalDefaultsSchema),
  accept: forServer(acceptProposalSchema),
  decline: forServer(declineProposalSchema),
  question: forServer(proposalQuestionSchema),
};

export { SIGNATURE_CONSENT };
