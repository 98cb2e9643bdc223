/**
 * Issue 33, finding 1 (high): booking invitations as a relay and a calendar filler. A lead flagged
 * as spam, or sent without our form token, gets no booking link (no cookie, and its link opens
 * nothing); the invitation to the unverified address carries none of the visitor's text; the
 * customer's booking e-mails count in the automatic-mail limits; a booking moves online only so
 * many times; one network (IPv4 address, IPv6 /64, IPv6 /48) holds only so many active bookings,
 * so a burst of bookings stops at the cap and the calendar keeps its free slots.
 */
import { describe, expect, it } from "vitest";
import { BOOKING_COOKIE } from "../../src/server/booking/booking-token";
import { availableSlots } from "../../src/server/booking/bookings.service";
import { BOOKING_CAPS } from "../../src/server/rate-limits/rate-limits";
import { bookingPageStrings } from "../../src/shared/strings/booking";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { BOOKING_UA, bookingTestFile, bookingVisitor, quoteBookingLink, slotChoice } from "../support/booking";
import { cookieHeader } from "../support/functions";
import { postContact, postQuote, validContact, validQuote } from "../support/leads";

const { nextIp, page, post } = bookingVisitor("198.51.100");
const UA = BOOKING_UA;
const quoteLink = quoteBookingLink;

/** Books the first open slot through the page from `ip`; answers the POST's response. */
async function bookFirstSlot(link: string, ip: string): Promise<Response> {
  const html = await (await page(link, ip)).text();
  return post(link, slotChoice(html, 0), ip);
}

bookingTestFile();

describe("the booking link", () => {
  it("is never given to a lead flagged as spam or sent without our form token, and a spam lead's link opens nothing", async () => {
    const human = await postContact(validContact({ email: "human@example.com" }), { userAgent: UA, ip: nextIp() });
    expect(cookieHeader(human)).toContain(`${BOOKING_COOKIE}=`);

    const honeypot = await postQuote(validQuote({ email: "bot@example.com", website: "http://spam.example" }), {
      userAgent: UA,
      ip: nextIp(),
    });
    const tokenless = await postContact(validContact({ email: "script@example.com" }), {
      userAgent: UA,
      ip: nextIp(),
      formToken: null,
    });
    for (const response of [honeypot, tokenless]) {
      expect(response.status).toBe(201);
      expect(response.headers.getSetCookie().join("\n")).not.toContain(BOOKING_COOKIE);
    }
    const { id } = (await honeypot.json()) as { id: number };
    const flagged = await testDb().selectFrom("quotes").select("isSpam").where("id", "=", id).executeTakeFirstOrThrow();
    expect(flagged.isSpam).toBe(true);
    const opened = await page(quoteLink(id), nextIp());
    expect(opened.status).toBe(404);
    expect(await opened.text()).toContain(bookingPageStrings.notFound.title);
  });
});

describe("the invitation", () => {
  it("carries none of the visitor's text and counts as automatic mail", async () => {
    const quote = await insertQuote({
      email: "invitee@example.com",
      firstName: "Claim",
      lastName: "Prize",
    });
    await testDb()
      .updateTable("quotes")
      .set({ address: "Win at evil.example", city: "Spamtown" })
      .where("id", "=", quote.id)
      .execute();
    expect((await bookFirstSlot(quoteLink(quote.id), nextIp())).status).toBe(303);
    const [invitation] = await testDb()
      .selectFrom("emailOutbox")
      .selectAll()
      .where("toAddress", "=", "invitee@example.com")
      .execute();
    const ics = Buffer.from(invitation!.attachments![0]!.Content, "base64").toString("utf8");
    for (const text of [invitation!.subject, invitation!.textBody ?? "", invitation!.htmlBody, ics]) {
      expect(text).not.toMatch(/Claim|Prize|evil\.example|Spamtown/);
    }
    const counted = await testDb()
      .selectFrom("automaticMail")
      .select("outboxId")
      .where("outboxId", "=", invitation!.id)
      .execute();
    expect(counted).toHaveLength(1);
  });

  it("is held back past the site's hourly cap on automatic mail, and the booking still stands", async () => {
    process.env.AUTO_MAIL_HOURLY_LIMIT = "0";
    try {
      const quote = await insertQuote({ email: "capped@example.com" });
      expect((await bookFirstSlot(quoteLink(quote.id), nextIp())).status).toBe(303);
      const toCustomer = await testDb()
        .selectFrom("emailOutbox")
        .select("id")
        .where("toAddress", "=", "capped@example.com")
        .execute();
      expect(toCustomer).toEqual([]);
      const booked = await testDb().selectFrom("bookings").select("status").where("quoteId", "=", quote.id).execute();
      expect(booked).toEqual([{ status: "booked" }]);
    } finally {
      delete process.env.AUTO_MAIL_HOURLY_LIMIT;
    }
  });
});

describe("the caps", () => {
  it("lets a booking move online only BOOKING_CAPS.movesPerBooking times", async () => {
    const quote = await insertQuote({ email: "restless@example.com" });
    const ip = nextIp();
    const booked = await bookFirstSlot(quoteLink(quote.id), ip);
    expect(booked.status).toBe(303);
    // Each change answers with the booking's new link (issue 33), where the next move starts.
    let link = booked.headers.get("location")!.split("?")[0]!;
    for (let move = 0; move <= BOOKING_CAPS.movesPerBooking; move++) {
      const html = await (await page(link, ip)).text();
      const response = await post(link, { ...slotChoice(html, move + 1), confirm: "1" }, ip);
      if (move < BOOKING_CAPS.movesPerBooking) {
        expect(response.status, `move ${move + 1}`).toBe(303);
        link = response.headers.get("location")!.split("?")[0]!;
      } else {
        expect(response.status).toBe(409);
        expect(await response.text()).toContain(bookingPageStrings.movesUsedUp(BOOKING_CAPS.movesPerBooking));
      }
    }
  });

  it("stops a burst of bookings from one IPv6 network at the cap, across its /64s, and keeps the calendar free", async () => {
    const before = (await availableSlots(testDb(), new Date())).length;
    const quotes = await Promise.all(
      Array.from({ length: BOOKING_CAPS.activePerWideNetwork + 2 }, (_, index) =>
        insertQuote({ email: `burst${index}@example.com` }),
      ),
    );
    const statuses: number[] = [];
    // One host hopping through the /64s of its /48, one lead each.
    for (const [index, quote] of quotes.entries()) {
      statuses.push((await bookFirstSlot(quoteLink(quote.id), `2001:db8:77:${index + 1}::5`)).status);
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(BOOKING_CAPS.activePerWideNetwork);
    expect(statuses.slice(BOOKING_CAPS.activePerWideNetwork).every((status) => status === 429)).toBe(true);
    const after = (await availableSlots(testDb(), new Date())).length;
    expect(before - after).toBeLessThanOrEqual(BOOKING_CAPS.activePerWideNetwork * 2);
    expect(after).toBeGreaterThan(0);

    // Within one /64 (or one IPv4 address) the narrower cap holds.
    const more = await Promise.all(
      Array.from({ length: BOOKING_CAPS.activePerNetwork + 1 }, (_, index) =>
        insertQuote({ email: `household${index}@example.com` }),
      ),
    );
    const household: Response[] = [];
    for (const quote of more) household.push(await bookFirstSlot(quoteLink(quote.id), "192.0.2.44"));
    const codes = household.map((response) => response.status);
    expect(codes.filter((status) => status === 303)).toHaveLength(BOOKING_CAPS.activePerNetwork);
    const refused = household.find((response) => response.status === 429)!;
    expect(await refused.text()).toContain(bookingPageStrings.networkFull);
  });
});
