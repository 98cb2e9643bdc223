/**
 * The booking's e-mails, each queued through the outbox in the transaction of the change: the
 * confirmation (an .ics invitation, METHOD:REQUEST), a move (the same UID, SEQUENCE + 1, REQUEST
 * again), a cancel (METHOD:CANCEL) and the day-before reminder; every one carries the personal
 * link. Attachments go as Postmark takes them (`Name`, base64 `Content`, `ContentType` with the
 * iTIP method), the way calendar clients recognise an invitation. The owner's notice of a new
 * booking goes to the business's inbox like a new lead's.
 *
 * Nobody has verified the customer's address, so nothing the visitor typed goes into their mail
 * (issue 33, item 1; decision 028): no name in the invitation's attendee, no location, only our
 * own texts, the time and the link. Mail the customer's own change sets off counts in the
 * automatic-mail limits (src/server/intake/auto-mail-policy.ts).
 */
import type { Db } from "../db/schema";
import { formatBusinessTime } from "../../shared/format";
import { adminLeadPath } from "../../shared/pages";
import { site } from "../../shared/site";
import { bookingMailStrings as text } from "../../shared/strings/booking";
import { composeEmail } from "../email/compose";
import { escapeHtml as e } from "../email/render";
import { queueCustomerEmail, queueEmail } from "../email/queue-email";
import { queueAutomaticMail } from "../intake/auto-mail-policy";
import { BOOKING_CAPS } from "../rate-limits/rate-limits";
import { getEnv, siteUrl } from "../env";
import type { BookingLead, BookingRow } from "./bookings.repository";
import { bookingLinkUrl, currentToken } from "./booking-token";
import { icsCalendar, type IcsEvent, type IcsMethod } from "./ics";

export type BookingMailKind = "confirmed" | "moved" | "cancelled" | "reminder";

const fullName = (lead: BookingLead) => `${lead.firstName} ${lead.lastName}`.trim();

/** The customer's link to `booking` as it is now: its own while it stands, the lead's once cancelled. */
export const customerLink = (
  booking: Pick<BookingRow, "id" | "sequence" | "status">,
  lead: { kind: BookingLead["kind"]; id: number },
) => bookingLinkUrl(currentToken(booking, { kind: lead.kind, id: lead.id }));

/** The calendar entry of a booking, for the customer's invitation and the owner's feed alike. */
export function bookingEvent(
  booking: Pick<BookingRow, "id" | "uid" | "sequence" | "startsAt" | "endsAt" | "status">,
  lead: Pick<BookingLead, "firstName" | "lastName" | "email" | "location"> & { kind: BookingLead["kind"]; id: number },
  audience: "customer" | "owner",
): IcsEvent {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  return {
    uid: booking.uid,
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: audience === "customer" ? `${text.summary} · ${site.name}` : `${text.summary}: ${name}`,
    description:
      audience === "customer"
        ? `${text.description}\n${site.phone.display}\n${customerLink(booking, lead)}`
        : `${name} <${lead.email}>\n${siteUrl(adminLeadPath(lead.kind, lead.id))}`,
    location: audience === "owner" ? (lead.location ?? undefined) : undefined,
    url: audience === "customer" ? customerLink(booking, lead) : siteUrl(adminLeadPath(lead.kind, lead.id)),
    cancelled: booking.status === "cancelled",
    organizer: { name: site.name, email: getEnv().BUSINESS_EMAIL },
    attendee: audience === "owner" ? { name, email: lead.email } : { email: lead.email },
  };
}

/** The .ics attachment as the outbox stores it (Postmark's shape). */
export function invitationAttachment(event: IcsEvent, method: IcsMethod, stamp: Date) {
  const ics = icsCalendar([event], { method, stamp });
  return {
    Name: method === "CANCEL" ? "cancelled-consultation.ics" : "consultation.ics",
    Content: Buffer.from(ics, "utf8").toString("base64"),
    ContentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

function body(blocks: (string | { link: string; label: string })[]) {
  const html = blocks
    .map((block) =>
      typeof block === "string" ? `<p>${e(block)}</p>` : `<p><a href="${e(block.link)}">${e(block.label)}</a></p>`,
    )
    .join("");
  const plain = blocks
    .map((block) => (typeof block === "string" ? block : `${block.label}\n${block.link}`))
    .join("\n\n");
  return { bodyHtml: html, bodyText: plain };
}

/** Queues the customer's e-mail of `kind` about `booking` (already in its new state). */
export async function queueBookingMail(
  db: Db,
  kind: BookingMailKind,
  booking: BookingRow,
  lead: BookingLead,
  cutoffHours: number,
  now: Date,
): Promise<string> {
  const when = formatBusinessTime(booking.startsAt);
  const url = customerLink(booking, lead);
  const link = { link: url, label: url };
  const content = {
    confirmed: { subject: text.confirmationSubject(when), lead: text.confirmed(when), method: "REQUEST" as const },
    moved: { subject: text.movedSubject(when), lead: text.moved(when), method: "REQUEST" as const },
    cancelled: { subject: text.cancelledSubject(when), lead: text.cancelled(when), method: "CANCEL" as const },
    reminder: { subject: text.reminderSubject(when), lead: text.reminder(when), method: undefined },
  }[kind];
  const blocks = [text.greeting, content.lead];
  if (content.method) blocks.push(text.calendar);
  const email = await composeEmail({
    subject: content.subject,
    ...body([...blocks, kind === "cancelled" ? text.bookAgain : text.manage(cutoffHours), link]),
  });
  const attachment = content.method
    ? invitationAttachment(bookingEvent(booking, lead, "customer"), content.method, now)
    : undefined;
  return queueCustomerEmail(db, email, {
    toAddress: lead.email,
    tag: `booking-${kind}`,
    quoteId: lead.kind === "quote" ? lead.id : null,
    contactSubmissionId: lead.kind === "contact" ? lead.id : null,
    attachments: attachment ? JSON.stringify([attachment]) : null,
  });
}

/**
 * The customer's e-mail about a change they made themselves through the link: automatic mail, so
 * it goes only within the automatic-mail limits (none to a suppressed address, a capped domain or
 * past the site's hourly cap, at most BOOKING_CAPS' number a day to the address). The change
 * stands either way; the page shows it.
 */
export async function queueCustomerChangeMail(
  db: Db,
  kind: "confirmed" | "moved" | "cancelled",
  booking: BookingRow,
  lead: BookingLead,
  cutoffHours: number,
  now: Date,
): Promise<string[]> {
  const { outboxId } = await queueAutomaticMail(
    db,
    lead.email,
    () => queueBookingMail(db, kind, booking, lead, cutoffHours, now),
    BOOKING_CAPS.automaticMailPerRecipientPerDay,
  );
  return outboxId ? [outboxId] : [];
}

/** The owner's notice of a booking, a move or a cancel by the customer (the business's inbox). */
export async function queueOwnerBookingNotice(
  db: Db,
  kind: "confirmed" | "moved" | "cancelled",
  booking: BookingRow,
  lead: BookingLead,
  heldSince = 0,
): Promise<string> {
  const when = formatBusinessTime(booking.startsAt);
  const verb = { confirmed: "Consultation booked", moved: "Consultation moved", cancelled: "Consultation cancelled" }[
    kind
  ];
  const consoleLink = siteUrl(adminLeadPath(lead.kind, lead.id));
  const email = await composeEmail({
    subject: `${verb} · ${when} · ${fullName(lead)}`,
    ...body([
      `${verb} by ${fullName(lead)} (${lead.email}) for ${when}.`,
      ...(heldSince > 0 ? [text.ownerHeld(heldSince)] : []),
      text.ownerWindow,
      { link: consoleLink, label: consoleLink },
    ]),
  });
  return queueEmail(db, email, {
    toAddress: getEnv().BUSINESS_EMAIL,
    replyTo: lead.email,
    tag: "booking-owner",
    quoteId: lead.kind === "quote" ? lead.id : null,
    contactSubmissionId: lead.kind === "contact" ? lead.id : null,
  });
}
