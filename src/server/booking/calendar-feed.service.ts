/**
 * The owner's private calendar feed (issue 23 item 4, decision 041): `/api/calendar/{token}.ics`,
 * a published VCALENDAR of the active consultations (past week onwards) that calendar apps
 * subscribe to by URL. The token is 256 random bits shown once; only its SHA-256 is stored, so a
 * database read cannot rebuild the URL. Regenerating revokes the old URL; revoking turns it off.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/schema";
import { siteUrl } from "../env";
import { CalendarFeedNotFound } from "./booking-errors";
import { bookingEvent } from "./booking-mail";
import { feedBookings, findLiveFeed, replaceFeed } from "./bookings.repository";
import { icsCalendar } from "./ics";

const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export interface FeedState {
  /** A live feed exists (its URL cannot be shown again). */
  active: boolean;
  createdAt: string | null;
}

export async function feedState(db: Db): Promise<FeedState> {
  const live = await findLiveFeed(db);
  return { active: Boolean(live), createdAt: live ? live.createdAt.toISOString() : null };
}

/** A new feed URL (the old one stops working); the only time the URL is known. */
export async function regenerateFeed(db: Db): Promise<{ url: string }> {
  const token = randomBytes(32).toString("base64url");
  await replaceFeed(db, hashToken(token));
  return { url: siteUrl(feedPath(token)) };
}

export async function revokeFeed(db: Db): Promise<void> {
  await replaceFeed(db, null);
}

/** The feed's iCalendar text for `token`; CalendarFeedNotFound for any token that is not the live one. */
export async function feedCalendar(db: Db, token: string, now: Date): Promise<string> {
  if (!FEED_TOKEN.test(token) || !(await findLiveFeed(db, hashToken(token)))) throw new CalendarFeedNotFound();
  const rows = await feedBookings(db, new Date(now.getTime() - WEEK_MS));
  const events = rows.map((row) =>
    bookingEvent(
      { ...row, status: "booked" },
      {
        kind: row.quoteId !== null ? "quote" : "contact",
        id: row.quoteId ?? row.contactSubmissionId!,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        location: row.location,
      },
      "owner",
    ),
  );
  return icsCalendar(
    events.map((event) => ({ ...event, attendee: undefined })),
    { name: "Consultations", stamp: now },
  );
}
