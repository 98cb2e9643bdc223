/**
 * Every user-visible string of follow-up sequences, review requests and the unsubscribe page
 * (issue 22, decision 040): the console, the e-mails' footer line and the public page render
 * these, and the tests look for the same constants.
 */
import { site } from "../site";

export const stopReasons = {
  replied: "The customer replied",
  "awaiting-answer": "Waiting for your answer to the customer's question",
  accepted: "The proposal was accepted",
  declined: "The proposal was declined",
  booked: "The customer booked a visit",
  unsubscribed: "The customer unsubscribed",
  bounced: "The address bounced or complained",
  completed: "The quote was completed",
  cancelled: "The quote was cancelled",
  "status-changed": "The quote is no longer new",
  "proposal-closed": "The proposal is no longer open",
  "sequence-off": "The sequence was turned off",
  spam: "The quote is flagged as spam",
} as const;
export type StopReason = keyof typeof stopReasons;

export const followUpStrings = {
  triggers: {
    "proposal-sent": "When a proposal is sent",
    "quote-requested": "When a quote request comes in",
  },
  messages: {
    nameRequired: "Name is required",
    stepsRequired: "Add at least one step",
    tooManySteps: "At most 10 steps",
    delayTooLong: "At most 60 business days",
    smsRequired: "Write the text this step sends",
    smsTooLong: "A text can be at most 1,600 characters",
    holidayNameRequired: "Name the holiday",
    sendAt: "Enter a time like 09:00",
    reviewUrl: "Enter the review page's https:// address",
    nameTaken: "Another sequence has this name",
    stepMissing: "This lead has no step left to send",
    notActive: "Only an active sequence can be paused or skipped",
    notPaused: "This sequence is not paused",
    suppressed: "This address gets no automatic e-mail (unsubscribed, bounced or complained)",
  },
  panel: {
    heading: "Automatic follow-ups",
    intro: `What will be sent, and when (times in the business's zone, ${site.timeZoneLabel}). Nothing else goes out automatically.`,
    none: "This lead is in no follow-up sequence.",
    reminder: (number: number, of: number) => `Reminder ${number} of ${of}`,
    on: (when: string) => `on ${when}`,
    sent: (when: string) => `sent ${when}`,
    waiting: "waiting",
    notSent: "not sent",
    status: { active: "Active", paused: "Paused", stopped: "Stopped", finished: "Finished" },
    blocked: (why: string) => `Nothing will be sent: ${why}`,
    pause: "Pause",
    resume: "Resume",
    skip: "Skip next",
    sendNow: "Send now",
    working: "Working...",
    done: {
      pause: "Follow-ups paused",
      resume: "Follow-ups resumed",
      skip: "Next reminder skipped",
      "send-now": "Reminder queued",
    },
    failed: "Failed to change the follow-ups",
    review: {
      scheduled: "Review request planned for",
      sent: "Review request sent, planned for",
      cancelled: "Review request dropped (the quote was reopened or the address stopped automatic e-mail).",
    },
  },
  settings: {
    tab: "Follow-ups",
    heading: "Follow-up sequences",
    intro:
      "Reminders that send themselves in business hours and stop as soon as the customer answers, accepts, declines, books or unsubscribes.",
    name: "Sequence name",
    trigger: "Starts",
    active: "On",
    step: (n: number) => `Step ${n}`,
    delayDays: "Business days after the start",
    subject: "Subject",
    html: "Message (HTML)",
    text: "Plain text (optional)",
    channel: "Send by",
    channels: { email: "E-mail", text: "Text", both: "E-mail and text" },
    channelHint: "A text goes only to a customer who agreed to texts, never 9 pm–8 am their time.",
    sms: "Text message",
    addStep: "Add a step",
    removeStep: "Remove step",
    addSequence: "Add a sequence",
    newSequenceName: "New sequence",
    save: "Save sequence",
    saving: "Saving...",
    saved: "Sequence saved",
    remove: "Delete sequence",
    removed: "Sequence deleted",
    failed: "Failed to save the sequence",
    calendarHeading: "Business calendar and review requests",
    calendarIntro: `Reminders go on business days (the opening hours, ${site.timeZoneLabel}), never on Sundays or these holidays.`,
    sendAt: "Send reminders at (local time)",
    holidays: "Holidays",
    holidayDate: "Date",
    holidayName: "Holiday",
    addHoliday: "Add a holiday",
    removeHoliday: "Remove",
    reviewEnabled: "Ask for a review when a quote is completed",
    reviewDelay: "Business days after completion",
    reviewUrl: "Review page address",
    saveCalendar: "Save calendar",
    calendarSaved: "Calendar saved",
  },
  /** The timeline's note for a step whose text could not go (issue 32 item 2). */
  textSkipped: {
    label: (stepNumber: number, reason: string) => `Reminder ${stepNumber} not sent by text: ${reason}`,
    reasons: { "automatic-cap": "The hourly or daily limit of automatic texts was reached." } as Record<string, string>,
  },
  email: {
    /** The line under every automatic e-mail, above the unsubscribe link. */
    unsubscribeLine: "You receive this automatic reminder about your enquiry.",
    unsubscribeLink: "Stop automatic e-mails",
    reviewSubject: `How did we do? A quick review for ${site.name}`,
    reviewBody: (firstName: string, url: string) =>
      [
        `<p>Hello ${firstName},</p>`,
        `<p>Thank you for trusting ${site.name} with your roof. If you are happy with the work, a few words on our review page help other homeowners find a careful slate roofer:</p>`,
        `<p>Leave a review: <a href="${url}">${url}</a></p>`,
        `<p>If anything is not right, reply to this e-mail or call ${site.phone.display} and we will come back.</p>`,
      ].join(""),
    proposalLink: "View your proposal",
  },
  unsubscribe: {
    title: "Stop automatic e-mails",
    intro: (masked: string) =>
      `Stop the automatic reminders and review requests ${site.name} sends to ${masked}? Replies from our team to your own messages still reach you.`,
    confirm: "Stop automatic e-mails",
    doneTitle: "You will get no more automatic e-mails",
    done: (masked: string) =>
      `${masked} is off our automatic reminders. If you change your mind, call ${site.phone.display} or reply to any of our e-mails.`,
    invalidTitle: "This link does not work",
    invalid: `The link is incomplete or was changed. To stop our e-mails, reply to any of them or call ${site.phone.display}.`,
    rateLimited: "Too many requests from your network. Please try again in a few minutes.",
  },
} as const;
