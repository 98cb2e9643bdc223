/**
 * The customer's booking links (decision 041, issue 33 finding 10): `/book/{token}`, signed with
 * HMAC-SHA-256 under a key derived from SESSION_SECRET for this one purpose; nothing is stored, so
 * any e-mail can print the link again, and a forged or altered token simply does not verify.
 *
 * - A **lead link** (`q12.…` a quote, `c7.…` a contact) names the lead before it has a booking: it
 *   offers the open times and books, and nothing else. Once the lead holds an active booking the
 *   lead link is replaced by the booking's (booking-links.ts says how an old link answers).
 * - A **booking link** (`b45s2.…`) names one booking at one SEQUENCE: the calendar entry's sequence
 *   goes up at every move and at the cancel, so each change mints a new link and the old one stops;
 *   it stops too once the consultation is over (BOOKING_LINK_GRACE_HOURS after its end).
 *
 * A link only ever shows its own lead's consultation.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sessionKey } from "../auth/tokens";
import { siteUrl } from "../env";
import type { LeadRef } from "../leads/lead-ref";

export type { LeadRef };

/** What a genuine token names: a lead without a booking, or one booking at one sequence. */
export type BookingLinkRef = { kind: "lead"; lead: LeadRef } | { kind: "booking"; bookingId: number; sequence: number };

const LEAD_TOKEN = /^([qc])([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
const BOOKING_TOKEN = /^b([1-9]\d{0,9})s(0|[1-9]\d{0,5})\.([A-Za-z0-9_-]{43})$/;
const MAX_ID = 2_147_483_647;

const linkKey = () => createHash("sha256").update("booking-links\0").update(sessionKey()).digest();
const mac = (message: string) => createHmac("sha256", linkKey()).update(message).digest("base64url");
// The lead link's message is the one links mailed before issue 33 carry, so those keep working until a booking.
const leadMessage = (lead: LeadRef) => `booking:${lead.kind}:${lead.id}`;
const bookingMessage = (id: number, sequence: number) => `booking-visit:${id}:${sequence}`;

function verified(message: string, given: string): boolean {
  const expected = Buffer.from(mac(message));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function leadToken(lead: LeadRef): string {
  return `${lead.kind === "quote" ? "q" : "c"}${lead.id}.${mac(leadMessage(lead))}`;
}

export function bookingToken(booking: { id: number; sequence: number }): string {
  return `b${booking.id}s${booking.sequence}.${mac(bookingMessage(booking.id, booking.sequence))}`;
}

/** The link a booking has now: its own while it stands, its lead's (to book again) once cancelled. */
export function currentToken(booking: { id: number; sequence: number; status: string }, lead: LeadRef): string {
  return booking.status === "booked" ? bookingToken(booking) : leadToken(lead);
}

/** What a token names, or undefined for anything forged, altered or malformed. */
export function parseBookingToken(token: string): BookingLinkRef | undefined {
  const lead = LEAD_TOKEN.exec(token);
  if (lead) {
    const ref: LeadRef = { kind: lead[1] === "q" ? "quote" : "contact", id: Number(lead[2]) };
    return ref.id <= MAX_ID && verified(leadMessage(ref), lead[3]!) ? { kind: "lead", lead: ref } : undefined;
  }
  const booking = BOOKING_TOKEN.exec(token);
  if (!booking) return undefined;
  const [bookingId, sequence] = [Number(booking[1]), Number(booking[2])];
  if (bookingId > MAX_ID || !verified(bookingMessage(bookingId, sequence), booking[3]!)) return undefined;
  return { kind: "booking", bookingId, sequence };
}

export const bookingLinkPath = (token: string) => `/book/${token}`;

/** A link in full, as e-mails write it ({{bookingLink}}, the confirmation). */
export const bookingLinkUrl = (token: string) => siteUrl(bookingLinkPath(token));

/** The lead link in full, for mail written before or without a booking (the phase templates' {{bookingLink}}). */
export const leadBookingUrl = (lead: LeadRef) => bookingLinkUrl(leadToken(lead));

/**
 * The cookie a lead form's success sets (HttpOnly, a day) when the lead earned a booking link (not
 * spam, our form token at a human pace): the thank-you page's static link to `/book` finds the
 * lead's page through it, with or without JavaScript. A change made through the page in that
 * browser puts the new link in it. `__Host-`: only accepted with Secure, Path=/ and no Domain, so
 * no sibling subdomain can plant one (browsers honour Secure on localhost, as for the session cookie).
 */
export const BOOKING_COOKIE = "__Host-booking_lead";
export const BOOKING_COOKIE_SECONDS = 24 * 60 * 60;
