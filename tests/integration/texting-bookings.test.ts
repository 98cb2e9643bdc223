/**
 * Issue 32 item 2: booking notices by text. The booking settings' "Send by" (e-mail, text, both) decides how the
 * customer hears of a booking, a move, a cancel and the day-before reminder; every text goes through queueText
 * (flows/sms/booking-text.ts), so a lead without consent or a stopped number gets the e-mail instead and no text;
 * a text in the customer's night (9 pm to 8 am) waits for their 8:00, across the March and November clock changes
 * (injected clock); a double click or a second run never texts twice; the stand-in receives what is due.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableSlots, bookConsultation, cancelConsultation } from "../../src/server/booking/bookings.service";
import { cancelBookingByOwner, moveBookingByOwner } from "../../src/server/booking/owner-bookings.service";
import { queueDueReminders } from "../../src/server/booking/reminders.job";
import { currentToken, leadToken } from "../../src/server/booking/booking-token";
import { queueBookingText } from "../../src/server/flows/sms/booking-text";
import { setBookingSettings } from "../../src/server/settings/booking-settings";
import { setSmsConsentForTests } from "../../src/server/sms/consent";
import { deliverTexts } from "../../src/server/sms/sms-delivery.job";
import { suppressNumber } from "../../src/server/sms/sms-suppressions.repository";
import { DEFAULT_BOOKING_SETTINGS, type BookingSendBy } from "../../src/shared/schemas/booking";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { useTextingSuite } from "../support/texting";

const standIn = new TwilioStandIn();
const db = () => testDb();
useTextingSuite(standIn);
const noConsent = new Set<number>();
let numbers = 0;
let ips = 0;

beforeAll(() => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  process.env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT = "1000";
  setSmsConsentForTests((_kind, id) => !noConsent.has(id));
});
beforeEach(() => sendBy("both"));

const sendBy = (channel: BookingSendBy) => setBookingSettings(db(), { ...DEFAULT_BOOKING_SETTINGS, sendBy: channel });

async function lead(options: { consent?: boolean } = {}) {
  const last = 3100 + ++numbers;
  const quote = await insertQuote({ phone: `(973) 555-${last}`, email: `booker${numbers}@example.org`, state: "NJ" });
  if (options.consent === false) noConsent.add(quote.id);
  return { quote, e164: `+1973555${last}` };
}

/** Books the first open time from `now` through the lead's link, as the booking page does. */
async function book(quoteId: number, now: Date) {
  const [slot] = await availableSlots(db(), now);
  const token = leadToken({ kind: "quote", id: quoteId });
  return bookConsultation(db(), token, slot!.startsAt.toISOString(), now, { ip: `10.32.2.${++ips}` }, queueBookingText);
}

const textsTo = (e164: string) =>
  db().selectFrom("smsMessages").selectAll().where("toNumber", "=", e164).orderBy("id").execute();
const mailTo = (quoteId: number, tag: string) =>
  db().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quoteId).where("tag", "=", tag).execute();

/** Monday 8 June 2026, 10:00 EDT (away from the clock-change weeks, whose reminders the last tests run). */
const MONDAY = new Date("2026-06-08T14:00:00Z");

describe("the confirmation by text", () => {
  it("goes with the e-mail (both), carrying the time in Eastern Time and the booking's own link; the stand-in gets it", async () => {
    const { quote, e164 } = await lead();
    const outcome = await book(quote.id, MONDAY);
    const [text] = await textsTo(e164);
    const link = `/book/${currentToken(outcome.booking, { kind: "quote", id: quote.id })}`;
    expect(text!.body).toMatch(
      /^Alpine Slate Roofing: your free slate roof consultation is booked for \w{3} Jun \d+, \d+:\d\d AM ET\. /,
    );
    expect(text!.body).toContain(" AM ET. To move or cancel: ");
    expect(text!.body.endsWith(link)).toBe(true);
    expect(text!.purpose).toBe("booking");
    expect(await mailTo(quote.id, "booking-confirmed")).toHaveLength(1);
    expect(outcome.textIds).toEqual([String(text!.id)]);
    await deliverTexts(db(), outcome.textIds);
    expect(standIn.texts.filter((sent) => sent.to === e164).map((sent) => sent.body)).toEqual([text!.body]);
  });

  it("Text alone replaces the e-mail; without consent or to a stopped number the e-mail goes and no text", async () => {
    await sendBy("text");
    const texted = await lead();
    await book(texted.quote.id, MONDAY);
    expect(await textsTo(texted.e164)).toHaveLength(1);
    expect(await mailTo(texted.quote.id, "booking-confirmed")).toHaveLength(0);

    const unconsented = await lead({ consent: false });
    const stopped = await lead();
    await suppressNumber(db(), { phoneNumber: stopped.e164, reason: "opted-out", keyword: "STOP" });
    for (const { quote, e164 } of [unconsented, stopped]) {
      const outcome = await book(quote.id, MONDAY);
      expect(outcome.textIds).toEqual([]);
      expect(await textsTo(e164)).toHaveLength(0);
      expect(await mailTo(quote.id, "booking-confirmed")).toHaveLength(1);
    }
  });

  it("E-mail (the default) sends no text", async () => {
    await setBookingSettings(db(), DEFAULT_BOOKING_SETTINGS);
    const { quote, e164 } = await lead();
    await book(quote.id, MONDAY);
    expect(await textsTo(e164)).toHaveLength(0);
    expect(await mailTo(quote.id, "booking-confirmed")).toHaveLength(1);
  });
});

describe("the customer's night (9 pm to 8 am)", () => {
  // Saturday evening before each change: 8:30 pm texts at once, 9:30 pm waits for Sunday 8:00 across the change.
  for (const [name, evening, night, morning] of [
    ["March", "2026-03-08T01:30:00Z", "2026-03-08T02:30:00Z", "2026-03-08T12:00:00.000Z"], // EST → 8:00 EDT
    ["November", "2026-11-01T00:30:00Z", "2026-11-01T01:30:00Z", "2026-11-01T13:00:00.000Z"], // EDT → 8:00 EST
  ] as const) {
    it(`before the ${name} change: a booking at 8:30 pm texts at once, one at 9:30 pm at 8:00 the next morning`, async () => {
      const atOnce = await lead();
      expect((await book(atOnce.quote.id, new Date(evening))).textIds).toHaveLength(1);
      expect((await textsTo(atOnce.e164))[0]!.nextAttemptAt.toISOString()).toBe(new Date(evening).toISOString());
      const held = await lead();
      expect((await book(held.quote.id, new Date(night))).textIds).toEqual([]);
      expect((await textsTo(held.e164))[0]!.nextAttemptAt.toISOString()).toBe(morning);
    });
  }
});

describe("moves, cancels and the reminder", () => {
  it("the owner's move and cancel text the new time and the cancellation; a double-clicked move texts once", async () => {
    const { quote, e164 } = await lead();
    const { booking } = await book(quote.id, MONDAY);
    const later = new Date(booking.startsAt.getTime() + 2 * 86_400_000);
    const [first, second] = await Promise.all([
      moveBookingByOwner(db(), booking.id, later, MONDAY, queueBookingText),
      moveBookingByOwner(db(), booking.id, later, MONDAY, queueBookingText),
    ]);
    expect([...first.textIds, ...second.textIds]).toHaveLength(1);
    await cancelBookingByOwner(db(), booking.id, MONDAY, queueBookingText);
    const bodies = (await textsTo(e164)).map((text) => text.body);
    expect(bodies).toHaveLength(3);
    expect(bodies[1]).toContain("your consultation has moved to ");
    expect(bodies[2]).toMatch(/your consultation on .* is cancelled\. Book a new time: .*\/book\/q/);
    expect(await mailTo(quote.id, "booking-moved")).toHaveLength(1);
  });

  it("the customer's own cancel texts too", async () => {
    const { quote, e164 } = await lead();
    const { booking } = await book(quote.id, MONDAY);
    await cancelConsultation(db(), currentToken(booking, { kind: "quote", id: quote.id }), MONDAY, queueBookingText);
    expect((await textsTo(e164)).map((text) => text.body.includes("is cancelled"))).toEqual([false, true]);
  });

  // The reminder job runs in opening hours (7:00 on weekdays): at 7:15 the customer's night still holds it to 8:00.
  for (const [name, booked, early, eight] of [
    ["March", "2026-03-06T15:00:00Z", "2026-03-09T11:15:00Z", "2026-03-09T12:00:00.000Z"], // Mon 7:15 EDT
    ["November", "2026-10-30T15:00:00Z", "2026-11-02T12:15:00Z", "2026-11-02T13:00:00.000Z"], // Mon 7:15 EST
  ] as const) {
    it(`the reminder after the ${name} change, queued at 7:15, texts at 8:00; a second run texts nothing more`, async () => {
      await sendBy("text");
      const { quote, e164 } = await lead();
      const { booking } = await book(quote.id, new Date(booked));
      const tomorrow = new Date(new Date(early).getTime() + 86_400_000 + 3 * 3_600_000);
      await moveBookingByOwner(db(), booking.id, tomorrow, new Date(booked), queueBookingText);
      const run = await queueDueReminders(db(), new Date(early), queueBookingText);
      expect(run).toMatchObject({ remindersTexted: 1, remindersQueued: 0, textIds: [] });
      await queueDueReminders(db(), new Date(new Date(early).getTime() + 3_600_000), queueBookingText);
      const reminders = (await textsTo(e164)).filter((text) => text.body.includes("a reminder of your"));
      expect(reminders.map((text) => text.nextAttemptAt.toISOString())).toEqual([eight]);
      expect(await mailTo(quote.id, "booking-reminder")).toHaveLength(0);
    });
  }
});
