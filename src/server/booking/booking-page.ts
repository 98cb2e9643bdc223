/**
 * The visitor's booking page (`/book/{token}`), drawn on the server with no script at all: the
 * open slots grouped by day, each a small form that posts its start (with a form token bound to
 * this browser), all times in the business's zone and labelled ET whatever the device's zone.
 * A booked lead sees the consultation, Cancel and the times to move to, until the cut-off. Same
 * frame, sheet and policies as the proposal page (never cached or indexed, forms to this site only).
 */
import { formatBusinessClock, formatBusinessDay, formatBusinessTime } from "../../shared/format";
import { pages } from "../../shared/pages";
import { site } from "../../shared/site";
import { bookingPageStrings as s } from "../../shared/strings/booking";
import { escapeHtml as e } from "../email/render";
import { CUSTOMER_PAGE_REFERRER_POLICY, customerPageCsp, shell } from "../customer-pages/shell";
import { PROPOSAL_STYLE } from "../proposals/proposal-page-style";
import type { BookingPageState } from "./bookings.service";
import type { Slot } from "./slots";

const BOOKING_STYLE =
  PROPOSAL_STYLE +
  ".days{list-style:none;padding:0;margin:0}.days>li{margin:1rem 0}.days h2,.days h3{margin:0 0 .4rem;font-size:1.05rem}" +
  ".slots{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:0}.slots form{margin:0}" +
  ".slots button{margin-top:0;padding:.6rem 1rem}.cancel button{background:#fff;color:#b91c1c;border:1px solid #b91c1c}";

export const BOOKING_PAGE_CSP = customerPageCsp(BOOKING_STYLE);

const HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": BOOKING_PAGE_CSP,
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": CUSTOMER_PAGE_REFERRER_POLICY,
};

export type BookingPageView =
  | {
      state: "open";
      path: string;
      page: BookingPageState;
      formToken: string;
      /** Shown above the list: a refusal, or what just happened. */
      notice?: { kind: "error" | "status"; text: string };
      /** The nearest open times after "that time was just taken". */
      nearest?: readonly Slot[];
      justBooked?: boolean;
    }
  | {
      /** A move or a cancel, asked before it is done (issue 34, item 14). */
      state: "confirm";
      path: string;
      question: string;
      /** Where "yes" posts, with its fields (confirm=1 added). */
      action: string;
      fields: Readonly<Record<string, string>>;
      yes: string;
      keep: string;
    }
  | { state: "no-lead" }
  | { state: "not-found" }
  /** A genuine link replaced by a newer one, expired or cancelled (booking-links.ts): no booking shown. */
  | { state: "gone"; reason: keyof typeof s.gone }
  | { state: "rate-limited"; retryAfterSeconds: number };

const phoneLine = `<p>${e(s.callUs)} <a href="${site.phone.href}">${e(site.phone.display)}</a>.</p>`;

function slotForm(path: string, slot: Slot, formToken: string, label: string): string {
  const when = `${formatBusinessDay(slot.startsAt)}, ${formatBusinessClock(slot.startsAt)}`;
  return (
    `<form method="post" action="${e(path)}"><input type="hidden" name="slot" value="${slot.startsAt.toISOString()}">` +
    `<input type="hidden" name="formToken" value="${e(formToken)}">` +
    `<button type="submit" aria-label="${e(`${label}: ${when}`)}">${e(formatBusinessClock(slot.startsAt))}</button></form>`
  );
}

/** The slots grouped by day; `level` is the day headings' level, under the section they sit in. */
function slotList(path: string, slots: readonly Slot[], formToken: string, label: string, level: 2 | 3 = 3): string {
  if (slots.length === 0) return `<p>${e(s.noSlots)}</p>`;
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  const items = [...days.values()].map(
    (daySlots) =>
      `<li><h${level}>${e(formatBusinessDay(daySlots[0]!.startsAt))}</h${level}><ul class="slots">` +
      daySlots.map((slot) => `<li>${slotForm(path, slot, formToken, label)}</li>`).join("") +
      `</ul></li>`,
  );
  return `<ul class="days">${items.join("")}</ul>`;
}

function openBody(view: Extract<BookingPageView, { state: "open" }>): string {
  const { page, path, formToken } = view;
  const parts = [`<h1>${e(s.title)}</h1>`];
  if (view.notice) {
    const role = view.notice.kind === "error" ? "alert" : "status";
    parts.push(`<div class="notice" role="${role}"><p>${e(view.notice.text)}</p>`);
    if (view.nearest?.length) parts.push(slotList(path, view.nearest, formToken, s.book, 2));
    parts.push(`</div>`);
  }
  if (page.booking) {
    parts.push(
      `<section class="card" aria-labelledby="your-booking"><h2 id="your-booking">${e(s.yourBooking)}</h2>` +
        `<p>${e(s.bookedFor(formatBusinessTime(page.booking.startsAt)))}</p>` +
        (view.justBooked ? `<p>${e(s.confirmationSent)}</p>` : "") +
        (page.changeable
          ? `<form method="post" action="${e(path)}/cancel" class="cancel"><input type="hidden" name="formToken" value="${e(formToken)}"><button type="submit">${e(s.cancel)}</button></form>`
          : `<p>${e(s.tooLate(page.settings.cutoffHours))}</p>`) +
        `</section>`,
    );
    if (page.changeable) {
      parts.push(
        `<h2>${e(s.moveHeading)}</h2><p>${e(s.moveIntro)}</p><p class="meta">${e(s.timesIn(site.timeZoneLabel))}</p>`,
        slotList(path, page.slots, formToken, s.move),
      );
    }
  } else {
    parts.push(
      `<p>${e(s.intro)}</p><p class="meta">${e(s.timesIn(site.timeZoneLabel))}</p>`,
      slotList(path, page.slots, formToken, s.book, 2),
    );
  }
  parts.push(phoneLine);
  return parts.join("");
}

/** A page that only says something: a link that opens nothing. */
const message = (text: { title: string; intro: string }, status: number) => ({
  title: text.title,
  body: `<h1>${e(text.title)}</h1><p>${e(text.intro)}</p>${phoneLine}`,
  status,
});

function bodyOf(view: BookingPageView): { title: string; body: string; status: number } {
  switch (view.state) {
    case "open":
      return { title: s.title, body: openBody(view), status: 200 };
    case "confirm": {
      const hidden = Object.entries({ ...view.fields, confirm: "1" })
        .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
        .join("");
      return {
        title: s.confirmTitle,
        body:
          `<h1>${e(s.confirmTitle)}</h1><section class="card"><p>${e(view.question)}</p>` +
          `<form method="post" action="${e(view.action)}">${hidden}<button type="submit">${e(view.yes)}</button></form>` +
          `<p><a href="${e(view.path)}">${e(view.keep)}</a></p></section>${phoneLine}`,
        status: 200,
      };
    }
    case "no-lead":
      return {
        title: s.noLead.title,
        body: `<h1>${e(s.noLead.title)}</h1><p>${e(s.noLead.intro)}</p><p><a class="button" href="${pages.contact.path}">${e(s.noLead.contact)}</a></p>${phoneLine}`,
        status: 200,
      };
    case "not-found":
      return message(s.notFound, 404);
    case "gone":
      return message(s.gone[view.reason], 410);
    case "rate-limited":
      return { title: s.title, body: `<h1>${e(s.title)}</h1><p>${e(s.rateLimited)}</p>${phoneLine}`, status: 429 };
  }
}

export function bookingPageResponse(view: BookingPageView, status?: number): Response {
  const drawn = bodyOf(view);
  const headers = new Headers(HEADERS);
  if (view.state === "rate-limited") headers.set("Retry-After", String(view.retryAfterSeconds));
  return new Response(shell(drawn.title, drawn.body, BOOKING_STYLE), { status: status ?? drawn.status, headers });
}
