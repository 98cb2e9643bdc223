/**
 * Issue 33, finding 8: ten questions on one proposal made ten owner e-mails, ten device alerts and
 * ten messages; booking moves the same. Now the owner hears of a proposal version or a booking at
 * most once per 15 minutes (injected clock); every question stays on the quote's conversation and
 * every change in the booking's history, and the next notice after the window counts what was held.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { askAboutProposal } from "../../src/server/flows/proposals/proposal-response.service";
import { bookingToken, leadToken } from "../../src/server/booking/booking-token";
import { availableSlots, bookConsultation } from "../../src/server/booking/bookings.service";
import { insertQuote } from "../support/admin-session";
import { queuedMail, testDb } from "../support/db";
import { proposalTestSetup, sentProposal } from "../support/proposals";

let cookie: string;
const client = { ip: "198.51.100.80", userAgent: "Phone/1.0" };
const MINUTE = 60_000;

const ownerMail = (quoteId: number, tag: string) => queuedMail(tag, { quoteId });
const alertsOf = (quoteId: number) =>
  testDb().selectFrom("alerts").select("kind").where("leadKind", "=", "quote").where("leadId", "=", quoteId).execute();

beforeAll(async () => {
  cookie = await proposalTestSetup("owner-notices");
});

describe("the owner's notices", () => {
  it("tell of ten questions on one proposal once in 15 minutes; all ten are on the quote; the next window counts them", async () => {
    const { quote, token } = await sentProposal(cookie, { email: "curious@example.com" });
    const start = new Date();
    for (let n = 0; n < 10; n++) {
      await askAboutProposal(
        testDb(),
        token,
        "question",
        `Question ${n + 1}?`,
        client,
        new Date(start.getTime() + n * MINUTE),
      );
    }
    expect(await ownerMail(quote.id, "proposal-owner")).toHaveLength(1);
    expect(await alertsOf(quote.id)).toHaveLength(1);
    const messages = await testDb()
      .selectFrom("leadMessages")
      .select("textBody")
      .where("quoteId", "=", quote.id)
      .where("direction", "=", "in")
      .execute();
    expect(messages).toHaveLength(10);

    // 16 minutes after the first notice: one more, saying how many were held.
    await askAboutProposal(testDb(), token, "question", "One more?", client, new Date(start.getTime() + 16 * MINUTE));
    const mail = await ownerMail(quote.id, "proposal-owner");
    expect(mail).toHaveLength(2);
    expect(mail[1]!.textBody).toContain("9 more questions or requests");
    expect(await alertsOf(quote.id)).toHaveLength(2);
  });

  it("tell of a booking moved back and forth once in 15 minutes; the history keeps every move", async () => {
    const quote = await insertQuote({ email: "mover-notices@example.com" });
    const now = new Date("2027-03-05T17:00:00Z");
    const [a, b] = (await availableSlots(testDb(), now)).map((slot) => slot.startsAt.toISOString());
    let { booking } = await bookConsultation(testDb(), leadToken({ kind: "quote", id: quote.id }), a!, now, client);
    for (let n = 1; n <= 3; n++) {
      // Each move answers with the booking's new link (issue 33), which the next move uses.
      const at = new Date(now.getTime() + n * MINUTE);
      ({ booking } = await bookConsultation(testDb(), bookingToken(booking), n % 2 ? b! : a!, at, client));
    }
    expect(await ownerMail(quote.id, "booking-owner")).toHaveLength(1);
    expect((await alertsOf(quote.id)).filter((alert) => alert.kind === "booking")).toHaveLength(1);
    const history = await testDb()
      .selectFrom("bookingEvents")
      .innerJoin("bookings", "bookings.id", "bookingEvents.bookingId")
      .select("bookingEvents.kind")
      .where("bookings.quoteId", "=", quote.id)
      .execute();
    expect(history.map((event) => event.kind)).toEqual(["booked", "moved", "moved", "moved"]);
  });
});
