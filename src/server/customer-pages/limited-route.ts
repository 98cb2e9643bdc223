/**
 * The customer's private pages (booking, proposal, unsubscribe) all run each route inside the
 * page's per-network limit: past it, the page is drawn in its rate-limited state (429, with
 * Retry-After); where the page has a not-found state, the error that says the link names nothing
 * is drawn as that page (404) instead of thrown.
 */
import type { Db } from "../db/schema";
import { RateLimited } from "../errors";
import { clientIp } from "../http/client-ip";
import type { RouteRequest } from "../http/router";

type RateLimitedView = { state: "rate-limited"; retryAfterSeconds: number };
type NotFoundView = { state: "not-found" };
type Route = (route: RouteRequest) => Promise<Response>;
/** Counts a request from `ip` in the page's limit; throws RateLimited past it. */
type EnforceLimit = (db: Db, ip: string) => Promise<void>;

export function limitedRoutes(
  enforce: EnforceLimit,
  draw: (view: RateLimitedView) => Response,
): (route: Route) => Route;
export function limitedRoutes(
  enforce: EnforceLimit,
  draw: (view: RateLimitedView | NotFoundView) => Response,
  notFound: abstract new (...args: never[]) => Error,
): (route: Route) => Route;
export function limitedRoutes(
  enforce: EnforceLimit,
  drawPage: ((view: RateLimitedView) => Response) | ((view: RateLimitedView | NotFoundView) => Response),
  notFound?: abstract new (...args: never[]) => Error,
) {
  // A page given `notFound` draws that state too (the second signature).
  const draw = drawPage as (view: RateLimitedView | NotFoundView) => Response;
  return (handler: Route): Route =>
    async (route) => {
      try {
        await enforce(route.db, clientIp(route.request, route.platform));
        return await handler(route);
      } catch (error) {
        if (error instanceof RateLimited)
          return draw({ state: "rate-limited", retryAfterSeconds: error.retryAfterSeconds });
        if (notFound && error instanceof notFound) return draw({ state: "not-found" });
        throw error;
      }
    };
}
