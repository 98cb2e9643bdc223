/**
 * Issue 32, item 2: the automatic first text to a new lead with consent — through the quote form's real route
 * (sent within the request inside business hours, else held to the next business morning), from the owner's
 * template, never inside 9 pm–8 am New York time (injected clock across both clock changes), never to a
 * suppressed number, within the automatic-mail caps.
 */
import { describe, expect, it } from "vitest";
import { queueFirstText } from "../../src/server/flows/sms/first-text";
import { readBusinessCalendar } from "../../src/server/follow-ups/follow-up-settings";
import { setSmsConsentForTests } from "../../src/server/sms/consent";
import { deliverTexts } from "../../src/server/sms/sms-delivery.job";
import { textMoment } from "../../src/shared/text-quiet-hours";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { postQuote, uniqueIp, validQuote } from "../support/leads";
import { useTextingSuite } from "../support/texting";

const standIn = new TwilioStandIn();
const db = () => testDb();
useTextingSuite(standIn);

const textsTo = (number: string) =>
  db()
    .selectFrom("smsMessages")
    .selectAll()
    .where("toNumber", "=", number)
    .where("purpose", "=", "first-text")
    .execute();
const firstText = (quoteId: number, now: Date) =>
  db()
    .transaction()
    .execute((trx) => queueFirstText(trx, { kind: "quote", id: quoteId }, now));

describe("the first text", () => {
  it("a quote with consent gets it from the template, sent at once in business hours, else held to the next allowed moment", async () => {
    const before = new Date();
    const response = await postQuote(
      validQuote({ firstName: "Greta", phone: "973-555-0160", email: "greta@example.org" }),
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(201);
    const [text] = await textsTo("+19735550160");
    expect(text!.body).toBe(
      "Hi Greta, it's Alpine Slate Roofing. We got your request about restoration and will call you within the hour. Reply here any time.",
    );
    const due = textMoment(before, await readBusinessCalendar(db()), "America/New_York");
    if (due.getTime() <= before.getTime()) {
      expect(standIn.texts.map((sent) => sent.to)).toContain("+19735550160");
      expect(text!.status).toBe("sent");
    } else {
      expect(text!.status).toBe("pending");
      expect(Math.abs(text!.nextAttemptAt.getTime() - due.getTime())).toBeLessThan(60_000);
      expect(standIn.texts).toHaveLength(0);
    }
  });

  it("is not sent without consent", async () => {
    setSmsConsentForTests(() => false);
    const response = await postQuote(validQuote({ phone: "973-555-0161", email: "no-consent@example.org" }), {
      ip: uniqueIp(),
    });
    setSmsConsentForTests(() => true);
    expect(response.status).toBe(201);
    expect(await textsTo("+19735550161")).toHaveLength(0);
  });

  it("is due at once on a weekday morning and held out of 9 pm–8 am across both clock changes", async () => {
    const cases: [string, string][] = [
      ["2026-06-10T10:15:00-04:00", "2026-06-10T14:15:00.000Z"],
      ["2026-03-07T22:30:00-05:00", "2026-03-09T12:00:00.000Z"],
      ["2026-03-09T07:10:00-04:00", "2026-03-09T12:00:00.000Z"],
      ["2026-10-31T21:05:00-04:00", "2026-11-02T13:00:00.000Z"],
      ["2026-11-01T01:30:00-05:00", "2026-11-02T13:00:00.000Z"],
    ];
    let n = 62;
    for (const [now, expected] of cases) {
      const number = `+197355501${n++}`;
      const quote = await insertQuote({ phone: number, email: `clock-${n}@example.org`, state: "NJ" });
      const dueNow = await firstText(quote.id, new Date(now));
      const [text] = await textsTo(number);
      expect(text!.nextAttemptAt.toISOString(), now).toBe(expected);
      expect(dueNow !== undefined, now).toBe(new Date(now).toISOString() === expected);
    }
  });

  it("held to a later morning, goes with the job run at its moment and not before (the e2e runs it so, any hour)", async () => {
    const quote = await insertQuote({ phone: "(973) 555-0175", email: "held@example.org", state: "NJ" });
    const saturdayNight = new Date("2027-03-06T22:30:00-05:00");
    const id = await firstText(quote.id, saturdayNight);
    expect(id).toBeUndefined();
    const [held] = await textsTo("+19735550175");
    const due = textMoment(saturdayNight, await readBusinessCalendar(db()), "America/New_York");
    expect(held!.nextAttemptAt.toISOString()).toBe(due.toISOString());
    const run = (now?: Date) => deliverTexts(db(), [String(held!.id)], { now });
    expect((await run()).textsSent).toBe(0);
    expect((await run(new Date(due.getTime() - 1000))).textsSent).toBe(0);
    expect((await run(due)).textsSent).toBe(1);
    expect(standIn.texts.map((sent) => sent.to)).toEqual(["+19735550175"]);
  });

  it("uses the owner's edited template, and never goes to a suppressed number", async () => {
    await db()
      .updateTable("emailTemplates")
      .set({ textContent: "Hello {{firstName}}! Thanks for asking about {{projectType}}." })
      .where("templateType", "=", "sms-first-text")
      .execute();
    const quote = await insertQuote({
      phone: "(973) 555-0170",
      firstName: "Ivo",
      projectType: "repair",
      email: "edited@example.org",
    });
    await firstText(quote.id, new Date("2026-06-10T10:15:00-04:00"));
    expect((await textsTo("+19735550170"))[0]!.body).toBe("Hello Ivo! Thanks for asking about repair.");

    await db()
      .insertInto("smsSuppressions")
      .values({ phoneNumber: "+19735550171", reason: "opted-out", keyword: "STOP" })
      .execute();
    const stopped = await insertQuote({ phone: "(973) 555-0171", email: "stopped-first@example.org" });
    expect(await firstText(stopped.id, new Date("2026-06-10T10:15:00-04:00"))).toBeUndefined();
    expect(await textsTo("+19735550171")).toHaveLength(0);
  });

  it("counts against the automatic-mail caps (AUTO_MAIL_HOURLY_LIMIT across the site)", async () => {
    const counted = await db()
      .selectFrom("smsMessages")
      .select(db().fn.countAll<string>().as("n"))
      .where("automatic", "=", true)
      .executeTakeFirstOrThrow();
    process.env.AUTO_MAIL_HOURLY_LIMIT = String(Number(counted.n) + 2);
    for (const tail of ["80", "81", "82", "83"]) {
      const quote = await insertQuote({ phone: `+197355501${tail}`, email: `cap-${tail}@example.org` });
      await firstText(quote.id, new Date("2026-06-10T10:15:00-04:00"));
    }
    delete process.env.AUTO_MAIL_HOURLY_LIMIT;
    const queued = await db()
      .selectFrom("smsMessages")
      .select("toNumber")
      .where("toNumber", "in", ["+19735550180", "+19735550181", "+19735550182", "+19735550183"])
      .execute();
    expect(queued).toHaveLength(2);
  });
});
