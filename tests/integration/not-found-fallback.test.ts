/**
 * The development server answers unknown blog and portfolio slugs as Netlify does: with the
 * section's not-found page and status 404 (that page then finds a renamed item's new address).
 * The middleware's list is checked against netlify.toml, parsed by Netlify's own parser.
 */
import { parseAllRedirects } from "@netlify/redirect-parser";
import type { APIContext } from "astro";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_FALLBACKS, notFoundFallbackFor, onRequest } from "../../src/middleware";

/** Runs the middleware for `path` with a route that answers `status`; the rewrite names its target. */
async function serve(path: string, status: number): Promise<{ status: number; body: string }> {
  const context = {
    url: new URL(path, "http://localhost:8888"),
    rewrite: async (target: string) => new Response(`page ${target}`, { status: 200 }),
  } as unknown as APIContext;
  const response = (await onRequest(context, async () => new Response("route", { status }))) as Response;
  return { status: response.status, body: await response.text() };
}

describe("not-found fallbacks in development", () => {
  it("lists exactly netlify.toml's 404 rules", async () => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [],
      netlifyConfigPath: "netlify.toml",
      configRedirects: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const rules = (redirects as { from: string; to: string; status?: number; force: boolean }[])
      .filter((rule) => rule.status === 404)
      .map((rule) => ({ from: rule.from, to: rule.to, force: rule.force }));
    expect(rules).toEqual(
      NOT_FOUND_FALLBACKS.map(({ section, page }) => ({ from: `${section}*`, to: page, force: false })),
    );
  });

  it("answers an unknown slug with its section's not-found page, status 404", async () => {
    expect(await serve("/blog/an-old-slug", 404)).toEqual({ status: 404, body: "page /blog/not-found" });
    expect(await serve("/portfolio/an-old-slug", 404)).toEqual({ status: 404, body: "page /portfolio/not-found" });
  });

  it("leaves found pages, other sections and the not-found pages themselves alone", async () => {
    expect(await serve("/blog/a-post", 200)).toEqual({ status: 200, body: "route" });
    expect(await serve("/no-such-page", 404)).toEqual({ status: 404, body: "route" });
    expect(notFoundFallbackFor("/blog/not-found")).toBeUndefined();
    expect(notFoundFallbackFor("/blog")).toBeUndefined();
  });
});
