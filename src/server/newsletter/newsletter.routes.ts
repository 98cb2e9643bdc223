/**
 * The blog's newsletter, double opt-in (docs/decisions/036f-newsletter-double-opt-in.md):
 *   POST /api/newsletter              → { email } (+ honeypot, form token): a plain form post (the box works
 *                                        without JavaScript) answers 303 to /newsletter/check-your-email, or an
 *                                        HTML page naming what to fix; JSON answers 201. Same answer whatever the
 *                                        list holds; 429 past the per-IP limit the lead forms share.
 *   GET  /api/newsletter/confirm      → ?token: the confirmation link; 303 to /newsletter/confirmed or /newsletter/link-expired
 *   GET  /api/newsletter/unsubscribe  → ?token: a page asking to confirm (a mail scanner's GET changes nothing)
 *   POST /api/newsletter/unsubscribe  → ?token: unsubscribes; 303 to /newsletter/unsubscribed, or 200 for a
 *                                        mail client's one-click POST (RFC 8058)
 */
import { leadRoute } from "../flows/intake/lead-route";
import { seeOther } from "../http/form-post";
import { type RouteTable } from "../http/router";
import { readLimitedText } from "../http/validation";
import { newsletterFormPage } from "./newsletter-form-page";
import { unsubscribePage } from "./newsletter-page";
import { confirmSubscription, subscribe, subscriberOfUnsubscribeLink, unsubscribe } from "./newsletter.service";
import { pages } from "../../shared/pages";
import { newsletterSchema } from "../../shared/schemas/newsletter-server";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export const newsletterRoutes: RouteTable = {
  "POST /api/newsletter": leadRoute(
    newsletterSchema,
    async (db, request, submission) => {
      const subscribed = await subscribe(db, request, {
        ip: submission.ip,
        userAgent: submission.userAgent,
        plainForm: submission.plainForm ?? false,
      });
      return { id: 0, replayed: false, queuedOutboxIds: subscribed.queuedOutboxIds, mayBook: false };
    },
    newsletterFormPage,
  ),
  "GET /api/newsletter/confirm": async ({ db, request }) =>
    seeOther(
      (await confirmSubscription(db, tokenOf(request)))
        ? pages.newsletterConfirmed.path
        : pages.newsletterLinkExpired.path,
    ),
  "GET /api/newsletter/unsubscribe": async ({ db, request }) => {
    const subscriber = await subscriberOfUnsubscribeLink(db, tokenOf(request));
    if (!subscriber) return seeOther(pages.newsletterLinkExpired.path);
    const url = new URL(request.url);
    return unsubscribePage(subscriber.email, `${url.pathname}${url.search}`);
  },
  "POST /api/newsletter/unsubscribe": async ({ db, request }) => {
    const oneClick = (await readLimitedText(request, 1024)).includes("List-Unsubscribe=One-Click");
    const done = await unsubscribe(db, tokenOf(request));
    if (oneClick) return new Response(done ? "Unsubscribed" : "Unknown link", { status: done ? 200 : 404 });
    return seeOther(done ? pages.newsletterUnsubscribed.path : pages.newsletterLinkExpired.path);
  },
};
