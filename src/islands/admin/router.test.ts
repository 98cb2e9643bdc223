import { describe, expect, it } from "vitest";
import { adminPaths, matchRoute } from "./router";

describe("matchRoute", () => {
  it.each([
    ["/admin", { name: "dashboard" }],
    ["/admin/", { name: "dashboard" }],
    ["/admin/index.html", { name: "dashboard" }],
    ["/admin/blog/new", { name: "new-post" }],
    ["/admin/blog/42/edit", { name: "edit-post", id: 42 }],
    ["/admin/blog/42/edit/", { name: "edit-post", id: 42 }],
    ["/admin/quotes", { name: "quotes" }],
    ["/admin/account", { name: "account" }],
    ["/admin/blog/0/edit", { name: "not-found" }],
    ["/admin/blog/abc/edit", { name: "not-found" }],
    ["/admin/blog/1/edit/more", { name: "not-found" }],
    ["/admin/settings", { name: "not-found" }],
  ])("%s", (path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it("matches every path the console links to", () => {
    expect(matchRoute(adminPaths.dashboard).name).toBe("dashboard");
    expect(matchRoute(adminPaths.newPost).name).toBe("new-post");
    expect(matchRoute(adminPaths.editPost(7))).toEqual({ name: "edit-post", id: 7 });
    expect(matchRoute(adminPaths.quotes).name).toBe("quotes");
    expect(matchRoute(adminPaths.account).name).toBe("account");
  });
});
