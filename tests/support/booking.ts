/** The visitor's booking page as the integration tests call it: a browser's GET and form POST, and what the page holds. */
import { afterAll, beforeAll, vi } from "vitest";
import * as customerLinks from "../../functions/customer.mts";
import { leadToken } from "../../src/server/booking/booking-token";
import { seedTestDatabase } from "./db";
import { callFunction, formPost, type FunctionModule } from "./functions";

export const BOOKING_UA = "Mozilla/5.0 (booking test)";
const bookingFn = customerLinks as unknown as FunctionModule;

export const bookingPage = (path: string, ip: string, headers: Record<string, string> = {}) =>
  callFunction(bookingFn, path, { ip, headers: { "user-agent": BOOKING_UA, ...headers } });

export const bookingPost = (path: string, fields: Record<string, string>, ip: string, origin?: string | null) =>
  callFunction(bookingFn, path, {
    ...formPost(fields),
    method: "POST",
    ip,
    origin,
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BOOKING_UA },
  });

export const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)![1]!;
export const slotsOf = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
/** A quote's own link, before it has a booking (a booking answers with a link of its own). */
export const quoteBookingLink = (id: number) => `/book/${leadToken({ kind: "quote", id })}`;

/**
 * A booking test file's setting: the seeded database, and the per-domain hourly cap of automatic
 * mail out of the way (every address here is @example.com, and that cap is not what they test).
 */
export function bookingTestFile(): void {
  beforeAll(async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    process.env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT = "1000";
    await seedTestDatabase({ withDevAdmin: false });
  });
  afterAll(() => {
    delete process.env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT;
    vi.restoreAllMocks();
  });
}
