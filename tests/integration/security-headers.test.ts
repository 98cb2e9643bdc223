/**
 * Security: the headers an attacker meets, asserted by their meaning (headers.test.ts checks that
 * netlify.toml and every function send the values of security-headers.ts at all). HSTS long and
 * for subdomains, no MIME sniffing, no framing, a CSP that loads nothing on JSON and nothing but
 * its own sheet on the no-JavaScript form page, and sign-in cookies that scripts cannot read
 * (except the deliberate admin hint), that travel only over HTTPS and never on cross-site posts.
 */
import { describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as siteApi from "../../functions/site-api.mts";
import { ADMIN_HINT_COOKIE, DEVICE_COOKIE, SESSION_COOKIE } from "../../src/server/auth/session-policy";
import { API_CSP, BASELINE_SECURITY_HEADERS, PAGE_HEADER_CSP } from "../../src/server/http/security-headers";
import { callFunction, cookieHeader, createUser, formPost } from "../support/functions";
import { useLeadTestEnvironment } from "../support/leads";

useLeadTestEnvironment();

/** A CSP as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectBaseline(headers: Headers) {
  const hsts = headers.get("strict-transport-security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect(hsts).toMatch(/includeSubDomains/i);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toMatch(/strict-origin|no-referrer/);
}

describe("baseline headers", () => {
  it("pages and files: HSTS for a year and subdomains, nosniff, no framing (frame-ancestors 'none')", () => {
    expectBaseline(new Headers(BASELINE_SECURITY_HEADERS));
    const page = directives(PAGE_HEADER_CSP);
    expect(page.get("frame-ancestors")).toEqual(["'none'"]);
    expect(page.get("object-src")).toEqual(["'none'"]);
    expect(page.get("base-uri")).toEqual(["'none'"]);
    expect(page.get("form-action")).toEqual(["'self'"]);
  });

  it("JSON answers: the baseline, and a CSP that loads nothing and may be framed nowhere", async () => {
    const response = await callFunction(siteApi, "/api/form-token");
    expect(response.status).toBe(200);
    expectBaseline(response.headers);
    const policy = directives(response.headers.get("content-security-policy") ?? "");
    expect(response.headers.get("content-security-policy")).toBe(API_CSP);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("the form token is never cached nor set as a cookie", async () => {
    const response = await callFunction(siteApi, "/api/form-token");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual([]);
    const { token } = (await response.json()) as { token: string };
    expect(token.split(".")).toHaveLength(3);
  });

  it("the no-JavaScript form page: no scripts at all, posts only to this site, framed nowhere", async () => {
    const response = await callFunction(siteApi, "/api/quotes", {
      method: "POST",
      ...formPost("firstName=&email=nope"),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectBaseline(response.headers);
    const policy = directives(response.headers.get("content-security-policy") ?? "");
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("script-src")).toBe(false);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });
});

describe("sign-in cookies", () => {
  const admin = { email: "headers@alpine.test", password: "correct horse battery staple", isAdmin: true };

  const cookieNamed = (response: Response, name: string) => {
    const cookie = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
    expect(cookie, `${name} is set`).toBeDefined();
    return cookie!.split(";").map((part) => part.trim().toLowerCase());
  };

  it("session and device cookies are HttpOnly, Secure, SameSite=Lax and host-only; the admin hint is only not HttpOnly", async () => {
    await createUser(admin);
    const response = await callFunction(adminApi, "/api/login", { method: "POST", body: admin, ip: "203.0.113.77" });
    expect(response.status).toBe(200);
    expectBaseline(response.headers);

    for (const name of [SESSION_COOKIE, DEVICE_COOKIE]) {
      const attributes = cookieNamed(response, name);
      expect(attributes, name).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
      expect(
        attributes.some((part) => part.startsWith("domain=")),
        `${name} has no Domain`,
      ).toBe(false);
    }
    expect(SESSION_COOKIE.startsWith("__Host-")).toBe(true);

    const hint = cookieNamed(response, ADMIN_HINT_COOKIE);
    expect(hint).toEqual(expect.arrayContaining(["secure", "samesite=lax", "path=/"]));
    expect(hint).not.toContain("httponly");
    expect(hint[0]).toBe(`${ADMIN_HINT_COOKIE.toLowerCase()}=1`);

    const signOut = await callFunction(adminApi, "/api/logout", { method: "POST", cookie: cookieHeader(response) });
    const cleared = cookieNamed(signOut, SESSION_COOKIE);
    expect(cleared).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "max-age=0"]));
  });
});
