/**
 * Booking the free consultation (issue 23 items 2-5): the personal link and the thank-you cookie,
 * the no-script page and its form token, bad input, the 20-visitor race for one slot, the .ics
 * invitations (parsed back with ical.js: TZID, VTIMEZONE, UID, SEQUENCE, METHOD) through the
 * outbox to the Postmark stub, move and cancel with the cut-off, the owner's blocks, moves and
 * private feed, and the day-before reminder. Clocks are injected wherever the service takes one.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as customerLinks from "../../functions/customer.mts";
import * as adminApi from "../../functions/admin.mts";
import { bookingToken, BOOKING_COOKIE, leadToken } from "../../src/server/booking/booking-token";
import { PastCutOff, SlotTaken } from "../../src/server/booking/booking-errors";
import { availableSlots, bookConsultation, cancelConsultation } from "../../src/server/booking/bookings.service";
import { blockTime } from "../../src/server/booking/agenda.service";
import { queueDueReminders } from "../../src/server/booking/reminders.job";
import { suppressAddress } from "../../src/server/email/suppressions.repository";
import { deliverOutboxMessages } from "../../src/server/email/outbox.job";
import { renderTemplateMail } from "../../src/server/email/template-mail";
import { bookingPageStrings, bookingTimelineStrings } from "../../src/shared/strings/booking";
import { formatBusinessTime } from "../../src/shared/format";
import { leadTimeline } from "../../src/server/conversation/conversation.service";
import { adminSessions, insertQuote } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, cookieHeader, type FunctionModule } from "../support/functions";
import { postContact, validContact } from "../support/leads";
import { PostmarkStub, usePostmarkStub } from "../support/postmark-stub";
import {
  BOOKING_UA as UA,
  bookingVisitor,
  formTokenOf,
  quoteBookingLink,
  slotChoice,
  slotsOf,
} from "../support/booking";

const stub = new PostmarkStub();
let adminCookie: string;
let visitorCookie: string;
const { nextIp, page, post } = bookingVisitor("198.51.100");

const bookingFn = customerLinks as unknown as FunctionModule;
const adminFn = adminApi as unknown as FunctionModule;
const feedFn = customerLinks as unknown as FunctionModule;

const quoteLink = quoteBookingLink;
const bookingsOf = (quoteId: number) =>
  testDb().selectFrom("bookings").selectAll().where("quoteId", "=", quoteId).execute();
const outboxOf = (quoteId: number) =>
  testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quoteId).orderBy("createdAt").execute();

interface ParsedIcs {
  method: string | null;
  tzid: string;
  events: ICAL.Event[];
  raw: string;
}

/** Parses an iCalendar text back with Mozilla's parser, its zone registered from the VTIMEZONE. */
function parseIcs(raw: string): ParsedIcs {
  const calendar = new ICAL.Component(ICAL.parse(raw));
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(zone);
  return {
    method: (calendar.getFirstPropertyValue("method") as string | null) ?? null,
    tzid: zone.getFirstPropertyValue("tzid") as string,
    events: calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event)),
    raw,
  };
}

function invitationOf(row: { attachments: { Name: string; Content: string; ContentType: string }[] | null }) {
  expect(row.attachments).toHaveLength(1);
  const [attachment] = row.attachments!;
  return { attachment: attachment!, ics: parseIcs(Buffer.from(attachment!.Content, "base64").toString("utf8")) };
}

async function openQuote(email = "homeowner@example.com") {
  return insertQuote({ email, firstName: "Ruth", lastName: "Abernathy" });
}

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  // The customer's booking e-mails count as automatic mail (issue 33); every address here is
  // @example.com, and the per-domain hourly cap is not what these tests are about.
  process.env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT = "1000";
  await stub.start();
  usePostmarkStub(stub);
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie, visitorCookie } = await adminSessions("booking-api"));
});

afterAll(() => {
  delete process.env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT;
  return stub.stop();
});

describe("the booking link", () => {
  it("answers a forged, altered or malformed token with the same 404 page", async () => {
    const quote = await openQuote();
    const good = leadToken({ kind: "quote", id: quote.id });
    const bodies = new Set<string>();
    for (const bad of [
      `q${quote.id + 1}.${good.split(".")[1]}`,
      `${good.slice(0, -1)}A`,
      "q1",
      `c${quote.id}.${good.split(".")[1]}`,
    ]) {
      const response = await page(`/book/${bad}`);
      expect(response.status).toBe(404);
      bodies.add(await response.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain(bookingPageStrings.notFound.title);
  });

  it("is found from the thank-you page through the cookie a lead form sets", async () => {
    const response = await postContact(validContact({ email: "cookie@example.com" }), { userAgent: UA });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const cookie = cookieHeader(response);
    expect(cookie).toContain(`${BOOKING_COOKIE}=`);
    const redirect = await callFunction(bookingFn, "/book", { cookie, headers: { "user-agent": UA } });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe(`/book/${leadToken({ kind: "contact", id })}`);
    const without = await page("/book");
    expect(without.status).toBe(200);
    expect(await without.text()).toContain(bookingPageStrings.noLead.intro);
  });

  it("reaches the customer in a phase e-mail through {{bookingLink}}, automatic mail included", async () => {
    const quote = await openQuote();
    const template = {
      subject: "Your consultation",
      htmlContent: "<p>Pick a time: {{bookingLink}}</p>",
      textContent: "Pick a time: {{bookingLink}}",
    };
    const link = `http://localhost:8888${quoteLink(quote.id)}`;
    for (const unverified of [false, true]) {
      const email = await renderTemplateMail(template, quote, null, unverified);
      expect(email.text).toContain(link);
      expect(email.html).toContain(link);
    }
    expect((await page(new URL(link).pathname)).status).toBe(200);
  });

  it("is a link in the seeded phase-2 e-mail, which asks the customer to choose a time", async () => {
    const quote = await openQuote();
    const phaseTwo = await testDb()
      .selectFrom("emailTemplates")
      .select(["subject", "htmlContent", "textContent"])
      .where("name", "=", "quote-phase-2")
      .executeTakeFirstOrThrow();
    const email = await renderTemplateMail(phaseTwo, quote, null, false);
    const link = `http://localhost:8888${quoteLink(quote.id)}`;
    expect(email.html).toContain(`<a href="${link}">Choose a time that suits you online</a>`);
    expect(email.text).toContain(`Choose a time that suits you at ${link},`);
  });

  it("lists open times as plain forms, labelled ET, with no script, never cached", async () => {
    const quote = await openQuote();
    const response = await page(quoteLink(quote.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self'");
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).toContain(bookingPageStrings.timesIn("ET"));
    expect(html).toMatch(/<button type="submit" aria-label="Book this time: \w{3} \w{3} \d+, \d+:\d\d [AP]M ET">/);
    const slots = slotsOf(html);
    expect(slots.length).toBeGreaterThan(20);
    for (const slot of slots) expect(new Date(slot).getTime()).toBeGreaterThan(Date.now() + 12 * 3600_000 - 60_000);
  });
});

describe("booking through the page", () => {
  it("refuses a post without a form token, with a forged one, or from another site, and books nothing", async () => {
    const quote = await openQuote();
    const html = await (await page(quoteLink(quote.id))).text();
    const [slot] = slotsOf(html);
    const missing = await post(quoteLink(quote.id), { slot: slot! });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(bookingPageStrings.formExpired);
    const forged = await post(quoteLink(quote.id), { slot: slot!, formToken: `${formTokenOf(html).slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    const crossSite = await post(
      quoteLink(quote.id),
      { slot: slot!, formToken: formTokenOf(html) },
      nextIp(),
      "https://evil.example",
    );
    expect(crossSite.status).toBe(403);
    expect(await bookingsOf(quote.id)).toEqual([]);
  });

  it("refuses an unknown, a past and a malformed slot with a 400 page, never a 500", async () => {
    const quote = await openQuote();
    const html = await (await page(quoteLink(quote.id))).text();
    const formToken = formTokenOf(html);
    const offGrid = new Date(new Date(slotsOf(html)[0]!).getTime() + 7 * 60_000).toISOString();
    for (const slot of [offGrid, "2020-01-06T12:00:00.000Z", "next tuesday", ""]) {
      const response = await post(quoteLink(quote.id), { slot, formToken });
      expect(response.status, slot).toBe(400);
      expect(await response.text()).toContain(bookingPageStrings.slotUnavailable);
    }
    expect(await bookingsOf(quote.id)).toEqual([]);
  });

  it("books: phase 2, the scheduled day, a timeline entry, and an .ics invitation through the outbox", async () => {
    const quote = await openQuote("booker@example.com");
    const sequence = await testDb().selectFrom("followUpSequences").select("id").executeTakeFirstOrThrow();
    await testDb()
      .insertInto("followUpEnrolments")
      .values({ quoteId: quote.id, sequenceId: sequence.id, anchorAt: new Date(), nextDueAt: new Date() })
      .execute();
    const link = quoteLink(quote.id);
    const html = await (await page(link)).text();
    const slot = slotsOf(html)[3]!;
    stub.reset();
    const response = await post(link, { slot, formToken: formTokenOf(html) });
    expect(response.status).toBe(303);
    const [row] = await bookingsOf(quote.id);
    // The booking's own link (issue 33): the lead's link is replaced by it.
    const bookingLink = `/book/${bookingToken(row!)}`;
    expect(response.headers.get("location")).toBe(`${bookingLink}?booked`);

    expect(row).toMatchObject({ status: "booked", sequence: 0 });
    expect(row!.startsAt.toISOString()).toBe(slot);
    const updated = await testDb()
      .selectFrom("quotes")
      .selectAll()
      .where("id", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(updated.phase).toBe("phase-2");
    expect(updated.scheduledDate).not.toBeNull();
    const events = await testDb().selectFrom("bookingEvents").selectAll().where("bookingId", "=", row!.id).execute();
    expect(events.map((event) => [event.kind, event.actor])).toEqual([["booked", "customer"]]);
    const alerts = await testDb()
      .selectFrom("alerts")
      .select(["kind", "title"])
      .where("leadKind", "=", "quote")
      .where("leadId", "=", quote.id)
      .execute();
    expect(alerts).toEqual([{ kind: "booking", title: "Consultation booked · Ruth" }]);
    const enrolments = await testDb()
      .selectFrom("followUpEnrolments")
      .select(["status", "stopReason"])
      .where("quoteId", "=", quote.id)
      .execute();
    expect(enrolments).toEqual([{ status: "stopped", stopReason: "booked" }]);

    const mail = await outboxOf(quote.id);
    const customer = mail.find((message) => message.toAddress === "booker@example.com")!;
    expect(mail.some((message) => message.tag === "booking-owner")).toBe(true);
    const { attachment, ics } = invitationOf(customer);
    expect(attachment.ContentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics.method).toBe("REQUEST");
    expect(ics.tzid).toBe("America/New_York");
    expect(ics.raw).toMatch(/\r\nDTSTART;TZID=America\/New_York:\d{8}T\d{6}\r\n/);
    expect(ics.raw.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [event] = ics.events;
    expect(event!.uid).toBe(row!.uid);
    expect(event!.sequence).toBe(0);
    expect(event!.startDate.toJSDate().toISOString()).toBe(slot);
    expect(event!.endDate.toJSDate().getTime() - event!.startDate.toJSDate().getTime()).toBe(3600_000);
    expect(event!.organizer).toMatch(/^mailto:/);
    expect(event!.attendees[0]!.getFirstValue()).toBe("mailto:booker@example.com");
    expect(customer.textBody).toContain(bookingLink);

    // The real Postmark client hands the attachment over as Postmark takes it.
    await deliverOutboxMessages(mail.map((message) => message.id));
    const sent = stub.accepted.find((email) => email.body.To === "booker@example.com")!;
    expect(sent.body.Attachments).toEqual([{ ...attachment, ContentID: null }]);

    const again = await (await page(`${bookingLink}?booked`)).text();
    expect(again).toContain(bookingPageStrings.confirmationSent);
    expect(again).toContain(bookingPageStrings.cancel);
  });

  it("moves through the link with the same UID and SEQUENCE + 1, then cancels with METHOD:CANCEL", async () => {
    const quote = await openQuote("mover@example.com");
    let link = quoteLink(quote.id);
    let html = await (await page(link)).text();
    expect((await post(link, slotChoice(html, 5))).status).toBe(303);
    const [first] = await bookingsOf(quote.id);
    link = `/book/${bookingToken(first!)}`;
    html = await (await page(link)).text();
    expect(html).toContain(bookingPageStrings.moveHeading);
    const target = slotsOf(html).find((slot) => slot !== first!.startsAt.toISOString())!;
    // A move asks first (issue 34, item 14): nothing changes until the visitor confirms.
    const asked = await post(link, { slot: target, formToken: formTokenOf(html) });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(bookingPageStrings.confirmMoveYes);
    expect((await bookingsOf(quote.id))[0]!.startsAt).toEqual(first!.startsAt);
    expect((await post(link, { slot: target, formToken: formTokenOf(html), confirm: "1" })).status).toBe(303);
    const [moved] = await bookingsOf(quote.id);
    expect(moved!.id).toBe(first!.id);
    expect(moved!.startsAt.toISOString()).toBe(target);
    expect(moved!.sequence).toBe(1);
    link = `/book/${bookingToken(moved!)}`;

    const cancelAsked = await post(`${link}/cancel`, { formToken: formTokenOf(html) });
    expect(await cancelAsked.text()).toContain(bookingPageStrings.confirmCancelYes);
    expect((await bookingsOf(quote.id))[0]!.status).toBe("booked");
    expect((await post(`${link}/cancel`, { formToken: formTokenOf(html), confirm: "1" })).status).toBe(303);
    const [cancelled] = await bookingsOf(quote.id);
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 2 });

    const invitations = (await outboxOf(quote.id))
      .filter((message) => message.toAddress === "mover@example.com")
      .map((message) => invitationOf(message));
    expect(invitations.map(({ ics }) => [ics.method, ics.events[0]!.uid, ics.events[0]!.sequence])).toEqual([
      ["REQUEST", first!.uid, 0],
      ["REQUEST", first!.uid, 1],
      ["CANCEL", first!.uid, 2],
    ]);
    expect(invitations[2]!.attachment.ContentType).toContain("method=CANCEL");
    expect(invitations[2]!.ics.raw).toContain("STATUS:CANCELLED");
    // The lead's timeline in the console tells the same story, in the business's time.
    const { entries } = await leadTimeline(testDb(), { kind: "quote", id: quote.id });
    const bookingLines = entries.flatMap((entry) =>
      entry.type === "status" && entry.label.startsWith("Consultation") ? [entry.label] : [],
    );
    const when = (at: Date | string) => formatBusinessTime(at);
    expect(bookingLines).toEqual([
      bookingTimelineStrings.booked(when(first!.startsAt), "customer"),
      bookingTimelineStrings.moved(when(target), "customer"),
      bookingTimelineStrings.cancelled(when(target), "customer"),
    ]);
    expect(bookingLines[0]).toMatch(/ (AM|PM) ET by the customer$/);
  });

  it("gives one booking to 20 visitors taking the same slot at once; the others hear it was just taken", async () => {
    const quotes = await Promise.all(Array.from({ length: 20 }, (_, index) => openQuote(`racer${index}@example.com`)));
    const html = await (await page(quoteLink(quotes[0]!.id))).text();
    const slot = slotsOf(html)[10]!;
    const formToken = formTokenOf(html);
    const responses = await Promise.all(quotes.map((quote) => post(quoteLink(quote.id), { slot, formToken })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = await responses.find((response) => response.status === 409)!.text();
    expect(refused).toContain(bookingPageStrings.slotTaken);
    expect(slotsOf(refused.split(bookingPageStrings.slotTaken)[1]!.split("</div>")[0]!).length).toBeGreaterThan(0);
    const active = await testDb()
      .selectFrom("bookings")
      .select("id")
      .where("status", "=", "booked")
      .where("startsAt", "=", new Date(slot))
      .execute();
    expect(active).toHaveLength(1);
  });

  it("is held by the database itself: a second active booking of one start is refused by the unique index", async () => {
    const [a, b] = [await openQuote(), await openQuote()];
    const startsAt = new Date("2031-01-06T15:00:00Z");
    const endsAt = new Date("2031-01-06T16:00:00Z");
    await testDb().insertInto("bookings").values({ uid: "u-a@test", quoteId: a.id, startsAt, endsAt }).execute();
    await expect(
      testDb().insertInto("bookings").values({ uid: "u-b@test", quoteId: b.id, startsAt, endsAt }).execute(),
    ).rejects.toThrow(/bookings_active_start_idx/);
  });
});

describe("the cut-off and the clock", () => {
  // Friday 12 March 2027, noon EST; clocks go forward on Sunday 14 March 2027.
  const friday = new Date("2027-03-12T17:00:00Z");

  it("books across the March change and writes the New York wall clock into the invitation", async () => {
    const quote = await openQuote("dst@example.com");
    const token = leadToken({ kind: "quote", id: quote.id });
    const outcome = await bookConsultation(testDb(), token, "2027-03-15T11:00:00.000Z", friday, { ip: nextIp() }); // Monday 7:00 EDT
    const [message] = (await outboxOf(quote.id)).filter((row) => row.id === outcome.outboxIds[0]);
    const { ics } = invitationOf(message!);
    expect(ics.raw).toContain("DTSTART;TZID=America/New_York:20270315T070000");
    expect(ics.events[0]!.startDate.toJSDate().toISOString()).toBe("2027-03-15T11:00:00.000Z");
    await cancelConsultation(testDb(), bookingToken(outcome.booking), friday);
  });

  it("lets the visitor move or cancel until 12 hours before, and not after", async () => {
    const quote = await openQuote("cutoff@example.com");
    const { booking: booked } = await bookConsultation(
      testDb(),
      leadToken({ kind: "quote", id: quote.id }),
      "2027-03-16T11:00:00.000Z",
      friday,
      { ip: nextIp() },
    );
    const token = bookingToken(booked);
    const justInside = new Date(booked.startsAt.getTime() - 12 * 3600_000 + 1000);
    await expect(cancelConsultation(testDb(), token, justInside)).rejects.toBeInstanceOf(PastCutOff);
    await expect(
      bookConsultation(testDb(), token, "2027-03-17T11:00:00.000Z", justInside, { ip: nextIp() }),
    ).rejects.toBeInstanceOf(PastCutOff);
    const justBefore = new Date(booked.startsAt.getTime() - 12 * 3600_000 - 1000);
    const { booking } = await cancelConsultation(testDb(), token, justBefore);
    expect(booking.status).toBe("cancelled");
  });

  it("answers a slot taken a moment earlier with the nearest open times", async () => {
    const [first, second] = [await openQuote(), await openQuote()];
    const slot = "2027-03-18T12:30:00.000Z"; // Thursday 8:30 EDT
    await bookConsultation(testDb(), leadToken({ kind: "quote", id: first.id }), slot, friday, { ip: nextIp() });
    const refusal = await bookConsultation(testDb(), leadToken({ kind: "quote", id: second.id }), slot, friday, {
      ip: nextIp(),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SlotTaken);
    const nearest = (refusal as SlotTaken).nearest.map((s) => s.startsAt.toISOString());
    // 7:00-8:00 and 10:00-11:00 EDT keep exactly the 30-minute buffer around 8:30-9:30; then 11:30.
    expect(nearest).toEqual(["2027-03-18T11:00:00.000Z", "2027-03-18T14:00:00.000Z", "2027-03-18T15:30:00.000Z"]);
  });
});

describe("the owner's side", () => {
  const adminCall = (path: string, method = "GET", body?: unknown, cookie = adminCookie) =>
    callFunction(adminFn, path, { method, body, cookie });

  it("blocks a day, and the booking page stops offering it", async () => {
    const quote = await openQuote();
    const slots = slotsOf(await (await page(quoteLink(quote.id))).text());
    // The last day offered: no consultation is booked there (a block over one is refused, issue 34).
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(slots.at(-1)!));
    const response = await adminCall("/api/admin/booking-blocks", "POST", { day, reason: "Job in Morristown" });
    expect(response.status).toBe(201);
    const after = slotsOf(await (await page(quoteLink(quote.id))).text());
    const dayOf = (slot: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(slot));
    expect(after.some((slot) => dayOf(slot) === day)).toBe(false);
    const { id } = (await response.json()) as { id: number };
    expect((await adminCall(`/api/admin/booking-blocks/${id}`, "DELETE")).status).toBe(200);
    expect(slotsOf(await (await page(quoteLink(quote.id))).text())).toEqual(slots);
  });

  it("refuses a bad block naming the field, and non-admins altogether", async () => {
    const bad = await adminCall("/api/admin/booking-blocks", "POST", { day: "2027-02-30x", from: "9", to: "8" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("day");
    const inverted = await adminCall("/api/admin/booking-blocks", "POST", {
      day: "2027-03-02",
      from: "10:00",
      to: "09:00",
    });
    expect(((await inverted.json()) as { fields: Record<string, string> }).fields).toHaveProperty("to");
    expect((await adminCall("/api/admin/bookings", "GET", undefined, visitorCookie)).status).toBe(403);
    expect((await callFunction(adminFn, "/api/admin/bookings")).status).toBe(401);
  });

  it("moves a booking: the customer gets the same UID with SEQUENCE + 1; the agenda shows it", async () => {
    const quote = await openQuote("owner-move@example.com");
    const link = quoteLink(quote.id);
    const html = await (await page(link)).text();
    await post(link, slotChoice(html, 2));
    const [booked] = await bookingsOf(quote.id);
    const newStart = new Date(booked!.startsAt.getTime() + 24 * 3600_000 + 15 * 60_000);
    const moved = await adminCall(`/api/admin/bookings/${booked!.id}/move`, "POST", {
      startsAt: newStart.toISOString(),
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ sequence: 1, startsAt: newStart.toISOString() });
    const last = (await outboxOf(quote.id)).filter((row) => row.toAddress === "owner-move@example.com").at(-1)!;
    const { ics } = invitationOf(last);
    expect([ics.method, ics.events[0]!.uid, ics.events[0]!.sequence]).toEqual(["REQUEST", booked!.uid, 1]);

    const week = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(newStart);
    const agenda = (await (await adminCall(`/api/admin/bookings?week=${week}`)).json()) as {
      days: { day: string; bookings: { id: number }[] }[];
    };
    expect(agenda.days).toHaveLength(7);
    expect(agenda.days.find((entry) => entry.day === week)!.bookings.map((entry) => entry.id)).toContain(booked!.id);
    expect(
      (await adminCall(`/api/admin/bookings/999999/move`, "POST", { startsAt: newStart.toISOString() })).status,
    ).toBe(404);
    expect((await adminCall(`/api/admin/bookings/${booked!.id}/move`, "POST", { startsAt: "soon" })).status).toBe(400);
  });

  it("publishes a private feed that parses back, and revokes it", async () => {
    const created = await adminCall("/api/admin/calendar-feed", "POST", {});
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = path.slice("/api/calendar/".length, -4);
    const stored = await testDb().selectFrom("calendarFeeds").selectAll().execute();
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);

    const feed = await callFunction(feedFn, path, { ip: nextIp() });
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = parseIcs(await feed.text());
    expect(ics.method).toBeNull();
    const active = await testDb().selectFrom("bookings").selectAll().where("status", "=", "booked").execute();
    const expected = active.filter((row) => row.endsAt.getTime() > Date.now() - 7 * 24 * 3600_000);
    expect(ics.events.map((event) => event.uid).sort()).toEqual(expected.map((row) => row.uid).sort());
    for (const event of ics.events) {
      const row = expected.find((candidate) => candidate.uid === event.uid)!;
      expect(event.startDate.toJSDate().toISOString()).toBe(row.startsAt.toISOString());
      expect(event.startDate.zone?.tzid).toBe("America/New_York");
    }

    const regenerated = (await (await adminCall("/api/admin/calendar-feed", "POST", {})).json()) as { url: string };
    expect((await callFunction(feedFn, path, { ip: nextIp() })).status).toBe(404);
    const newPath = new URL(regenerated.url).pathname;
    expect((await callFunction(feedFn, newPath, { ip: nextIp() })).status).toBe(200);
    expect((await adminCall("/api/admin/calendar-feed", "DELETE")).status).toBe(200);
    expect((await callFunction(feedFn, newPath, { ip: nextIp() })).status).toBe(404);
    expect((await callFunction(feedFn, `/api/calendar/${"A".repeat(43)}.ics`, { ip: nextIp() })).status).toBe(404);
  });
});

describe("the day-before reminder", () => {
  it("goes once, in business hours, never to a suppressed address", async () => {
    // Tuesday 9 March 2027, 10:00 EST; the bookings are on Wednesday 10 March.
    const tuesday = new Date("2027-03-09T15:00:00Z");
    const [kept, suppressed] = [await openQuote("remind-me@example.com"), await openQuote("bounced@example.com")];
    const now = new Date("2027-03-05T17:00:00Z");
    await bookConsultation(testDb(), leadToken({ kind: "quote", id: kept.id }), "2027-03-10T12:00:00.000Z", now, {
      ip: nextIp(),
    });
    await bookConsultation(testDb(), leadToken({ kind: "quote", id: suppressed.id }), "2027-03-10T15:00:00.000Z", now, {
      ip: nextIp(),
    });
    await suppressAddress(testDb(), "bounced@example.com", "hard-bounce", "test");

    const closed = await queueDueReminders(testDb(), new Date("2027-03-09T03:00:00Z")); // Monday 22:00 EST
    expect(closed.remindersQueued).toBe(0);
    const first = await queueDueReminders(testDb(), tuesday);
    expect(first).toMatchObject({ remindersQueued: 1, remindersSuppressed: 1 });
    expect((await queueDueReminders(testDb(), new Date(tuesday.getTime() + 3600_000))).remindersQueued).toBe(0);
    const reminders = (await outboxOf(kept.id)).filter((row) => row.tag === "booking-reminder");
    expect(reminders).toHaveLength(1);
    expect((await outboxOf(suppressed.id)).filter((row) => row.tag === "booking-reminder")).toHaveLength(0);
  });

  it("leaves the slots a moved booking frees for others", async () => {
    const now = new Date("2027-03-05T17:00:00Z");
    const slots = await availableSlots(testDb(), now);
    expect(slots.map((slot) => slot.startsAt.toISOString())).not.toContain("2027-03-10T12:00:00.000Z");
    await blockTime(testDb(), { day: "2027-03-11" }, null);
    const afterBlock = await availableSlots(testDb(), now);
    expect(afterBlock.some((slot) => slot.day === "2027-03-11")).toBe(false);
  });
});
