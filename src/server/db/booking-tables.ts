/** Table types of consultation booking (issue 23, decision 041): bookings, their timeline, blocks, the calendar feed. */
import type { ColumnType, Generated } from "kysely";
import type { BookingActor, BookingEventKind, BookingStatus } from "../../shared/schemas/booking";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

/** One consultation; at most one active per lead and per start time (partial unique indexes). */
export interface BookingsTable {
  id: Generated<number>;
  /** The iCalendar UID, fixed for the booking's life. */
  uid: string;
  quoteId: number | null;
  contactSubmissionId: number | null;
  startsAt: Timestamp;
  endsAt: Timestamp;
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  /** iCalendar SEQUENCE: +1 at every move and at the cancel. */
  sequence: Generated<number>;
  reminderQueuedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  /** The visitor's IPv4 address or IPv6 /64, and the IPv6 /48 (issue 33): null for the owner's or older rows. */
  network: ColumnType<string | null, string | null | undefined, string | null>;
  wideNetwork: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** What happened to a booking, for the lead's timeline. */
export interface BookingEventsTable {
  id: Generated<number>;
  bookingId: number;
  kind: BookingEventKind;
  startsAt: Timestamp;
  actor: BookingActor;
  createdAt: CreatedAt;
}

/** Time the owner is not available (a day off, a job). */
export interface BookingBlocksTable {
  id: Generated<number>;
  startsAt: Timestamp;
  endsAt: Timestamp;
  reason: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

/** The owner's private iCal feed: only the SHA-256 of its URL's token is kept. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  tokenHash: string;
  createdAt: CreatedAt;
  revokedAt: NullableTimestamp;
}

export interface BookingTables {
  bookings: BookingsTable;
  bookingEvents: BookingEventsTable;
  bookingBlocks: BookingBlocksTable;
  calendarFeeds: CalendarFeedsTable;
}
