/** The visitor's booking page as the integration tests call it: a browser's GET and form POST, and what the page holds. */
import { afterAll, beforeAll, vi } from "vitest";
import * as customerLinks from "../../functions/customer.mts";
import { leadToken } from "../../src/server/booking/booking-token";
import { seedTestDatabase } from "./db";
import { callFunction, formPost, ipCounter, type FunctionModule } from "./functions";

export const BOOKING_UA = "Mozilla/5.0 (booking test)";
const bookingFn = customerLinks as unknown as FunctionModule;

/**
 * A browser on the booking pages: its GET and form POST, each from the next address of the network
 * `net` (`net`.1 to `net`.250, so no per-network cap is what a test meets) unless an `ip` is given.
 */
export function bookingVisitor(net: string) {
  const nextIp = ipCounter(net);
  const page = (path: string, ip = nextIp(), headers: Record<string, string> = {}) =>
    callFunction(bookingFn, path, { ip, headers: { "user-agent": BOOKING_UA, ...headers } });
  const post = (path: string, fields: Record<string, string>, ip = nextIp(), origin?: string | null) =>
    callFunction(bookingFn, path, {
      ...formPost(fields),
      method: "POST",
      ip,
      origin,
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BOOKING_UA },
    });
  return { nextIp, page, post };
}

export const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)![1]!;
export const slotsOf = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
/** The form fields that choose the page's slot number `index` (from 0), with the page's form token. */
export const slotChoice = (html: string, index: number) => ({
  slot: slotsOf(html)[index]!,
  formToken: formTokenOf(html),
});
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
