/**
 * Issue 32 item 2: follow-up steps by text. The step's channel (e-mail, text, both) set through the sequence API;
 * the scheduler (injected clock) and the owner's Send now queue the text through queueText, so consent, STOP and
 * "Can't be texted" stop it on both paths (an "E-mail and text" step then sends its e-mail alone, a "Text" step
 * nothing, and the lead's timeline says why); the text reaches the Messages API stand-in; a step at 7:00 waits
 * for the customer's 8:00; a STOP that arrives after queueing stops the text at delivery.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { enrolLead } from "../../src/server/follow-ups/follow-ups.service";
import { runFollowUps } from "../../src/server/follow-ups/follow-ups.job";
import { queueStepText } from "../../src/server/flows/sms/step-text";
import { deliverTexts } from "../../src/server/sms/sms-delivery.job";
import { setSmsConsentForTests } from "../../src/server/sms/consent";
import { suppressNumber } from "../../src/server/sms/sms-suppressions.repository";
import { saveFollowUpSettings, getFollowUpSettings } from "../../src/server/follow-ups/sequences.service";
import type { AdminSequence, StepChannel } from "../../src/shared/schemas/follow-ups";
import { smsStrings } from "../../src/shared/strings/sms";
import type { LeadTimeline } from "../../src/shared/conversation";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { adminSessions, insertQuote } from "../support/admin-session";
import { queuedMail, testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { useTextingSuite } from "../support/texting";

const standIn = new TwilioStandIn();
const db = () => testDb();
let cookie = "";
useTextingSuite(standIn);
const noConsent = new Set<number>();

beforeAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  ({ adminCookie: cookie } = await adminSessions("texting-steps"));
  setSmsConsentForTests((_kind, id) => !noConsent.has(id));
});

const WORDING = "Hi {{firstName}}, it's {{businessName}}. When is a good time to call?";
/** Monday 10:00 EDT; the seeded "not reached" step (1 business day) is due Tuesday 9:00 EDT. */
const ANCHOR = new Date("2026-06-08T14:00:00Z");
const DUE = new Date("2026-06-09T13:00:00Z");
let numbers = 0;

async function notReached(): Promise<AdminSequence> {
  const list = (await (
    await callFunction(adminApi, "/api/admin/follow-up-sequences", { cookie })
  ).json()) as AdminSequence[];
  return list.find((sequence) => sequence.trigger === "quote-requested")!;
}

const putSteps = async (channel: StepChannel, smsContent: string | null = WORDING) => {
  const sequence = await notReached();
  const steps = sequence.steps.map((step) => ({ ...step, channel, smsContent }));
  const body = { name: sequence.name, trigger: sequence.trigger, isActive: true, steps };
  return callFunction(adminApi, `/api/admin/follow-up-sequences/${sequence.id}`, { method: "PUT", cookie, body });
};

/** A new quote request with its own number, in the "not reached" sequence from ANCHOR. */
async function lead(options: { consent?: boolean } = {}) {
  const phone = `(973) 555-${String(2100 + ++numbers)}`;
  const quote = await insertQuote({ phone, email: `steps${numbers}@example.org`, state: "NJ", firstName: "Greta" });
  if (options.consent === false) noConsent.add(quote.id);
  await enrolLead(db(), quote, "quote-requested", ANCHOR);
  return { quote, e164: `+1973555${2100 + numbers}` };
}

const run = (now = DUE) => runFollowUps(db(), { now: () => now, texter: queueStepText });
const textsTo = (e164: string) => db().selectFrom("smsMessages").selectAll().where("toNumber", "=", e164).execute();
const sends = (quoteId: number) =>
  db().selectFrom("followUpSends").selectAll().where("quoteId", "=", quoteId).execute();
async function timelineLabels(quoteId: number) {
  const response = await callFunction(adminApi, `/api/admin/leads/quote/${quoteId}/timeline`, { cookie });
  const timeline = (await response.json()) as LeadTimeline;
  return timeline.entries.flatMap((entry) => (entry.type === "status" ? [entry.label] : []));
}
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let tries = 0; tries < 400 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe("a step's channel in the sequence editor's API", () => {
  it("refuses a text step without its wording (400 naming the field) and keeps the channel it saves", async () => {
    const refused = await putSteps("text", null);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toHaveProperty("steps.0.smsContent");
    expect((await putSteps("both")).status).toBe(200);
    expect((await notReached()).steps[0]).toMatchObject({ channel: "both", smsContent: WORDING });
  });
});

describe("the scheduler's text steps", () => {
  it("an 'E-mail and text' step sends both; the text reaches the stand-in with its wording", async () => {
    await putSteps("both");
    const { quote, e164 } = await lead();
    await run();
    expect(await queuedMail("follow-up", { quoteId: quote.id })).toHaveLength(1);
    const [text] = await textsTo(e164);
    expect(text).toMatchObject({ purpose: "follow-up", automatic: true, quoteId: quote.id });
    expect(text!.body).toBe("Hi Greta, it's Alpine Slate Roofing. When is a good time to call?");
    expect((await sends(quote.id))[0]).toMatchObject({ smsMessageId: String(text!.id), textSkipped: null });
    await deliverTexts(db());
    expect(standIn.texts.filter((sent) => sent.to === e164).map((sent) => sent.body)).toEqual([text!.body]);
  });

  it("after STOP an 'E-mail and text' step sends its e-mail alone, and the timeline says why", async () => {
    await putSteps("both");
    const { quote, e164 } = await lead();
    await suppressNumber(db(), { phoneNumber: e164, reason: "opted-out", keyword: "STOP" });
    await run();
    expect(await queuedMail("follow-up", { quoteId: quote.id })).toHaveLength(1);
    expect(await textsTo(e164)).toHaveLength(0);
    expect((await sends(quote.id))[0]).toMatchObject({ smsMessageId: null, textSkipped: "opted-out" });
    expect(await timelineLabels(quote.id)).toContain(`Reminder 1 not sent by text: ${smsStrings.refused["opted-out"]}`);
  });

  it("a 'Text' step sends nothing without consent or to a number that can't be texted, noted on the timeline", async () => {
    await putSteps("text");
    const noConsentLead = await lead({ consent: false });
    const landline = await lead();
    await suppressNumber(db(), { phoneNumber: landline.e164, reason: "cannot-receive", errorCode: 30006 });
    await run();
    for (const { quote, e164 } of [noConsentLead, landline]) {
      expect(await queuedMail("follow-up", { quoteId: quote.id })).toHaveLength(0);
      expect(await textsTo(e164)).toHaveLength(0);
    }
    expect(await timelineLabels(noConsentLead.quote.id)).toContain(
      `Reminder 1 not sent by text: ${smsStrings.refused["no-consent"]}`,
    );
    expect(await timelineLabels(landline.quote.id)).toContain(
      `Reminder 1 not sent by text: ${smsStrings.refused["cannot-receive"]}`,
    );
    expect(standIn.texts).toHaveLength(0);
  });

  it("a step at 7:00 texts at the customer's 8:00; a STOP that arrives meanwhile stops it at delivery", async () => {
    await putSteps("text");
    const settings = await getFollowUpSettings(db());
    await saveFollowUpSettings(db(), { ...settings, sendAt: "07:00" }, ANCHOR);
    try {
      const { quote, e164 } = await lead();
      await run(new Date("2026-06-09T11:00:00Z"));
      const [text] = await textsTo(e164);
      expect(text!.nextAttemptAt.toISOString()).toBe("2026-06-09T12:00:00.000Z");
      expect(await queuedMail("follow-up", { quoteId: quote.id })).toHaveLength(0);
      await suppressNumber(db(), { phoneNumber: e164, reason: "opted-out", keyword: "STOP" });
      await deliverTexts(db());
      expect(standIn.texts.filter((sent) => sent.to === e164)).toHaveLength(0);
      expect((await textsTo(e164))[0]).toMatchObject({ status: "failed" });
    } finally {
      await saveFollowUpSettings(db(), settings, ANCHOR);
    }
  });
});

describe("the owner's Send now of a text step", () => {
  const sendNow = async (quoteId: number) => {
    const enrolment = await db()
      .selectFrom("followUpEnrolments")
      .select("id")
      .where("quoteId", "=", quoteId)
      .executeTakeFirstOrThrow();
    return callFunction(adminApi, `/api/admin/follow-ups/${enrolment.id}/send-now`, {
      method: "POST",
      cookie,
      body: {},
    });
  };

  it("texts at once through queueText and the stand-in receives it", async () => {
    await putSteps("text");
    const { quote, e164 } = await lead();
    expect((await sendNow(quote.id)).status).toBe(200);
    // Queued at once; sent after the answer in the customer's day, or held to 8:00 at night (quiet hours), so the
    // job runs at the text's own moment: the test holds at any hour of the wall clock.
    const [queued] = await db().selectFrom("smsMessages").selectAll().where("toNumber", "=", e164).execute();
    const moment = new Date(Math.max(queued!.nextAttemptAt.getTime(), Date.now()));
    await deliverTexts(db(), [String(queued!.id)], { now: moment });
    await until(() => standIn.texts.some((sent) => sent.to === e164));
    expect(standIn.texts.filter((sent) => sent.to === e164)).toHaveLength(1);
    expect(await queuedMail("follow-up", { quoteId: quote.id })).toHaveLength(0);
  });

  it("after STOP queues no text (the step is done, the timeline says why)", async () => {
    await putSteps("text");
    const { quote, e164 } = await lead();
    await suppressNumber(db(), { phoneNumber: e164, reason: "opted-out", keyword: "STOP" });
    expect((await sendNow(quote.id)).status).toBe(200);
    expect(await textsTo(e164)).toHaveLength(0);
    expect(await timelineLabels(quote.id)).toContain(`Reminder 1 not sent by text: ${smsStrings.refused["opted-out"]}`);
  });
});
