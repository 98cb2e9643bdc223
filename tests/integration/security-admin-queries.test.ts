/**
 * Security: every admin list, search and CSV query parameter takes any bytes: a NUL or another
 * control character (`q=%00`) is stripped like in every other text field, or refused with 400,
 * never a 500 from Postgres (issue 26, item 6).
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { adminSessions, insertQuote } from "../support/admin-session";
import { callFunction } from "../support/functions";

const lists = [
  ["/api/admin/contact-submissions/search", adminApi, ["q", "status", "spam", "page"]],
  ["/api/admin/export/contacts.csv", adminApi, ["q", "status", "spam"]],
  ["/api/admin/quotes", adminApi, ["q", "urgency", "status", "phase"]],
  ["/api/admin/export/quotes.csv", adminApi, ["q", "urgency", "status", "phase"]],
  ["/api/admin/media", adminApi, ["page", "src"]],
] as const;
const hostile = ["%00", "a%00b", "%01%1F%7F", "%0D%0Aq", "%C2%80"];

let cookie = "";
beforeAll(async () => {
  cookie = (await adminSessions("admin-queries")).adminCookie;
  await insertQuote({ firstName: "Nul", description: "A quote the search must still find." });
}, 60_000);

describe("admin query parameters with control characters", () => {
  it.each(lists)("%s: 200 or 400, never 500", async (path, module, names) => {
    for (const name of names) {
      for (const value of hostile) {
        const response = await callFunction(module, `${path}?${name}=${value}`, { cookie });
        expect([200, 400], `${path}?${name}=${value}`).toContain(response.status);
      }
    }
  });

  it("strips them from a search, which then finds what the visible text names", async () => {
    const response = await callFunction(adminApi, "/api/admin/quotes?q=N%00ul", { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { firstName: string }[] | { quotes: { firstName: string }[] };
    const found = Array.isArray(body) ? body : body.quotes;
    expect(found.map((quote) => quote.firstName)).toContain("Nul");
  });
});
