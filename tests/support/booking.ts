/** The visitor's booking page as the integration tests call it: a browser's GET and form POST, and what the page holds. */
import * as customerLinks from "../../functions/customer.mts";
import { bookingToken } from "../../src/server/booking/booking-token";
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
export const quoteBookingLink = (id: number) => `/book/${bookingToken({ kind: "quote", id })}`;
