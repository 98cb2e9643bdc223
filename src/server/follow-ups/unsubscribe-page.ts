/**
 * The public unsubscribe page (decision 040), drawn on the server in the proposal page's frame and
 * policy (no JavaScript, one hashed stylesheet, forms to this site only, never cached or indexed):
 * a confirmation with one button (a plain form POST), the "done" answer, and the page for a link
 * that is not one of ours. Every request counts in a per-network bucket.
 */
import type { Db } from "../db/schema";
import { followUpStrings } from "../../shared/strings/follow-ups";
import { RateLimited } from "../errors";
import { escapeHtml as e } from "../email/render";
import { enforceNetworkLimit, RATE_LIMITS } from "../rate-limits/rate-limits";
import { shell } from "../customer-pages/shell";
import { PROPOSAL_PAGE_HEADERS } from "../proposals/proposal-page";
import { PROPOSAL_STYLE } from "../proposals/proposal-page-style";

const s = followUpStrings.unsubscribe;

/** Keyed `unsubscribe:…`; the scheduled clean-up drops windows that ended (functions/outbox-retry.mts). */
export const UNSUBSCRIBE_RATE_LIMIT = RATE_LIMITS.unsubscribePages;

export async function enforceUnsubscribeRateLimit(db: Db, ip: string): Promise<void> {
  await enforceNetworkLimit(
    db,
    UNSUBSCRIBE_RATE_LIMIT,
    ip,
    (secondsLeft) => new RateLimited(s.rateLimited, secondsLeft),
  );
}

export type UnsubscribePageView =
  | { state: "confirm"; masked: string; action: string }
  | { state: "done"; masked: string }
  | { state: "invalid" }
  | { state: "rate-limited"; retryAfterSeconds: number };

function bodyOf(view: UnsubscribePageView): { title: string; body: string; status: number } {
  switch (view.state) {
    case "confirm":
      return {
        title: s.title,
        status: 200,
        body:
          `<h1>${e(s.title)}</h1><p>${e(s.intro(view.masked))}</p>` +
          `<form method="post" action="${e(view.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${e(s.confirm)}</button></form>`,
      };
    case "done":
      return {
        title: s.doneTitle,
        status: 200,
        body: `<div class="notice" role="status"><h1>${e(s.doneTitle)}</h1><p>${e(s.done(view.masked))}</p></div>`,
      };
    case "invalid":
      return { title: s.invalidTitle, status: 404, body: `<h1>${e(s.invalidTitle)}</h1><p>${e(s.invalid)}</p>` };
    case "rate-limited":
      return { title: s.title, status: 429, body: `<h1>${e(s.title)}</h1><p>${e(s.rateLimited)}</p>` };
  }
}

export function unsubscribePageResponse(view: UnsubscribePageView): Response {
  const { title, body, status } = bodyOf(view);
  const headers = new Headers(PROPOSAL_PAGE_HEADERS);
  if (view.state === "rate-limited") headers.set("Retry-After", String(view.retryAfterSeconds));
  return new Response(shell(title, body, PROPOSAL_STYLE), { status, headers });
}
