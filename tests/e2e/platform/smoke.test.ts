import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { baseUrl, closeBrowser, openPage } from "../support/browser";

afterAll(closeBrowser);

describe("production build served like `npm run preview`", () => {
  it("serves the home page without errors", async () => {
    const { page, errors, close } = await openPage();
    try {
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first().textContent()).resolves.toBeTruthy();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("answers an unknown path with the 404 page and status", async () => {
    const response = await fetch(`${baseUrl()}/no-such-page-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  });

  it("answers /api/health/db from the functions with the database round trip", async () => {
    // /api/health is liveness only (no database); the database check is its own endpoint.
    const response = await fetch(`${baseUrl()}/api/health/db`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { database: { roundTripMs: number } };
    expect(body.database.roundTripMs).toBeGreaterThan(0);
  });

  // Four functions' first calls: each a cold start of its bundle under netlify serve (seconds each on a loaded machine).
  it(
    "routes each audience's paths to its function, and leaves the pages to the static site",
    { timeout: 180_000 },
    async () => {
      const statusOf = async (path: string, init?: RequestInit) =>
        (await fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init })).status;
      expect(await statusOf("/api/categories")).toBe(200); // site-api.mts
      expect(await statusOf("/api/admin/quotes")).toBe(401); // admin.mts (/api/admin/*)
      expect(await statusOf("/api/auth/user")).toBe(401); // admin.mts
      expect(await statusOf("/proposal/not-a-token")).toBe(404); // customer.mts: its own not-found page
      expect(await statusOf("/unsubscribe/not-a-token")).toBe(404); // customer.mts: the invalid-link page
      expect(await statusOf("/api/webhooks/postmark", { method: "POST" })).not.toBe(404); // webhooks.mts
      expect(await statusOf("/quote/thanks")).toBe(200); // a static page
    },
  );

  it("bundles every function within Netlify's 50 MB zipped limit", async () => {
    // `netlify serve` zips each function into .netlify/functions as a deploy would; over the limit a deploy fails.
    const LIMIT = 50 * 1024 * 1024;
    const functions = (await readdir("functions")).filter((file) => file.endsWith(".mts"));
    const sizes = await Promise.all(
      functions.map(async (file) => {
        const zip = path.join(".netlify/functions", `${path.basename(file, ".mts")}.zip`);
        return { zip, bytes: (await stat(zip)).size };
      }),
    );
    // Every function file has its zip (stat fails on a missing one), and there are functions at all.
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter(({ bytes }) => bytes > LIMIT)).toEqual([]);
  });
});
