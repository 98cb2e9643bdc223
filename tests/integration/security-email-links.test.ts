/**
 * Security: a visitor's value can never decide where a link in an e-mail goes (issue 26, item 5).
 * A template whose link address starts with a placeholder is refused on save (422 naming the
 * field), and the filled HTML is sanitised again, so a stored template from before cannot send
 * `javascript:` either.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { composeTemplate } from "../../src/server/email/compose";
import { adminSessions } from "../support/admin-session";
import { seedTestDatabase } from "../support/db";
import { callFunction } from "../support/functions";

let cookie = "";
beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  cookie = (await adminSessions("email-links")).adminCookie;
}, 60_000);

const save = (htmlContent: string) =>
  callFunction(adminApi, "/api/admin/email/templates/phase-1", {
    method: "PUT",
    cookie,
    body: { subject: "Your visit, {{firstName}}", htmlContent, textContent: "" },
  });

describe("links in e-mail templates", () => {
  it.each([
    '<p><a href="{{city}}">Your town</a></p>',
    '<p><a href=" {{city}}">Your town</a></p>',
    '<p><a href="java{{city}}">Your town</a></p>',
    '<p><a href="https://{{city}}/">Your town</a></p>',
    "<p><a href='{{ firstName }}'>Write</a></p>",
    '<p><a href="{{bookingLink}}{{city}}">Choose a time</a></p>',
  ])("refuses %s with 422 naming the field", async (htmlContent) => {
    const response = await save(htmlContent);
    expect(response.status).toBe(422);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual(["htmlContent"]);
    expect(fields.htmlContent).toMatch(/cannot start with a placeholder/);
  });

  it("keeps placeholders after a fixed address", async () => {
    for (const htmlContent of [
      '<p><a href="https://alpineslateroofing.com/?town={{city}}">Map</a></p>',
      '<p><a href="mailto:info@alpineslateroofing.com?subject={{firstName}}">Write</a></p>',
      // The customer's personal booking link is made by the site, whole.
      '<p><a href="{{bookingLink}}">Choose a time</a></p>',
    ]) {
      expect((await save(htmlContent)).status, htmlContent).toBe(200);
    }
  });

  it("drops a javascript: link a stored template and a visitor's value make", async () => {
    const email = await composeTemplate(
      { subject: "Hi", htmlContent: '<p>See <a href="{{city}}">your town</a>.</p>', textContent: null },
      { city: "javascript:alert(document.domain)" },
    );
    expect(email.html).not.toMatch(/javascript:/i);
    expect(email.html).toContain("your town");
  });
});
