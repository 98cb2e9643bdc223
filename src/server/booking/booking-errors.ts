/** Booking's domain errors; the shared error map answers them by their base class (404, 409, 400). */
import { Conflict, DomainError, InvalidInput, NotFound } from "../errors";
import { bookingApiMessages as m } from "../../shared/strings/booking";
import type { Slot } from "./slots";

export class BookingLinkNotFound extends NotFound {
  constructor() {
    super("Booking link not found");
  }
}

/**
 * A genuine booking link that no longer opens anything (issue 33 finding 10): replaced by a newer
 * link at a booking or a move, expired once the consultation is over, or its booking cancelled.
 * The page says which, and shows no booking (410).
 */
export class BookingLinkGone extends DomainError {
  constructor(readonly reason: "replaced" | "expired" | "cancelled") {
    super(`Booking link ${reason}`);
  }
}

export class BookingNotFound extends NotFound {
  constructor(readonly id: number) {
    super(m.bookingNotFound);
  }
}

export class BlockNotFound extends NotFound {
  constructor(readonly id: number) {
    super(m.blockNotFound);
  }
}

export class CalendarFeedNotFound extends NotFound {
  constructor() {
    super(m.feedNotFound);
  }
}

/** Someone else took the slot a moment earlier: `nearest` are the open slots closest to it. */
export class SlotTaken extends Conflict {
  constructor(readonly nearest: readonly Slot[]) {
    super(m.slotTaken);
  }
}

/** The slot is not one we offer (never was, in the past, inside the cut-off, blocked): a field error. */
export class SlotUnavailable extends InvalidInput {
  constructor(message: string = m.slotUnavailable) {
    super(message, { slot: message });
  }
}

/** The booking starts within the cut-off: it can only be changed by phone now. */
export class PastCutOff extends Conflict {
  constructor(readonly cutoffHours: number) {
    super(m.tooLate);
  }
}

/** The booking is not active any more (cancelled). */
export class BookingClosed extends Conflict {
  constructor() {
    super(m.notBooked);
  }
}

/** The visitor moved this booking as often as allowed online (BOOKING_CAPS): further moves by phone. */
export class MovesUsedUp extends Conflict {
  constructor(readonly moves: number) {
    super(m.movesUsedUp);
  }
}

/** The visitor's network holds as many active bookings as allowed (BOOKING_CAPS): more by phone. */
export class NetworkBookingsFull extends Conflict {
  constructor() {
    super(m.networkFull);
  }
}

/** The block would cover a booked consultation (issue 34, item 14): the owner moves or cancels it first. */
export class BlockOverBooking extends Conflict {
  constructor(
    readonly bookingIds: number[],
    described: string,
  ) {
    super(m.blockOverBooking(described));
  }
}
