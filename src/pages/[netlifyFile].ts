/**
 * `dist/_redirects`, written at build: each old address of a renamed published post or project
 * answers 301 to its current page (src/server/slug-redirects). Netlify, `netlify serve` and
 * `netlify dev` read `_redirects` from the publish folder before netlify.toml's rules, so these
 * win over the /blog/* and /portfolio/* not-found fallbacks. A file named with a leading
 * underscore is not a route in Astro, hence the one-value dynamic route.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { loadRedirectRules } from "../server/slug-redirects/slug-redirects.pages";

export const getStaticPaths = (() => [{ params: { netlifyFile: "_redirects" } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(await loadRedirectRules(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
