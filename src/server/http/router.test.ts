import { describe, expect, it } from "vitest";
import { composeRoutes, matchConfigPath, routePaths, router, type RouteTable } from "./router";

const seen: string[] = [];
const routes: RouteTable = {
  "GET|HEAD /api/things": () => Response.json({ list: true }),
  "POST /api/things": () => Response.json({ created: true }, { status: 201 }),
  "GET /api/things/:slug": ({ params }) => Response.json({ slug: params.slug }),
  "PUT /api/things/:slug/status": (route) => {
    route.afterResponse(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push("after");
    });
    seen.push("handler");
    return Response.json({ ok: true });
  },
};
const handler = router(routes, { path: ["/api/things", "/api/things/:slug", "/api/things/:slug/status"] });
const call = (path: string, method = "GET", platform = {}) =>
  handler(new Request(`http://localhost${path}`, { method }), platform);

describe("router", () => {
  it("composes several tables in order, and refuses one route in two tables", () => {
    const blog: RouteTable = { "GET /api/blog": () => new Response("blog") };
    expect(Object.keys(composeRoutes(routes, blog))).toEqual([...Object.keys(routes), "GET /api/blog"]);
    const again: RouteTable = { "HEAD|PATCH /api/things": () => new Response("again") };
    expect(() => composeRoutes(routes, blog, again)).toThrow('Route "HEAD /api/things" is in two tables (0 and 2)');
    expect(() => composeRoutes(routes, { "PATCH /api/things": () => new Response("patch") })).not.toThrow();
  });

  it("lists the table's paths once each, and refuses a config.path that leaves a route unreachable", () => {
    expect(routePaths(routes)).toEqual(["/api/things", "/api/things/:slug", "/api/things/:slug/status"]);
    expect(() => router(routes, { path: ["/api/things", "/api/things/:slug"] })).toThrow(/config.path/);
    expect(() => router(routes, { path: ["/api/things/*"] })).toThrow(/routes none of \[\/api\/things\]/);
    expect(() => router(routes, { path: "/api/other/*" })).toThrow(/config.path/);
  });

  it("accepts a wildcard config.path and paths beyond the table's (a function of several tables)", () => {
    expect(() => router(routes, { path: ["/api/things", "/api/things/*"] })).not.toThrow();
    expect(() => router(routes, { path: [...routePaths(routes), "/api/other"] })).not.toThrow();
  });

  it("refuses a table whose route is shadowed by an earlier, wider one", () => {
    const shadowed: RouteTable = {
      "GET /api/things/:slug": () => new Response(null),
      "GET /api/things/search": () => new Response(null),
    };
    expect(() => router(shadowed, { path: "/api/things/*" })).toThrow(
      /\/api\/things\/search is shadowed by \/api\/things\/:slug/,
    );
    expect(() => router({ ...shadowed, ...routes }, { path: ["/api/things", "/api/things/*"] })).toThrow(/shadowed/);
  });

  it("routes by method and path and passes the params", async () => {
    expect(await (await call("/api/things/slate-care")).json()).toEqual({ slug: "slate-care" });
    expect((await call("/api/things", "POST")).status).toBe(201);
    expect((await call("/api/things/", "HEAD")).status).toBe(200);
  });

  it("answers an unknown path with 404 JSON and security headers", async () => {
    const response = await call("/api/things/a/b");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers a known path with another method with 405 and Allow", async () => {
    const response = await call("/api/things", "DELETE");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect((await call("/api/things/x", "HEAD")).headers.get("allow")).toBe("GET");
  });

  it("answers netlify-cli's .html, .htm and /index.html replays as the original path, stripping once", async () => {
    for (const path of ["/api/things/slate.html", "/api/things/slate.htm", "/api/things/slate/index.html"]) {
      expect(await (await call(path)).json(), path).toEqual({ slug: "slate" });
    }
    expect(await (await call("/api/things/slate.html.html")).json()).toEqual({ slug: "slate.html" });
  });

  it("runs after-response work before answering without waitUntil, and after answering with it", async () => {
    seen.length = 0;
    await call("/api/things/x/status", "PUT");
    expect(seen).toEqual(["handler", "after"]);

    seen.length = 0;
    const background: Promise<unknown>[] = [];
    await call("/api/things/x/status", "PUT", { waitUntil: (promise: Promise<unknown>) => background.push(promise) });
    expect(seen).toEqual(["handler"]);
    await Promise.all(background);
    expect(seen).toEqual(["handler", "after"]);
  });

  it("matches a function's config.path the way it routes", () => {
    expect(matchConfigPath(["/api/a", "/api/a/:id"], "/api/a/7/index.html")).toEqual({ id: "7" });
    expect(matchConfigPath(["/api/a"], "/api/b")).toBeUndefined();
  });
});
