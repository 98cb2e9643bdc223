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
    ["/admin/quotes/17", { name: "quote", id: 17 }],
    ["/admin/quotes/0", { name: "not-found" }],
    ["/admin/quotes/17/edit", { name: "not-found" }],
    ["/admin/contacts", { name: "contacts" }],
    ["/admin/contacts/12", { name: "contact", id: 12 }],
    ["/admin/contacts/0", { name: "not-found" }],
    ["/admin/contacts/abc", { name: "not-found" }],
    ["/admin/email", { name: "email-outbox" }],
    ["/admin/email/templates/", { name: "email-templates" }],
    ["/admin/email/unmatched", { name: "email-unmatched" }],
    ["/admin/email/other", { name: "not-found" }],
    ["/admin/account", { name: "account" }],
    ["/admin/agenda", { name: "agenda" }],
    ["/admin/blog/0/edit", { name: "not-found" }],
    ["/admin/blog/abc/edit", { name: "not-found" }],
    ["/admin/blog/1/edit/more", { name: "not-found" }],
    ["/admin/settings", { name: "not-found" }],
    ["/admin/projects", { name: "projects" }],
    ["/admin/projects/new", { name: "new-project" }],
    ["/admin/projects/12/edit", { name: "edit-project", id: 12 }],
    ["/admin/projects/0/edit", { name: "not-found" }],
  ])("%s", (path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it("matches every path the console links to", () => {
    expect(matchRoute(adminPaths.dashboard).name).toBe("dashboard");
    expect(matchRoute(adminPaths.newPost).name).toBe("new-post");
    expect(matchRoute(adminPaths.editPost(7))).toEqual({ name: "edit-post", id: 7 });
    expect(matchRoute(adminPaths.quotes).name).toBe("quotes");
    expect(matchRoute(adminPaths.quote(9))).toEqual({ name: "quote", id: 9 });
    expect(matchRoute(adminPaths.contacts).name).toBe("contacts");
    expect(matchRoute(adminPaths.contact(3))).toEqual({ name: "contact", id: 3 });
    expect(matchRoute(adminPaths.projects).name).toBe("projects");
    expect(matchRoute(adminPaths.newProject).name).toBe("new-project");
    expect(matchRoute(adminPaths.editProject(3))).toEqual({ name: "edit-project", id: 3 });
    expect(matchRoute(adminPaths.emailOutbox).name).toBe("email-outbox");
    expect(matchRoute(adminPaths.emailTemplates).name).toBe("email-templates");
    expect(matchRoute(adminPaths.account).name).toBe("account");
    expect(matchRoute(adminPaths.agenda).name).toBe("agenda");
  });
});
