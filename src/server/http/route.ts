/**
 * Matching a request path against a function's routes. Netlify passes `context.params`, but
 * its CLI also replays a function's 404 with `/index.html` appended and no params, so the
 * handlers take the route from the path itself and answer anything else with 404.
 */
import { notFound } from "./errors";

/** The captured segments of the first pattern matching the path (trailing slash ignored). */
export function matchRoute<K extends string>(
  request: Request,
  routes: Record<K, RegExp>,
): { route: K; params: string[] } {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
  for (const [route, pattern] of Object.entries(routes) as [K, RegExp][]) {
    const match = pattern.exec(pathname);
    if (match) return { route, params: match.slice(1) };
  }
  throw notFound();
}
