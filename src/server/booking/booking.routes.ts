/**
 * The visitor's booking page (issue 23 items 1, 2, 3, 5; docs/product.md#booking, decision 041),
 * drawn on the server with plain HTML forms, so it works without JavaScript. Every route counts in
 * the per-network limit; posts must come from this site and carry a form token issued to this
 * browser by the page itself (decision 036b). Post/Redirect/Get after a change.
 *   GET  /book                  → 303 to the link the thank-you cookie holds, else how to get a link
 *   GET  /book/:token           → the open slots (or the booking, Cancel and the slots to move to)
 *   POST /book/:token           → slot, formToken → books → 303 /book/:new-token?booked (the booking's own link,
 *                                  a new one at each move); a move first answers a page that
 *                                  asks to confirm (confirm=1 moves); 409 page "that time was just taken" with the
 *                                  nearest times; 400 page for a bad slot; 409 page once the booking was moved as often
 *                                  as allowed, 429 page once the visitor's network holds as many bookings as allowed
 *                                  (BOOKING_CAPS)
 *   POST /book/:token/cancel    → formToken → a page that asks to confirm; with confirm=1 cancels → 303
 *                                  /book/:lead-token?cancelled (the lead's link, to book again); 409 page past the cut-off
 * Any token that names no lead is the same 404 page; a genuine one that was replaced, expired or
 * cancelled is a 410 page saying which (booking-links.ts), with no booking on it.
 */
import { formatBusinessTime } from "../../shared/format";
import { bookingPageResponse, type BookingPageView } from "./booking-page";
import {
  BookingClosed,
  BookingLinkGone,
  BookingLinkNotFound,
  MovesUsedUp,
  NetworkBookingsFull,
  PastCutOff,
  SlotTaken,
} from "./booking-errors";
import { enforceBookingRateLimit } from "./booking-rate-limit";
import {
  BOOKING_COOKIE,
  BOOKING_COOKIE_SECONDS,
  bookingLinkPath,
  currentToken,
  parseBookingToken,
} from "./booking-token";
import { leadOfBooking } from "./bookings.repository";
import { bookConsultation, bookingPageState, cancelConsultation, type BookingOutcome } from "./bookings.service";
import type { Slot } from "./slots";
import { serializeCookie } from "../auth/cookies";
import { limitedRoutes } from "../customer-pages/limited-route";
import { loadEmailRenderer } from "../email/renderer";
import { InvalidInput } from "../errors";
import { deliverAfterCommit, pushAfterCommit, textAfterCommit } from "../flows/delivery/after-commit";
import { queueBookingText } from "../flows/sms/booking-text";
import { clientIp } from "../http/client-ip";
import { readFormOrJson, seeOther } from "../http/form-post";
import { assertSameOrigin } from "../http/guards";
import { type RouteRequest, type RouteTable } from "../http/router";
import { checkFormToken, issueFormToken } from "../intake/form-token";
import { server as schemas } from "../../shared/schemas/booking";
import { bookingPageStrings as s } from "../../shared/strings/booking";

const tokenOf = (route: RouteRequest) => route.params.token ?? "";
const pathOf = (route: RouteRequest) => `/book/${tokenOf(route)}`;
const userAgentOf = (route: RouteRequest) => route.request.headers.get("user-agent");

interface DrawOptions {
  notice?: { kind: "error" | "status"; text: string };
  nearest?: readonly Slot[];
  justBooked?: boolean;
  status?: number;
}

async function drawPage(route: RouteRequest, options: DrawOptions = {}): Promise<Response> {
  try {
    const page = await bookingPageState(route.db, tokenOf(route), new Date());
    const formToken = await issueFormToken(Date.now(), { userAgent: userAgentOf(route) });
    const view: BookingPageView = { state: "open", path: pathOf(route), page, formToken, ...options };
    return bookingPageResponse(view, options.status);
  } catch (error) {
    if (error instanceof BookingLinkNotFound) return bookingPageResponse({ state: "not-found" });
    if (error instanceof BookingLinkGone) return bookingPageResponse({ state: "gone", reason: error.reason });
    throw error;
  }
}

/**
 * Where the visitor goes after a change: the booking's new link (or, once cancelled, the lead's). A
 * browser that came through the thank-you cookie gets the new link in it, so `/book` still finds it.
 */
function afterChange(route: RouteRequest, outcome: BookingOutcome, query: string): Response {
  const token = currentToken(outcome.booking, leadOfBooking(outcome.booking));
  const response = seeOther(`${bookingLinkPath(token)}${query}`);
  if (route.platform.cookies?.get(BOOKING_COOKIE)) {
    const cookie = serializeCookie(BOOKING_COOKIE, token, { maxAgeSeconds: BOOKING_COOKIE_SECONDS, httpOnly: true });
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
}

const limited = limitedRoutes(enforceBookingRateLimit, bookingPageResponse, BookingLinkNotFound);

/**
 * Issue 34, item 14: a change to a standing booking is asked first. Returns the confirmation page
 * for a post without confirm=1 that would move or cancel a booking, else undefined (go ahead).
 */
type AskFirst = (route: RouteRequest, body: Record<string, unknown>) => Promise<Response | undefined>;

const askFirst =
  (kind: "move" | "cancel"): AskFirst =>
  async (route, body) => {
    if (body.confirm === "1") return undefined;
    const page = await bookingPageState(route.db, tokenOf(route), new Date());
    if (!page.booking || !page.changeable) return undefined;
    const current = formatBusinessTime(page.booking.startsAt);
    const formToken = String(body.formToken);
    const common = { state: "confirm" as const, path: pathOf(route), keep: s.keep(current) };
    if (kind === "cancel") {
      const question = s.confirmCancel(current);
      return bookingPageResponse({
        ...common,
        question,
        action: `${pathOf(route)}/cancel`,
        fields: { formToken },
        yes: s.confirmCancelYes,
      });
    }
    const slot = schemas.book.safeParse(body);
    if (!slot.success) return undefined;
    return bookingPageResponse({
      ...common,
      question: s.confirmMove(current, formatBusinessTime(new Date(slot.data.slot))),
      action: pathOf(route),
      fields: { formToken, slot: String(body.slot) },
      yes: s.confirmMoveYes,
    });
  };

/** A post: same origin, a genuine form token of this browser, then `run`; refusals redraw the page. */
function change(
  run: (route: RouteRequest, body: Record<string, unknown>) => Promise<BookingOutcome>,
  after: string,
  ask: AskFirst,
) {
  return limited(async (route) => {
    assertSameOrigin(route.request);
    if (!parseBookingToken(tokenOf(route))) return bookingPageResponse({ state: "not-found" });
    const raw = await readFormOrJson(route.request);
    const body = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const check = await checkFormToken(typeof body.formToken === "string" ? body.formToken : undefined, {
      userAgent: userAgentOf(route),
    });
    if (check.status !== "measured" && check.status !== "too-young") {
      return drawPage(route, { notice: { kind: "error", text: s.formExpired }, status: 400 });
    }
    try {
      const question = await ask(route, body);
      if (question) return question;
      // A booking, move or cancel e-mails from inside its transaction: the renderer loads first (renderer.ts).
      await loadEmailRenderer();
      const outcome = await run(route, body);
      pushAfterCommit(route, outcome.alertIds);
      deliverAfterCommit(route, outcome.outboxIds);
      textAfterCommit(route, outcome.textIds);
      return afterChange(route, outcome, after);
    } catch (error) {
      if (error instanceof BookingLinkGone) return bookingPageResponse({ state: "gone", reason: error.reason });
      if (error instanceof SlotTaken) {
        return drawPage(route, { notice: { kind: "error", text: s.slotTaken }, nearest: error.nearest, status: 409 });
      }
      if (error instanceof PastCutOff) return drawPage(route, { status: 409 });
      if (error instanceof BookingClosed) return drawPage(route, { status: 409 });
      if (error instanceof MovesUsedUp) {
        return drawPage(route, { notice: { kind: "error", text: s.movesUsedUp(error.moves) }, status: 409 });
      }
      if (error instanceof NetworkBookingsFull) {
        return drawPage(route, { notice: { kind: "error", text: s.networkFull }, status: 429 });
      }
      if (error instanceof InvalidInput) {
        return drawPage(route, { notice: { kind: "error", text: s.slotUnavailable }, status: 400 });
      }
      throw error;
    }
  });
}

export const bookingRoutes: RouteTable = {
  "GET|HEAD /book": limited(async (route) => {
    const remembered = route.platform.cookies?.get(BOOKING_COOKIE);
    if (remembered && parseBookingToken(remembered)) return seeOther(bookingLinkPath(remembered));
    return bookingPageResponse({ state: "no-lead" });
  }),
  "GET|HEAD /book/:token": limited(async (route) => {
    const search = new URL(route.request.url).searchParams;
    if (search.has("cancelled")) return drawPage(route, { notice: { kind: "status", text: s.cancelled } });
    return drawPage(route, { justBooked: search.has("booked") });
  }),
  "POST /book/:token": change(
    async (route, body) => {
      const parsed = schemas.book.safeParse(body);
      if (!parsed.success) throw new InvalidInput(s.slotUnavailable, { slot: s.slotUnavailable });
      const client = { ip: clientIp(route.request, route.platform) };
      return bookConsultation(route.db, tokenOf(route), parsed.data.slot, new Date(), client, queueBookingText);
    },
    "?booked",
    askFirst("move"),
  ),
  "POST /book/:token/cancel": change(
    (route) => cancelConsultation(route.db, tokenOf(route), new Date(), queueBookingText),
    "?cancelled",
    askFirst("cancel"),
  ),
};
