/**
 * Issue 32, item 6: the owner's alerts by text, through the real paths: a quote from the form (new lead, urgent
 * lead), an escalation, a signed proposal. Each goes to every admin with a number whose choice says so
 * ('when-no-push' only while no device of theirs has push on, 'with-push' always, 'off' never), with the lead's
 * service, town and name and the console link, never more than 80 characters of the customer's words; the
 * Messages API stand-in receives it. No number, or a STOP from the admin's phone: no text.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { escalateUntouchedLeads } from "../../src/server/alerts/escalation.service";
import { queueAlertTexts } from "../../src/server/flows/sms/alert-texts";
import { suppressNumber } from "../../src/server/sms/sms-suppressions.repository";
import { deliverTexts } from "../../src/server/sms/sms-delivery.job";
import type { AlertTextsMode } from "../../src/shared/alert-texts";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { adminSessions, type AdminSessions } from "../support/admin-session";
import { testDb } from "../support/db";
import { postQuote, uniqueIp, validQuote } from "../support/leads";
import { sentProposal, signFirstOption } from "../support/proposals";
import { TEXTING_SITE_URL, useTextingSuite } from "../support/texting";

const standIn = new TwilioStandIn();
const db = () => testDb();
useTextingSuite(standIn);
let sessions: AdminSessions;
const OWNER = "+19735550190";
const LONG = `Two slates slipped after the storm and water comes in over the kitchen window when it rains hard. ${"More. ".repeat(40)}`;

beforeAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  sessions = await adminSessions("owner-alert-texts");
});

async function owner(phone: string | null, mode: AlertTextsMode, pushDevice = false) {
  await db()
    .updateTable("users")
    .set({ alertPhoneE164: phone, alertTexts: mode })
    .where("id", "=", sessions.adminId)
    .execute();
  await db().deleteFrom("pushSubscriptions").where("userId", "=", sessions.adminId).execute();
  if (pushDevice)
    await db()
      .insertInto("pushSubscriptions")
      .values({
        userId: sessions.adminId,
        endpoint: `https://push.example.net/${Math.random()}`,
        p256dh: "key",
        auth: "auth",
        label: "Phone",
        choices: ["new-lead", "emergency-lead", "proposal-accepted"],
      })
      .execute();
}
beforeEach(() => owner(OWNER, "when-no-push"));

const ownerTexts = () => standIn.texts.filter((text) => text.to === OWNER).map((text) => text.body);
const stored = () => db().selectFrom("smsMessages").selectAll().where("toNumber", "=", OWNER).execute();
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let tries = 0; tries < 400 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
};
let leads = 0;
async function quote(overrides: Record<string, unknown> = {}) {
  leads++;
  const fields = validQuote({
    email: `owner-alerts${leads}@example.org`,
    phone: `908-555-02${10 + leads}`,
    ...overrides,
  });
  const response = await postQuote(fields, { ip: uniqueIp() });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe("a new lead's alert by text", () => {
  it("reaches the owner's phone: urgent lead, service, town, name, the console link, the customer's words cut to 80", async () => {
    const id = await quote({ description: LONG, city: "Montclair" });
    await until(() => ownerTexts().length > 0);
    const [body] = ownerTexts();
    expect(body).toBe(
      [
        "Urgent lead: Emergency restoration · Montclair · Thomas",
        `“${Array.from(LONG).slice(0, 79).join("")}…”`,
        `${TEXTING_SITE_URL}/admin/quotes/${id}`,
      ].join("\n"),
    );
    const words = body!.split("\n")[1]!;
    expect(Array.from(words.slice(1, -1))).toHaveLength(80);
    expect(body).not.toContain("More. More.");
    // Not on any lead's conversation.
    expect((await stored())[0]).toMatchObject({ purpose: "owner-alert", quoteId: null, leadMessageId: null });
  });

  it("an ordinary lead opens with 'New lead' and carries a short message whole", async () => {
    await quote({ urgency: "standard", description: "Copper valleys leaking." });
    await until(() => ownerTexts().length > 0);
    expect(ownerTexts()[0]).toMatch(/^New lead: Restoration · Morristown · Thomas\n“Copper valleys leaking\.”\nhttp/);
  });

  it.each([
    ["when-no-push", true, 0],
    ["with-push", true, 1],
    ["off", false, 0],
  ] as const)("mode %s with a push device: %s → %i text(s)", async (mode, device, expected) => {
    await owner(OWNER, mode, device);
    const before = (await stored()).length;
    await quote();
    await deliverTexts(db());
    expect((await stored()).length - before).toBe(expected);
  });

  it("no number, or a STOP from the owner's phone: no text", async () => {
    await owner(null, "with-push");
    const before = await db().selectFrom("smsMessages").select("id").where("purpose", "=", "owner-alert").execute();
    await quote();
    const after = await db().selectFrom("smsMessages").select("id").where("purpose", "=", "owner-alert").execute();
    expect(after).toHaveLength(before.length);
    await owner("+19735550191", "with-push");
    await suppressNumber(db(), { phoneNumber: "+19735550191", reason: "opted-out", keyword: "STOP" });
    await quote();
    expect(
      await db().selectFrom("smsMessages").select("id").where("toNumber", "=", "+19735550191").execute(),
    ).toHaveLength(0);
  });
});

describe("an escalation's and a signed proposal's alerts by text", () => {
  it("an escalation texts 'Still waiting' with the lead and its link", async () => {
    await owner(OWNER, "off");
    const id = await quote({ city: "Summit" });
    await owner(OWNER, "with-push");
    const later = new Date(Date.now() + 3 * 86_400_000);
    await escalateUntouchedLeads(db(), later, undefined, (trx, alertId) => queueAlertTexts(trx, alertId));
    await deliverTexts(db());
    expect(ownerTexts()).toContain(
      `Still waiting · Emergency restoration · Summit · Thomas\n${TEXTING_SITE_URL}/admin/quotes/${id}`,
    );
  });

  it("a signed proposal texts the option and total, once", async () => {
    const {
      quote: signedQuote,
      token,
      proposal,
    } = await sentProposal(sessions.adminCookie, {
      email: "signs@example.org",
      city: "Chatham",
    });
    await signFirstOption(token, proposal, uniqueIp());
    await until(() => ownerTexts().length > 0);
    await deliverTexts(db());
    const texts = ownerTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Proposal accepted · Chatham · \S+\nSigned: .+, \$[\d,.]+\.\nhttp/);
    expect(texts[0]).toContain(`/admin/quotes/${signedQuote.id}`);
  });
});
