/**
 * Matching a function's own paths. Handlers match the request path themselves rather than trusting
 * `context.params` alone: netlify-cli (dev and serve) emulates the CDN's static-file lookup even
 * for path-routed functions, so a function's 404 is retried locally as `…/13.html`, `…/13.htm` and
 * `…/13/index.html`, and the last one reaches the function with no params at all (it would read as
 * the collection). Exact matching plus ignoring the `.html` retry keeps the local answer a 404.
 */
import { routeIdSchema } from "../../shared/schemas/admin";
import { badRequest, notFound } from "./errors";

const LOCAL_RETRY_SUFFIX = /\.html?$/;

export function pathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\/+$/, "");
}

/** The captures of `pattern` in the request path, or a 404 when the path is not one of ours. */
export function matchPath(request: Request, pattern: RegExp): string[] {
  const match = pattern.exec(pathOf(request));
  if (!match) throw notFound();
  return match.slice(1);
}

export function parseRouteId(value: string | undefined, name = "id"): number {
  const parsed = routeIdSchema.safeParse(value?.replace(LOCAL_RETRY_SUFFIX, ""));
  if (!parsed.success) throw badRequest(`Invalid ${name}`, { [name]: parsed.error.issues[0]!.message });
  return parsed.data;
}
