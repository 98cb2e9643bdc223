/**
 * Issue 34, item 14: blocking time over a booked consultation is refused with a warning naming it
 * (the owner moves or cancels it first, and the customer is told), so the customer's page never
 * shows a booking the owner has overridden; a block beside it is taken.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { adminSessions, insertQuote } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction } from "../support/functions";

let cookie = "";
const block = (body: unknown) => callFunction(adminApi, "/api/admin/booking-blocks", { method: "POST", body, cookie });

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie: cookie } = await adminSessions("booking-confirm"));
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("blocking time over a booked consultation", () => {
  it("is refused (409) naming the consultation; nothing is blocked; a block beside it is taken", async () => {
    const quote = await insertQuote({ email: "booked-over@example.org" });
    // Tuesday 9 March 2032, 10:00-11:00 EST.
    await testDb()
      .insertInto("bookings")
      .values({
        uid: randomUUID(),
        quoteId: quote.id,
        startsAt: new Date("2032-03-09T15:00:00Z"),
        endsAt: new Date("2032-03-09T16:00:00Z"),
        updatedAt: new Date(),
      })
      .execute();

    for (const over of [{ day: "2032-03-09" }, { day: "2032-03-09", from: "10:30", to: "12:00" }]) {
      const refused = await block(over);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: string }).error).toContain("Tue Mar 9, 10:00 AM ET");
    }
    expect(await testDb().selectFrom("bookingBlocks").selectAll().execute()).toHaveLength(0);

    const beside = await block({ day: "2032-03-09", from: "12:00", to: "14:00" });
    expect(beside.status).toBe(201);
  });
});
