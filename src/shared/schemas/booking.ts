/**
 * Consultation booking (issue 23, decision 041): the settings the owner keeps (consultation length,
 * travel buffer, daily maximum, cut-off, horizon), the visitor's pick, and the console's block and
 * move forms. zod/mini so the console validates with the rules the API applies.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { bookingApiMessages as m } from "../strings/booking";
import { cleanLine } from "./lead-fields";
import { forServer } from "./full-zod";

export const bookingStatuses = ["booked", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export type BookingEventKind = "booked" | "moved" | "cancelled";
export type BookingActor = "customer" | "owner";

/** The booking notices' channels: the follow-up steps' choice (E-mail, Text, E-mail and text). */
export const bookingSendBy = ["email", "text", "both"] as const;
export type BookingSendBy = (typeof bookingSendBy)[number];

export const bookingSettingsSchema = z.object({
  /** Length of a consultation. */
  consultationMinutes: z.number().check(z.int(), z.minimum(15), z.maximum(240)),
  /** Kept free before and after each consultation to drive between homes. */
  travelBufferMinutes: z.number().check(z.int(), z.minimum(0), z.maximum(180)),
  /** At most this many consultations on one day. */
  dailyMax: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  /** The visitor can move or cancel up to this many hours before; no slot is offered sooner. */
  cutoffHours: z.number().check(z.int(), z.minimum(0), z.maximum(168)),
  /** How many days ahead slots are offered (today included). */
  horizonDays: z.number().check(z.int(), z.minimum(1), z.maximum(60)),
  /**
   * How the customer hears of a booking, a move, a cancel and the reminder (issue 32 item 2): e-mail (absent: the
   * default), text, or both; a text only where the lead can be texted, else the e-mail goes (booking-texts.ts).
   */
  sendBy: z.optional(z.enum(bookingSendBy)),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  consultationMinutes: 60,
  travelBufferMinutes: 30,
  dailyMax: 4,
  cutoffHours: 12,
  horizonDays: 14,
};

const isoInstant = z.string().check(
  z.trim(),
  z.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value), m.slot),
  z.refine((value) => !Number.isNaN(Date.parse(value)), m.slot),
);

/** The visitor's pick (booking page form post, or JSON): the slot's start as an ISO instant. */
export const bookSlotSchema = z.object({
  slot: isoInstant,
  formToken: z.optional(z.string().check(z.maxLength(1000))),
});

const localDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.badDay));
const localTime = z.optional(
  z.union([z.literal(""), z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.badTime))]),
);

/** The console's "Block time": a business-local day, and optionally a from–to within it. */
export const blockTimeSchema = z
  .object({
    day: localDay,
    from: localTime,
    to: localTime,
    reason: z.optional(z.pipe(z.string(), z.transform(cleanLine)).check(z.maxLength(200))),
  })
  .check(
    z.refine((block) => !block.from || !block.to || block.to > block.from, { message: m.toAfterFrom, path: ["to"] }),
    z.refine((block) => !block.from === !block.to, { message: m.badTime, path: ["to"] }),
  );
export type BlockTimeInput = z.infer<typeof blockTimeSchema>;

/** The console's move form: a business-local day and time (turned into `startsAt` before sending). */
export const moveFormSchema = z.object({
  day: localDay,
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.badTime)),
});
export type MoveFormValues = z.infer<typeof moveFormSchema>;

/** The console's "Move": the new start as an ISO instant (any time; the owner decides). */
export const moveBookingSchema = z.object({ startsAt: isoInstant });

export const server = {
  settings: forServer(bookingSettingsSchema),
  book: forServer(bookSlotSchema),
  block: forServer(blockTimeSchema),
  move: forServer(moveBookingSchema),
};
