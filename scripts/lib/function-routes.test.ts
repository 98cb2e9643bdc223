import { afterAll, describe, expect, it } from "vitest";
import siteApi from "../../functions/site-api.mts";
import { matchConfigPath } from "../../src/server/http/router";
import { resolveFunction, serveFunctions, type FunctionModule } from "./function-routes";

const echo: FunctionModule = {
  default: async (request, context) =>
    Response.json({
      method: request.method,
      body: request.method === "POST" ? await request.text() : null,
      params: (context as { params: Record<string, string> }).params,
    }),
  config: { path: ["/api/echo/:slug", "/api/echo-all/*"] },
};
const modules: Record<string, FunctionModule> = {
  "site-api.mts": { default: siteApi, config: { path: "/api/health" } },
  "echo.mts": echo,
};

describe("matchConfigPath", () => {
  const matches = (path: string, pathname: string) => matchConfigPath([path], pathname) !== undefined;
  it("matches Netlify route patterns with named params and splats", () => {
    expect(matchConfigPath(["/api/blog/posts/:slug"], "/api/blog/posts/slate-care")).toEqual({
      slug: "slate-care",
    });
    expect(matches("/api/blog/posts/:slug", "/api/blog/posts")).toBe(false);
    expect(matches("/api/blog/posts", "/api/blog/posts/")).toBe(true);
    expect(matches("/api/admin/*", "/api/admin/quotes/3/status")).toBe(true);
    expect(matches("/api/health", "/api/healthz")).toBe(false);
  });
});

describe("resolveFunction", () => {
  it("finds the function by route and passes its params", () => {
    expect(resolveFunction(modules, "/api/echo/abc")).toMatchObject({ file: "echo.mts", params: { slug: "abc" } });
    expect(resolveFunction(modules, "/api/health")?.file).toBe("site-api.mts");
    expect(resolveFunction(modules, "/api/contact")).toBeUndefined();
  });
});

describe("serveFunctions", () => {
  let server: Awaited<ReturnType<typeof serveFunctions>> | undefined;
  afterAll(() => server?.close());

  it("serves functions over HTTP with body, params and headers, and 404 for unknown routes", async () => {
    server = await serveFunctions(modules);
    const echoed = await fetch(`${server.url}/api/echo/a-slug`, { method: "POST", body: '{"x":1}' });
    expect(await echoed.json()).toEqual({ method: "POST", body: '{"x":1}', params: { slug: "a-slug" } });
    const healthResponse = await fetch(`${server.url}/api/health`);
    expect(healthResponse.status).toBe(200);
    expect(healthResponse.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${server.url}/api/contact`)).status).toBe(404);
  });
});
