/**
 * Issue 32: the first text's wording on the console (GET/PUT /api/admin/texts/first-text, E-mail → Templates →
 * First text): issue 32's wording until saved, saved with {{firstName}} and {{projectType}} only (400 naming `text`
 * otherwise), admins only, and the next first text is written from the saved wording.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { queueFirstText } from "../../src/server/flows/sms/first-text";
import { DEFAULT_FIRST_TEXT } from "../../src/server/sms/first-text-template";
import { firstTextStrings } from "../../src/shared/strings/first-text";
import { adminSessions, insertQuote, type AdminSessions } from "../support/admin-session";
import { testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { useTextingSuite } from "../support/texting";

const standIn = new TwilioStandIn();
useTextingSuite(standIn);
const URL = "/api/admin/texts/first-text";
let sessions: AdminSessions;
beforeAll(async () => {
  sessions = await adminSessions("first-text-template");
});

const put = (body: unknown, cookie = sessions.adminCookie) =>
  callFunction(adminApi, URL, { method: "PUT", cookie, body });

describe("the first text's template", () => {
  it("reads issue 32's wording, saves the owner's, and the next first text uses it", async () => {
    const before = await callFunction(adminApi, URL, { cookie: sessions.adminCookie });
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ text: DEFAULT_FIRST_TEXT });
    const wording = "  Hello {{firstName}}! Alpine Slate here about your {{ projectType }}. We'll call soon.  ";
    const saved = await put({ text: wording });
    expect(saved.status).toBe(200);
    const stored = (await saved.json()) as { text: string; updatedAt: string };
    expect(stored.text).toBe(wording.trim());
    expect(stored.updatedAt).not.toBeNull();
    const quote = await insertQuote({ firstName: "Nora", phone: "(973) 555-0171", email: "template@example.org" });
    await testDb()
      .transaction()
      .execute((trx) => queueFirstText(trx, { kind: "quote", id: quote.id }, new Date()));
    const [text] = await testDb().selectFrom("smsMessages").selectAll().where("quoteId", "=", quote.id).execute();
    expect(text!.body).toMatch(/^Hello Nora! Alpine Slate here about your .+\. We'll call soon\.$/);
    expect(text!.body).not.toContain("{{");
    expect((await put({ text: DEFAULT_FIRST_TEXT })).status).toBe(200);
  });

  it("refuses an empty text, one over 1,600 characters or another placeholder with 400 naming `text`", async () => {
    for (const [body, message] of [
      [{ text: "   " }, firstTextStrings.required],
      [{ text: "x".repeat(1601) }, firstTextStrings.tooLong],
      [{ text: "Hi {{lastName}}, see {{bookingLink}}" }, firstTextStrings.unknown(["lastName", "bookingLink"])],
      [{}, undefined],
    ] as const) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { fields: Record<string, string> };
      expect(answer.fields).toHaveProperty("text");
      if (message) expect(answer.fields.text).toBe(message);
    }
  });

  it("is for admins only", async () => {
    expect([401, 403]).toContain((await callFunction(adminApi, URL, {})).status);
    expect([401, 403]).toContain((await put({ text: "Hi" }, sessions.visitorCookie)).status);
  });
});
