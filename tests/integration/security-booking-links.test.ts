/**
 * Issue 33, finding 10: booking links never expired or changed (a signature of the lead, good until
 * the lead was deleted). Now a booking has a link of its own that stops once the consultation is
 * over (24 hours after its end, exact hours: checked across both changes of the clocks in New York,
 * with an injected clock) and is replaced at every move, by the customer or the owner; a replaced,
 * expired or cancelled link is a 410 page that says which and shows no booking. The customer still
 * books, moves and cancels from the e-mailed links and through the thank-you cookie.
 */
import { describe, expect, it } from "vitest";
import * as customerLinks from "../../functions/customer.mts";
import { BOOKING_COOKIE } from "../../src/server/booking/booking-token";
import { bookConsultation, bookingPageState, cancelConsultation } from "../../src/server/booking/bookings.service";
import { moveBookingByOwner } from "../../src/server/booking/owner-bookings.service";
import { formatBusinessTime } from "../../src/shared/format";
import { bookingPageStrings as s } from "../../src/shared/strings/booking";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { callFunction, cookieHeader, formPost, type FunctionModule } from "../support/functions";
import { postContact, validContact } from "../support/leads";
import {
  BOOKING_UA as UA,
  bookingTestFile,
  bookingVisitor,
  formTokenOf,
  quoteBookingLink,
  slotChoice,
  slotsOf,
} from "../support/booking";

const customerFn = customerLinks as unknown as FunctionModule;
const { nextIp, page, post } = bookingVisitor("192.0.2");

/** The customer's mail about the quote's booking, oldest first, with the booking link each carries. */
async function customerMail(quoteId: number) {
  const rows = await testDb()
    .selectFrom("emailOutbox")
    .select(["tag", "textBody"])
    .where("quoteId", "=", quoteId)
    .where("tag", "like", "booking-%")
    .where("tag", "!=", "booking-owner")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ tag: row.tag, link: /\/book\/[A-Za-z0-9_.-]+/.exec(row.textBody ?? "")?.[0] }));
}

/** The page a link opens now: its status and text. */
async function opened(path: string) {
  const response = await page(path);
  return { status: response.status, html: await response.text() };
}

/** Books the first time of the page `link` opens; the answer's Location is where the customer goes next. */
async function bookFirstTime(link: string) {
  const html = (await opened(link)).html;
  const slot = slotsOf(html)[2]!;
  const response = await post(link, { slot, formToken: formTokenOf(html) });
  expect(response.status).toBe(303);
  return { slot, location: response.headers.get("location")! };
}

bookingTestFile();

describe("a booking's link", () => {
  it("is new once booked: the lead's link is replaced, the e-mailed one opens the booking", async () => {
    const quote = await insertQuote({ email: "links-book@example.com" });
    const leadLink = quoteBookingLink(quote.id);
    const { slot, location } = await bookFirstTime(leadLink);
    const [confirmation] = await customerMail(quote.id);
    expect(confirmation!.link).not.toBe(leadLink);
    expect(location).toBe(`${confirmation!.link}?booked`);
    const booked = await opened(confirmation!.link!);
    expect(booked.status).toBe(200);
    expect(booked.html).toContain(s.bookedFor(formatBusinessTime(slot)));
    // Its signature covers the booking and the sequence: another booking's number, or a later sequence, is no link.
    const [, id, sequence, mac] = /^\/book\/b(\d+)s(\d+)\.(.+)$/.exec(confirmation!.link!)!;
    for (const forged of [`b${Number(id) + 1}s${sequence}.${mac}`, `b${id}s${Number(sequence) + 1}.${mac}`]) {
      expect((await opened(`/book/${forged}`)).status, forged).toBe(404);
    }

    const old = await opened(leadLink);
    expect(old.status).toBe(410);
    expect(old.html).toContain(s.gone.replaced.title);
    expect(old.html).not.toContain(formatBusinessTime(slot));
    expect(slotsOf(old.html)).toEqual([]);
  });

  it("is replaced at every move: the old one shows no booking and changes nothing, the new one was e-mailed", async () => {
    const quote = await insertQuote({ email: "links-move@example.com" });
    const { location } = await bookFirstTime(quoteBookingLink(quote.id));
    const first = location.replace("?booked", "");
    let html = (await opened(first)).html;
    const target = slotsOf(html)[4]!;
    const moved = await post(first, { slot: target, formToken: formTokenOf(html), confirm: "1" });
    expect(moved.status).toBe(303);
    const second = moved.headers.get("location")!.replace("?booked", "");
    expect(second).not.toBe(first);
    expect((await customerMail(quote.id)).map((mail) => [mail.tag, mail.link])).toEqual([
      ["booking-confirmed", first],
      ["booking-moved", second],
    ]);

    const old = await opened(first);
    expect(old.status).toBe(410);
    expect(old.html).toContain(s.gone.replaced.title);
    expect(old.html).not.toContain(formatBusinessTime(target));
    html = (await opened(second)).html;
    expect(html).toContain(s.bookedFor(formatBusinessTime(target)));
    // The old link can neither move nor cancel the booking.
    const viaOld = await post(`${first}/cancel`, { formToken: formTokenOf(html), confirm: "1" });
    expect(viaOld.status).toBe(410);
    const row = await testDb().selectFrom("bookings").selectAll().where("quoteId", "=", quote.id).executeTakeFirst();
    expect(row).toMatchObject({ status: "booked", sequence: 1 });
    expect(row!.startsAt.toISOString()).toBe(target);

    // The owner's move replaces it as well, and the customer's move e-mail carries the new one.
    const ownerTime = new Date(new Date(target).getTime() + 24 * 3600_000);
    await moveBookingByOwner(testDb(), row!.id, ownerTime, new Date());
    const third = (await customerMail(quote.id))[2]!.link!;
    expect(third).not.toBe(second);
    expect((await opened(second)).status).toBe(410);
    expect((await opened(third)).html).toContain(s.bookedFor(formatBusinessTime(ownerTime)));
  });

  it("stops once cancelled; the cancellation e-mail's link books a new time", async () => {
    const quote = await insertQuote({ email: "links-cancel@example.com" });
    const { location } = await bookFirstTime(quoteBookingLink(quote.id));
    const link = location.replace("?booked", "");
    const html = (await opened(link)).html;
    const cancelled = await post(`${link}/cancel`, { formToken: formTokenOf(html), confirm: "1" });
    expect(cancelled.status).toBe(303);
    const mail = await customerMail(quote.id);
    expect(mail.at(-1)!.tag).toBe("booking-cancelled");
    expect(cancelled.headers.get("location")).toBe(`${mail.at(-1)!.link}?cancelled`);

    const old = await opened(link);
    expect(old.status).toBe(410);
    expect(old.html).toContain(s.gone.cancelled.title);
    const again = await opened(mail.at(-1)!.link!);
    expect(again.status).toBe(200);
    expect(slotsOf(again.html).length).toBeGreaterThan(0);
    await bookFirstTime(mail.at(-1)!.link!);
  });

  it("takes a double submit once: one booking, and never a 500", async () => {
    const quote = await insertQuote({ email: "links-double@example.com" });
    const link = quoteBookingLink(quote.id);
    const html = (await opened(link)).html;
    const fields = slotChoice(html, 6);
    const answers = await Promise.all([post(link, fields), post(link, fields)]);
    expect(answers.map((answer) => answer.status).every((status) => status === 303 || status === 410)).toBe(true);
    expect(answers.some((answer) => answer.status === 303)).toBe(true);
    const rows = await testDb().selectFrom("bookings").select("id").where("quoteId", "=", quote.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("follows the browser that booked through the thank-you cookie, so /book still opens the booking", async () => {
    const response = await postContact(validContact({ email: "links-cookie@example.com" }), { userAgent: UA });
    const cookie = cookieHeader(response);
    const first = (await callFunction(customerFn, "/book", { cookie, headers: { "user-agent": UA } })).headers.get(
      "location",
    )!;
    const html = (await opened(first)).html;
    const booked = await callFunction(customerFn, first, {
      ...formPost(slotChoice(html, 8)),
      method: "POST",
      cookie,
      ip: nextIp(),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": UA },
    });
    const link = booked.headers.get("location")!.replace("?booked", "");
    expect(link).not.toBe(first);
    const renewed = cookieHeader(booked);
    expect(renewed).toContain(`${BOOKING_COOKIE}=`);
    const again = await callFunction(customerFn, "/book", { cookie: renewed, headers: { "user-agent": UA } });
    expect(again.headers.get("location")).toBe(link);
  });
});

describe("expiry with the consultation (America/New_York, injected clock)", () => {
  // Saturday 8:00-9:00 on the eve of each change of the clocks; the link stops 24 hours after 9:00,
  // which the Sunday's clocks read an hour apart from 9:00: 8:00 EST in November, 10:00 EDT in March.
  it.each([
    {
      change: "November",
      now: "2027-11-04T16:00:00Z",
      slot: "2027-11-06T12:00:00.000Z",
      stops: "2027-11-07T13:00:00Z",
    },
    { change: "March", now: "2027-03-11T17:00:00Z", slot: "2027-03-13T13:00:00.000Z", stops: "2027-03-14T14:00:00Z" },
  ])("stops 24 hours after the end across the $change change, not at the same wall clock", async (clock) => {
    const quote = await insertQuote({ email: `links-expiry-${clock.change}@example.com` });
    const leadLink = quoteBookingLink(quote.id).slice("/book/".length);
    await bookConsultation(testDb(), leadLink, clock.slot, new Date(clock.now), { ip: nextIp() });
    const token = (await customerMail(quote.id))[0]!.link!.slice("/book/".length);
    const stops = new Date(clock.stops).getTime();

    const justBefore = await bookingPageState(testDb(), token, new Date(stops - 1000));
    expect(justBefore.booking!.startsAt.toISOString()).toBe(clock.slot);
    expect(justBefore.changeable).toBe(false);
    for (const at of [stops, stops + 30 * 60_000, stops + 90 * 24 * 3600_000]) {
      await expect(bookingPageState(testDb(), token, new Date(at)), new Date(at).toISOString()).rejects.toMatchObject({
        reason: "expired",
      });
      await expect(bookingPageState(testDb(), leadLink, new Date(at))).rejects.toMatchObject({ reason: "expired" });
      await expect(cancelConsultation(testDb(), token, new Date(at))).rejects.toMatchObject({ reason: "expired" });
    }
  });
});
