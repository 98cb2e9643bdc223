/**
 * Development only: netlify.toml's not-found fallbacks (`/blog/*` → the blog's not-found page,
 * `/portfolio/*` → the portfolio's, status 404). `netlify dev` does not apply a 404 rule in front
 * of a framework's dev server, so without this an unknown slug got the generic 404 page in
 * development: a renamed post's old link never reached the fallback that redirects it to the new
 * slug. In a build (and on Netlify) the platform applies the rules and this does nothing.
 * tests/integration/not-found-fallback.test.ts keeps the list equal to netlify.toml's rules.
 */
import type { MiddlewareHandler } from "astro";
import { pages } from "./shared/pages";

/** The section prefix and its not-found page, as netlify.toml's 404 rules name them. */
export const NOT_FOUND_FALLBACKS = [
  { section: `${pages.blog.path}/`, page: pages.articleNotFound.path },
  { section: `${pages.portfolio.path}/`, page: pages.projectNotFound.path },
] as const;

/** The not-found page that answers for `pathname` when nothing else does, if any. */
export function notFoundFallbackFor(pathname: string): string | undefined {
  return NOT_FOUND_FALLBACKS.find(({ section, page }) => pathname.startsWith(section) && pathname !== page)?.page;
}

export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  if (!import.meta.env.DEV || response.status !== 404) return response;
  const fallback = notFoundFallbackFor(context.url.pathname);
  if (!fallback) return response;
  const page = await context.rewrite(fallback);
  return new Response(page.body, { status: 404, headers: page.headers });
};
