/**
 * The lead's personal booking link (decision 041): `/book/{token}`, the token naming the lead
 * (`q12` a quote, `c7` a contact) and an HMAC-SHA-256 of it under a key derived from
 * SESSION_SECRET for this one purpose. Nothing is stored: the server can print the link again in
 * any e-mail, and a forged or altered token simply does not verify. The same link books, moves and
 * cancels; it only ever shows that lead's own consultation.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sessionKey } from "../auth/tokens";
import { getEnv } from "../env";
import type { LeadKind } from "../../shared/schemas/privacy";
import type { LeadRef } from "../leads/lead-ref";

export type { LeadRef };

const TOKEN = /^([qc])([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

const linkKey = () => createHash("sha256").update("booking-links\0").update(sessionKey()).digest();

const signature = (kind: LeadKind, id: number) =>
  createHmac("sha256", linkKey()).update(`booking:${kind}:${id}`).digest("base64url");

export function bookingToken(lead: LeadRef): string {
  return `${lead.kind === "quote" ? "q" : "c"}${lead.id}.${signature(lead.kind, lead.id)}`;
}

/** The lead a token names, or undefined for anything forged, altered or malformed. */
export function leadOfToken(token: string): LeadRef | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const kind: LeadKind = match[1] === "q" ? "quote" : "contact";
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
  const expected = Buffer.from(signature(kind, id));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { kind, id } : undefined;
}

export const bookingPath = (lead: LeadRef) => `/book/${bookingToken(lead)}`;

/** The personal link in full, as e-mails write it ({{bookingLink}}, the confirmation). */
export const bookingUrl = (lead: LeadRef) => new URL(bookingPath(lead), getEnv().SITE_URL).toString();

/**
 * The cookie a lead form's success sets (HttpOnly, a day) when the lead earned a booking link (not
 * spam, our form token at a human pace): the thank-you page's static link to `/book` finds the
 * lead's page through it, with or without JavaScript. `__Host-`: only accepted with Secure,
 * Path=/ and no Domain, so no sibling subdomain can plant one (browsers honour Secure on localhost,
 * as for the session cookie).
 */
export const BOOKING_COOKIE = "__Host-booking_lead";
export const BOOKING_COOKIE_SECONDS = 24 * 60 * 60;
