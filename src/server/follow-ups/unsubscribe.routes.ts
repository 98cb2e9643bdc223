/**
 * One-click unsubscribe from automatic e-mail (issue 22 item 8, RFC 8058, decision 040).
 *   GET  /unsubscribe/:token  → a confirmation page with one button (a GET never unsubscribes:
 *                               mail scanners open links); 404 page for anything that is not a token
 *   POST /unsubscribe/:token  → the page's form, or the mailbox provider's one-click POST (body
 *                               `List-Unsubscribe=One-Click`, no cookies, no Origin): the address is
 *                               suppressed ('unsubscribed') and its running sequences stop → 200 page
 * No same-origin check on the POST: RFC 8058's POST comes from the provider's servers; the sealed
 * token is the authority, and the only effect is less mail. Counted per network.
 */
import { limitedRoutes } from "../customer-pages/limited-route";
import { type RouteRequest, type RouteTable } from "../http/router";
import { addressOfToken, maskAddress, unsubscribeAddress, unsubscribePath } from "./unsubscribe";
import { enforceUnsubscribeRateLimit, unsubscribePageResponse } from "./unsubscribe-page";

const limitedPage = limitedRoutes(enforceUnsubscribeRateLimit, unsubscribePageResponse);

/** A route for the address the token seals (counted in the limit); anything else is the invalid-link page. */
function limited(handler: (route: RouteRequest, address: string, token: string) => Promise<Response>) {
  return limitedPage(async (route) => {
    const token = route.params.token ?? "";
    const address = addressOfToken(token);
    if (!address) return unsubscribePageResponse({ state: "invalid" });
    return handler(route, address, token);
  });
}

export const unsubscribeRoutes: RouteTable = {
  "GET|HEAD /unsubscribe/:token": limited(async (_route, address, token) =>
    unsubscribePageResponse({ state: "confirm", masked: maskAddress(address), action: unsubscribePath(token) }),
  ),
  "POST /unsubscribe/:token": limited(async (route, address) => {
    await unsubscribeAddress(route.db, address);
    return unsubscribePageResponse({ state: "done", masked: maskAddress(address) });
  }),
};
