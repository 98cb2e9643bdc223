/**
 * The function files and the route tables they compose (decision 023): every route of every table
 * is served by exactly one function (no two function files claim the same route, none is left out),
 * a route is declared in one table only, and no function's `config.path` (wildcards included)
 * reaches a page or file of the static site, which Netlify would otherwise never serve: a function
 * path takes precedence over a static file unless the function sets `preferStatic`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchConfigPath } from "../../src/server/http/router";
import { httpFunctions, routes, samplePath } from "../support/route-tables";

const configPaths = (file: string) => [httpFunctions[file]?.config?.path ?? []].flat();
const functionsServing = (urlPath: string) =>
  Object.keys(httpFunctions).filter((file) => matchConfigPath(configPaths(file), urlPath));

/** The URL paths of the static site: Astro's pages (a `[param]` filled with a sample) and public/. */
function staticPaths(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const pages = walk("src/pages").map((file) =>
    `/${path.relative("src/pages", file)}`
      .replace(/\.(astro|ts)$/, "")
      .replace(/\[\w+\]/g, "sample")
      .replace(/\/index$/, "/"),
  );
  const files = walk("public").map((file) => `/${path.relative("public", file)}`);
  return [...pages, ...files, "/_astro/sample.js"];
}

describe("function files and route tables", () => {
  it("finds the tables and the HTTP functions", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(Object.keys(httpFunctions).sort()).toEqual(["admin.mts", "customer.mts", "site-api.mts", "webhooks.mts"]);
  });

  it("serves every route of every table by exactly one function", () => {
    const unserved = routes
      .map((route) => ({ ...route, by: functionsServing(samplePath(route.path)) }))
      .filter((route) => route.by.length !== 1);
    expect(unserved).toEqual([]);
  });

  it("declares each method and path in one table only", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const route of routes) {
      for (const method of route.methods) {
        const key = `${method} ${route.path}`;
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${route.table}`);
        seen.set(key, route.table);
      }
    }
    expect(twice).toEqual([]);
  });

  it("lets no function's config.path reach another function's paths", () => {
    for (const file of Object.keys(httpFunctions)) {
      for (const configPath of configPaths(file)) {
        expect(functionsServing(samplePath(configPath)), `${file}: ${configPath}`).toEqual([file]);
      }
    }
  });

  it("lets no function's config.path reach a page or file of the static site", () => {
    const paths = staticPaths();
    expect(paths).toContain("/quote/thanks");
    expect(paths.filter((urlPath) => functionsServing(urlPath).length > 0)).toEqual([]);
  });
});
