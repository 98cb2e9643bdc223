/**
 * Follow-ups (issue 22, decision 040): the sequences the owner edits in Settings (a trigger, steps
 * with a delay in business days, a template and on/off each), the calendar settings (the local
 * time reminders go at, the holidays the business closes on) and the review request settings.
 * zod/mini, so the console checks with the very rules the API applies. A step's template is the
 * e-mail template editor's (same placeholders, same limits, same messages).
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { DEFAULT_HOLIDAYS, type Holiday } from "../business-calendar";
import { followUpStrings as s } from "../strings/follow-ups";
import { emailTemplateFormSchema, onlyKnownPlaceholders } from "./email-template";
import { TEXT_MAX_CHARS } from "../text-limits";
import { forServer } from "./full-zod";
import { cleanLine } from "./lead-fields";
import { calendarDay } from "./proposal";

export const sequenceTriggers = ["proposal-sent", "quote-requested", "invoice-sent"] as const;
export type SequenceTrigger = (typeof sequenceTriggers)[number];

export const FOLLOW_UP_LIMITS = {
  name: 100,
  steps: 10,
  delayDays: 60,
  holidays: 200,
  holidayName: 80,
  reviewDelayDays: 60,
  reviewUrl: 500,
} as const;
const max = FOLLOW_UP_LIMITS;

const STEP_ID = /^[a-z0-9-]{1,40}$/;

/**
 * How a step reaches the customer (issue 32 item 2): by e-mail, by text (only where the customer agreed to
 * texts), or both. A step stored before texting has none: it is an e-mail step.
 */
export const stepChannels = ["email", "text", "both"] as const;
export type StepChannel = (typeof stepChannels)[number];
export const DEFAULT_STEP_CHANNEL: StepChannel = "email";

export const followUpStepSchema = z
  .object({
    /** Kept when sent back; the server gives a new step one. */
    id: z.optional(z.string().check(z.regex(STEP_ID, "Letters, digits and hyphens"))),
    /** Business days after the trigger (proposal sent, quote request received). */
    delayDays: z.int().check(z.gte(0), z.lte(max.delayDays, s.messages.delayTooLong)),
    isActive: z.boolean(),
    ...emailTemplateFormSchema.shape,
    channel: z.optional(z.enum(stepChannels)),
    /** The text's wording (the e-mail placeholders); required when the step goes by text. */
    smsContent: z.nullish(
      z.string().check(z.trim(), z.maxLength(TEXT_MAX_CHARS, s.messages.smsTooLong), onlyKnownPlaceholders),
    ),
  })
  .check(
    z.superRefine((step, context) => {
      if ((step.channel ?? DEFAULT_STEP_CHANNEL) !== "email" && !step.smsContent?.trim())
        context.addIssue({ code: "custom", message: s.messages.smsRequired, path: ["smsContent"], input: step });
    }),
  );
export type FollowUpStepInput = z.infer<typeof followUpStepSchema>;
export type FollowUpStep = Omit<FollowUpStepInput, "channel" | "smsContent"> & {
  id: string;
  textContent: string | null;
  channel: StepChannel;
  smsContent: string | null;
};

export const sequenceSchema = z.object({
  name: z.string().check(z.overwrite(cleanLine), z.minLength(1, s.messages.nameRequired), z.maxLength(max.name)),
  trigger: z.enum(sequenceTriggers),
  isActive: z.boolean(),
  steps: z
    .array(followUpStepSchema)
    .check(z.minLength(1, s.messages.stepsRequired), z.maxLength(max.steps, s.messages.tooManySteps)),
});
export type SequenceInput = z.infer<typeof sequenceSchema>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const holidaySchema = z.object({
  date: calendarDay,
  name: z
    .string()
    .check(z.overwrite(cleanLine), z.minLength(1, s.messages.holidayNameRequired), z.maxLength(max.holidayName)),
});

/** Settings → Follow-ups: when reminders go, the holidays, and the review request. */
export const followUpSettingsSchema = z.object({
  /** The business's local time a reminder goes at on its day ("09:00"); outside hours it waits for the opening. */
  sendAt: z.string().check(z.regex(HHMM, s.messages.sendAt)),
  holidays: z.array(holidaySchema).check(z.maxLength(max.holidays)),
  reviewRequest: z.object({
    enabled: z.boolean(),
    /** Business days after the quote is marked completed. */
    delayDays: z.int().check(z.gte(0), z.lte(max.reviewDelayDays)),
    /** The business's review page (Google, Houzz…). */
    url: z.string().check(
      z.trim(),
      z.maxLength(max.reviewUrl),
      z.refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), s.messages.reviewUrl),
    ),
  }),
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

export const defaultFollowUpSettings = (reviewUrl: string): FollowUpSettings => ({
  sendAt: "09:00",
  holidays: DEFAULT_HOLIDAYS.map((holiday: Holiday) => ({ ...holiday })),
  reviewRequest: { enabled: true, delayDays: 3, url: reviewUrl },
});

/** The lead page's buttons. */
export const enrolmentActions = ["pause", "resume", "skip", "send-now"] as const;
export type EnrolmentAction = (typeof enrolmentActions)[number];

/** GET /api/admin/quotes/{id}/follow-ups: each sequence the lead is in, with what goes when. */
export interface PlannedStep {
  stepId: string;
  /** 1-based among the sequence's active steps ("Reminder 2 of 3"). */
  number: number;
  of: number;
  subject: string;
  /** ISO instant; the console shows it in the business's zone, labelled. */
  dueAt: string | null;
  /** "not-sent": skipped, or the sequence stopped or finished before it. */
  state: "sent" | "next" | "later" | "not-sent";
  sentAt?: string;
}
export interface AdminEnrolment {
  id: number;
  sequenceId: number;
  sequenceName: string;
  status: "active" | "paused" | "stopped" | "finished";
  stopReason: string | null;
  /** Why nothing will go although active (suppressed address). */
  blockedBy: string | null;
  steps: PlannedStep[];
}

export interface AdminSequence extends SequenceInput {
  id: number;
  steps: FollowUpStep[];
  updatedAt: string;
}

export const server = {
  sequence: forServer(sequenceSchema),
  settings: forServer(followUpSettingsSchema),
};
