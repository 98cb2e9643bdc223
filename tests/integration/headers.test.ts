/**
 * Every response carries the security headers:
 *  - static files: netlify.toml resolved with Netlify's own header parser (the one netlify-cli
 *    uses), for the usual paths plus every page and asset of the last build when dist/ exists;
 *  - functions: every route of every table, called with GET through the function file that
 *    serves it, answers with them.
 * The served headers are checked again end to end (tests/e2e/pages.test.ts).
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPages } from "../../scripts/lib/built-pages";
import { functionContext, resolveFunction } from "../../scripts/lib/function-routes";
import {
  BASELINE_SECURITY_HEADERS,
  CACHE_CONTROL,
  crossOriginResourcePolicyFor,
  PAGE_HEADER_CSP,
  REQUIRED_SECURITY_HEADERS,
} from "../../src/server/http/security-headers";
import { httpFunctions, routes, samplePath } from "../support/route-tables";

let rules: Header[] = [];

beforeAll(async () => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: existsSync("dist/_headers") ? ["dist/_headers"] : [],
    netlifyConfigPath: "netlify.toml",
    configHeaders: undefined,
    minimal: false,
  });
  expect(errors).toEqual([]);
  rules = headers as Header[];
});

/**
 * Headers Netlify sends for `urlPath`, with each name's distinct values. More than one value means
 * overlapping rules disagree, which Netlify may serve combined ("a, b"): always a defect here.
 */
function staticHeadersFor(urlPath: string): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const rule of rules.filter((candidate) => candidate.forRegExp.test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      result.set(key, (result.get(key) ?? new Set()).add(value));
    }
  }
  return result;
}

function single(headers: Map<string, Set<string>>, name: string): string | undefined {
  const values = [...(headers.get(name.toLowerCase()) ?? [])];
  expect(values.length, `${name}: conflicting values ${JSON.stringify(values)}`).toBeLessThanOrEqual(1);
  return values[0];
}

const SAMPLE_PAGES = ["/", "/about", "/about/", "/blog", "/blog/some-post", "/portfolio/a-project", "/admin/quotes"];
const SAMPLE_FILES = ["/favicon.svg", "/sitemap-index.xml", "/404.html", "/email/mark.png", "/images/x.svg"];

async function builtUrlPaths(): Promise<{ pages: string[]; assets: string[] }> {
  if (!existsSync("dist")) return { pages: [], assets: [] };
  const pages = (await builtPages("dist")).map((page) => page.urlPath);
  const assets = existsSync("dist/_astro") ? (await readdir("dist/_astro")).map((name) => `/_astro/${name}`) : [];
  return { pages, assets };
}

describe("netlify.toml headers for static files", () => {
  it("lets other origins load the e-mail assets, and only them", () => {
    expect(single(staticHeadersFor("/email/mark.png"), "Cross-Origin-Resource-Policy")).toBe("cross-origin");
    for (const urlPath of ["/", "/quote", "/quote/thanks", "/images/project-default.svg", "/_astro/a.js"]) {
      expect(single(staticHeadersFor(urlPath), "Cross-Origin-Resource-Policy"), urlPath).toBe("same-origin");
    }
  });

  it("declares the required security headers with the values of security-headers.ts on every path", async () => {
    const { pages, assets } = await builtUrlPaths();
    for (const urlPath of [...SAMPLE_PAGES, ...SAMPLE_FILES, ...pages, ...assets, "/_astro/client.abc123.js"]) {
      const headers = staticHeadersFor(urlPath);
      for (const name of REQUIRED_SECURITY_HEADERS) {
        expect(single(headers, name), `${name} missing on ${urlPath}`).toBeDefined();
      }
      for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) {
        const expected = name === "Cross-Origin-Resource-Policy" ? crossOriginResourcePolicyFor(urlPath) : value;
        expect(single(headers, name), `${name} on ${urlPath}`).toBe(expected);
      }
      expect(single(headers, "Content-Security-Policy")).toBe(PAGE_HEADER_CSP);
    }
  });

  it("keeps script and style sources out of the header CSP (the hashed <meta> policy owns them)", () => {
    // Two policies are both enforced: a header script-src without the per-page hashes would block
    // Astro's inline island scripts; a default-src would do the same by fallback.
    expect(PAGE_HEADER_CSP).not.toMatch(/(^|;\s*)(default-src|script-src|style-src)/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
      expect(PAGE_HEADER_CSP).toContain(directive);
    }
  });

  it("caches hashed assets for a year and makes pages revalidate", async () => {
    const { pages, assets } = await builtUrlPaths();
    for (const asset of [...assets, "/_astro/client.abc123.js", "/_astro/BaseLayout.abc123.css"]) {
      expect(single(staticHeadersFor(asset), "Cache-Control"), asset).toBe(CACHE_CONTROL.hashedAsset);
    }
    for (const page of [...SAMPLE_PAGES, ...pages]) {
      // Unset means Netlify's default, which is the same short caching.
      const value = single(staticHeadersFor(page), "Cache-Control") ?? CACHE_CONTROL.page;
      expect(value, page).toBe(CACHE_CONTROL.page);
    }
  });
});

describe("function responses", () => {
  it("finds the function files", () => {
    expect(Object.keys(httpFunctions)).toContain("site-api.mts");
  });

  /** Every path of every route table, called with GET through the function file that serves it. */
  const paths = [...new Set(routes.map((route) => route.path))];
  it.each(paths)("GET %s answers with every security header", async (path) => {
    const url = new URL(samplePath(path), "http://localhost");
    const target = resolveFunction(httpFunctions, url.pathname);
    expect(target, url.pathname).toBeDefined();
    const request = new Request(url, { method: "GET" });
    const response = await target!.handler(request, functionContext({ params: target!.params }));
    for (const name of REQUIRED_SECURITY_HEADERS) {
      expect(response.headers.get(name), `${name} missing on GET ${url.pathname}`).toBeTruthy();
    }
    expect(response.headers.get("cache-control"), url.pathname).toBeTruthy();
  });
});
