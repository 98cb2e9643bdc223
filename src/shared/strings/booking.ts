/**
 * What the visitor reads on the booking page and in the booking e-mails, and what the console's
 * agenda says (issue 23, decision 041). Pages, e-mails and tests import these same constants.
 */
export const bookingPageStrings = {
  title: "Book your free consultation",
  intro: "Pick a time for a visit from our master craftsman. Each consultation takes about an hour.",
  timesIn: (zoneLabel: string) => `All times are Eastern Time (${zoneLabel}).`,
  noSlots: "There are no open times in the next two weeks. Please call us and we will find one.",
  book: "Book this time",
  yourBooking: "Your consultation",
  bookedFor: (when: string) => `Your free consultation is booked for ${when}.`,
  confirmationSent: "We have e-mailed you the details with a calendar invitation.",
  moveHeading: "Need another time?",
  moveIntro: "Pick a new time below; we will send you an updated invitation.",
  move: "Move to this time",
  cancel: "Cancel my consultation",
  cancelled: "Your consultation is cancelled. You can book a new time below whenever you like.",
  tooLate: (hours: number) =>
    `It is less than ${hours} hours before your consultation, so it can no longer be changed online. Please call us.`,
  slotTaken: "That time was just taken. Here are the nearest open times:",
  slotUnavailable: "That time is not available any more. Please pick another one.",
  formExpired: "This page was open for too long. Please pick your time again.",
  notFound: {
    title: "Booking link not found",
    intro: "This booking link is not valid. Use the link in our e-mail, or call us and we will book your visit.",
  },
  /** A genuine link that no longer opens anything (issue 33 finding 10): it never shows a booking. */
  gone: {
    replaced: {
      title: "This booking link was replaced",
      intro:
        "Your consultation was booked or changed after this link was sent, so it no longer works. We e-mailed you the new link: please use the one in our most recent e-mail, or call us.",
    },
    expired: {
      title: "This booking link has expired",
      intro:
        "The consultation this link was for is over, so it no longer works. To arrange another visit, please call us.",
    },
    cancelled: {
      title: "This consultation was cancelled",
      intro:
        "This link belonged to a consultation that was cancelled, so it no longer works. To book a new time, use the link in the cancellation e-mail, or call us.",
    },
  },
  noLead: {
    title: "Book your free consultation",
    intro:
      "Send us a request first and we will give you a link to pick a time, or call us and we will book your visit.",
    contact: "Request a free consultation",
  },
  rateLimited: "Too many requests from your network. Please wait a few minutes or call us.",
  movesUsedUp: (moves: number) =>
    `This consultation has been moved ${moves} times online, the most we allow. To change it again, please call us.`,
  networkFull:
    "Several consultations are already booked from your network. To book another one, please call us and we will find a time.",
  callUs: "Questions? Call us at",
  /** A move or a cancel asks first (issue 34, item 14): one stray tap must not change a booking. */
  confirmTitle: "Please confirm",
  confirmMove: (from: string, to: string) => `Move your consultation from ${from} to ${to}?`,
  confirmMoveYes: "Yes, move it",
  confirmCancel: (when: string) => `Cancel your consultation on ${when}?`,
  confirmCancelYes: "Yes, cancel it",
  keep: (when: string) => `No, keep ${when}`,
} as const;

export const bookingMailStrings = {
  confirmationSubject: (when: string) => `Your free consultation: ${when}`,
  movedSubject: (when: string) => `Your consultation has moved: ${when}`,
  cancelledSubject: (when: string) => `Your consultation on ${when} is cancelled`,
  reminderSubject: (when: string) => `Reminder: your free consultation tomorrow, ${when}`,
  greeting: "Hello,",
  confirmed: (when: string) => `Your free slate roof consultation is booked for ${when}.`,
  moved: (when: string) => `Your free slate roof consultation has moved to ${when}.`,
  cancelled: (when: string) => `Your consultation on ${when} is cancelled. You can book a new time at any time.`,
  reminder: (when: string) => `A reminder: our master craftsman visits you tomorrow, ${when}.`,
  calendar: "The attached invitation adds it to your calendar.",
  manage: (hours: number) =>
    `Need another time, or need to cancel? Use your personal link up to ${hours} hours before:`,
  bookAgain: "Book a new time:",
  summary: "Free slate roof consultation",
  description: "Free consultation with Alpine Slate Roofing's master craftsman.",
  /** In the owner's notice: changes held since the last one, and that more in 15 minutes are not sent (issue 33). */
  ownerHeld: (count: number) =>
    `The customer changed this booking ${count} more ${count === 1 ? "time" : "times"} since the last notice: see the lead's history.`,
  ownerWindow: "Further changes to this booking within 15 minutes are not sent one by one: the lead shows them.",
} as const;

/**
 * The customer's texts about a booking (issue 32 item 2): short, our name first (the number is not in their
 * contacts yet), the time in Eastern Time and the booking's private link; nothing the visitor typed.
 */
export const bookingTextStrings = {
  confirmed: (when: string, link: string) =>
    `Alpine Slate Roofing: your free slate roof consultation is booked for ${when}. To move or cancel: ${link}`,
  moved: (when: string, link: string) =>
    `Alpine Slate Roofing: your consultation has moved to ${when}. To move or cancel: ${link}`,
  cancelled: (when: string, link: string) =>
    `Alpine Slate Roofing: your consultation on ${when} is cancelled. Book a new time: ${link}`,
  reminder: (when: string, link: string) =>
    `Alpine Slate Roofing: a reminder of your free consultation, ${when}. To move or cancel: ${link}`,
} as const;

export const agendaStrings = {
  /** The lead page's line about its booked consultation (issue 34, item 6). */
  leadBooking: {
    label: "Consultation booked",
    reschedule: "Reschedule or cancel in the agenda",
  },
  title: "Agenda",
  intro: "Consultations booked online, in Eastern Time, and the time you have blocked.",
  week: (label: string) => `Week of ${label}`,
  previousWeek: "Previous week",
  nextWeek: "Next week",
  thisWeek: "This week",
  empty: "Nothing booked",
  blocked: "Blocked",
  blockHeading: "Block time",
  blockDay: "Day",
  blockFrom: "From",
  blockTo: "To",
  blockAllDay: "Leave the times empty to block the whole day.",
  blockReason: "Reason (optional)",
  blockSubmit: "Block",
  blocking: "Blocking…",
  blockFailed: "The time could not be blocked",
  blockAdded: "Time blocked",
  unblock: "Remove block",
  move: "Move",
  moveTo: "New time",
  moveSubmit: "Move and tell the customer",
  moving: "Moving…",
  moveFailed: "The booking could not be moved",
  moveDay: "New day",
  close: "Close",
  moveTime: "New time (ET)",
  moved: "Booking moved; the customer gets a new invitation",
  cancelBooking: "Cancel booking",
  cancelled: "Booking cancelled; the customer is told",
  cancelFailed: "The booking could not be cancelled",
  cancelConfirm: "Cancel this consultation? The customer gets a cancellation.",
  /** Issue 34, item 14: a move asks first, then tells the customer. */
  moveConfirm: (name: string, from: string, to: string) =>
    `Move ${name}'s consultation from ${from} to ${to}? The customer gets a new invitation.`,
  moveConfirmYes: "Yes, move it",
  moveConfirmBack: "Back",
  blockCovers:
    "This time has a booked consultation. Move it first (the customer gets a new invitation), or block another time:",
  unblockFailed: "The block could not be removed",
  unblocked: "Block removed",
  wholeDay: "Whole day",
  feedFailed: "The calendar address could not be changed",
  feedRevoked: "Calendar address turned off",
  feedActiveSince: (when: string) => `A private address is active (created ${when}).`,
  feedUrlLabel: "Your private calendar address",
  feedHeading: "Your calendar",
  feedIntro:
    "Add this private address to your calendar app (subscribe by URL) to see the consultations there. Anyone with it can read your bookings: regenerate it if it leaks.",
  feedNone: "No calendar address yet.",
  feedCreate: "Create calendar address",
  feedRegenerate: "Regenerate address",
  feedRevoke: "Turn off",
  feedShownOnce: "Copy it now: for your safety it is shown only once.",
  quoteLink: "Open quote",
  contactLink: "Open contact",
} as const;

/** A booking's events on the lead's timeline in the console ("Consultation booked for … by the customer"). */
export const bookingTimelineStrings = {
  booked: (when: string, by: string) => `Consultation booked for ${when} by the ${by}`,
  moved: (when: string, by: string) => `Consultation moved to ${when} by the ${by}`,
  cancelled: (when: string, by: string) => `Consultation of ${when} cancelled by the ${by}`,
} as const;

export const bookingApiMessages = {
  bookingNotFound: "Booking not found",
  blockNotFound: "Block not found",
  feedNotFound: "Calendar feed not found",
  slotTaken: "That time was just taken.",
  slotUnavailable: "That time is not available.",
  slotPast: "That time has passed.",
  tooLate: "It is too late to change this booking online.",
  notBooked: "This booking is not active.",
  movesUsedUp: "This booking has been moved online as often as allowed.",
  networkFull: "Your network already holds as many bookings as allowed.",
  badTime: "Enter a time as HH:MM.",
  badDay: "Enter a day as YYYY-MM-DD.",
  toAfterFrom: "The end must be after the start.",
  slot: "Pick a time from the list.",
  formToken: "This form has expired. Please reload the page.",
  /** Issue 34, item 14: a block never lies over a booked consultation the customer still expects. */
  blockOverBooking: (bookings: string) =>
    `A consultation is booked in that time (${bookings}). Move or cancel it first; the customer is told.`,
} as const;
