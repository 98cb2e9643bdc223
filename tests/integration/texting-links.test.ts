/**
 * Issue 32 item 2: the proposal's and an invoice's private link by text. The console's send takes "Also send by
 * text" (byText): the link goes through queueText with the e-mail, so a lead without consent or a stopped number
 * gets the e-mail alone and the answer says why; one Idempotency-Key is one text however often it is sent; at night
 * (9 pm to 8 am in the customer's zone) the text waits for their 8:00, across the March and November changes
 * (injected clock); the stand-in receives the text at its moment.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sendInvoice as sendInvoiceNow } from "../../src/server/flows/invoices/quote-invoices.service";
import { setSmsConsentForTests } from "../../src/server/sms/consent";
import { deliverTexts } from "../../src/server/sms/sms-delivery.job";
import { suppressNumber } from "../../src/server/sms/sms-suppressions.repository";
import type { LinkText } from "../../src/server/flows/sms/link-text";
import { smsStrings } from "../../src/shared/strings/sms";
import { isQuietHour } from "../../src/shared/text-quiet-hours";
import { insertQuote } from "../support/admin-session";
import { testDb } from "../support/db";
import { signedProposal } from "../support/deposits";
import { invoicesOf } from "../support/invoices";
import { adminCall, draftFor, tokenFromOutbox } from "../support/proposals";
import { useTextingAdminSuite } from "../support/texting";

const { standIn, admin } = useTextingAdminSuite("texting-links");
const db = () => testDb();
const noConsent = new Set<number>();
let numbers = 0;

beforeAll(() => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  setSmsConsentForTests((_kind, id) => !noConsent.has(id));
});

async function lead(options: { consent?: boolean } = {}) {
  const last = 4100 + ++numbers;
  const quote = await insertQuote({ phone: `(973) 555-${last}`, email: `linked${numbers}@example.org`, state: "NJ" });
  if (options.consent === false) noConsent.add(quote.id);
  return { quote, e164: `+1973555${last}` };
}

const sendProposal = (id: number, body: object, key = crypto.randomUUID()) =>
  adminCall(admin.cookie, `/api/admin/proposals/${id}/send`, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": key },
  });
const sendInvoice = (id: number, body: object, key = crypto.randomUUID()) =>
  adminCall(admin.cookie, `/api/admin/invoices/${id}/send`, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": key },
  });
const textsTo = (e164: string) =>
  db().selectFrom("smsMessages").selectAll().where("toNumber", "=", e164).orderBy("id").execute();
const mailsOf = (quoteId: number, tag: string) =>
  db().selectFrom("emailOutbox").select("id").where("quoteId", "=", quoteId).where("tag", "=", tag).execute();
/** What the wall clock makes of a text sent now: at once by day, held in the customer's night. */
const expectedNow = () => (isQuietHour(new Date(), "America/New_York") ? "held" : "sent");

describe("the proposal's link by text", () => {
  it("goes with the e-mail, carrying the same private link; a retry with the key texts nothing more; the stand-in gets it", async () => {
    const { quote, e164 } = await lead();
    const draft = await draftFor(admin.cookie, quote.id);
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      sendProposal(draft.id, { byText: true }, key),
      sendProposal(draft.id, { byText: true }, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const text = ((await answers[0]!.json()) as { text: LinkText }).text;
    expect(text.status).toBe(expectedNow());
    const texts = await textsTo(e164);
    expect(texts).toHaveLength(1);
    const token = await tokenFromOutbox(quote.id);
    expect(texts[0]!.body).toMatch(
      new RegExp(`^Alpine Slate Roofing: your slate roof proposal is ready\\. .*/proposal/${token}$`),
    );
    expect(texts[0]!.purpose).toBe("proposal");
    expect(await mailsOf(quote.id, "proposal")).toHaveLength(1);

    await deliverTexts(db(), [String(texts[0]!.id)], { now: texts[0]!.nextAttemptAt });
    expect(standIn.texts.filter((sent) => sent.to === e164).map((sent) => sent.body)).toEqual([texts[0]!.body]);
  });

  it("without consent, to a stopped number, or without byText: the e-mail alone, and the answer says why", async () => {
    const unconsented = await lead({ consent: false });
    const stopped = await lead();
    await suppressNumber(db(), { phoneNumber: stopped.e164, reason: "opted-out", keyword: "STOP" });
    const unticked = await lead();
    const cases = [
      [unconsented, { byText: true }, smsStrings.refused["no-consent"]],
      [stopped, { byText: true }, smsStrings.refused["opted-out"]],
      [unticked, {}, undefined],
    ] as const;
    for (const [{ quote, e164 }, body, reason] of cases) {
      const answer = await sendProposal((await draftFor(admin.cookie, quote.id)).id, body);
      expect(answer.status).toBe(201);
      const { text } = (await answer.json()) as { text?: LinkText };
      expect(text).toEqual(reason ? { status: "refused", reason } : undefined);
      expect(await textsTo(e164)).toHaveLength(0);
      expect(await mailsOf(quote.id, "proposal")).toHaveLength(1);
    }
  });

  it("refuses a byText that is not true or false (400 naming it)", async () => {
    const { quote } = await lead();
    const answer = await sendProposal((await draftFor(admin.cookie, quote.id)).id, { byText: "yes" });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty("byText");
  });
});

describe("an invoice's link by text", () => {
  async function balanceInvoice(options: { consent?: boolean } = {}) {
    const signed = await signedProposal(admin.cookie, "later");
    const last = 4500 + ++numbers;
    await db()
      .updateTable("quotes")
      .set({ phone: `(973) 555-${last}` })
      .where("id", "=", signed.quote.id)
      .execute();
    if (options.consent === false) noConsent.add(signed.quote.id);
    const balance = (await invoicesOf(admin.cookie, signed.quote.id)).invoices.at(-1)!;
    return { quoteId: signed.quote.id, balance, e164: `+1973555${last}` };
  }

  it("goes with the e-mail; a double tap with one key sends one e-mail and one text; without consent the e-mail alone", async () => {
    const { quoteId, balance, e164 } = await balanceInvoice();
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      sendInvoice(balance.id, { byText: true }, key),
      sendInvoice(balance.id, { byText: true }, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(((await answers[0]!.json()) as { text: LinkText }).text.status).toBe(expectedNow());
    const texts = await textsTo(e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(
      /^Alpine Slate Roofing: invoice \d+ for \$[\d,]+\.\d\d is ready\. See it and pay here: .*\/invoice\//,
    );
    expect(texts[0]!.body.endsWith(new URL(balance.url!).pathname)).toBe(true);
    expect(await mailsOf(quoteId, "invoice-invoice")).toHaveLength(1);

    const refused = await balanceInvoice({ consent: false });
    const answer = await sendInvoice(refused.balance.id, { byText: true });
    expect(((await answer.json()) as { text: LinkText }).text).toEqual({
      status: "refused",
      reason: smsStrings.refused["no-consent"],
    });
    expect(await textsTo(refused.e164)).toHaveLength(0);
    expect(await mailsOf(refused.quoteId, "invoice-invoice")).toHaveLength(1);
  });

  it("sent at 9:30 pm before the March and the November change, texts at 8:00 the next morning", async () => {
    const { balance, e164 } = await balanceInvoice();
    for (const [night, morning] of [
      ["2026-03-08T02:30:00Z", "2026-03-08T12:00:00.000Z"], // Sat 21:30 EST → Sun 8:00 EDT
      ["2026-11-01T01:30:00Z", "2026-11-01T13:00:00.000Z"], // Sat 21:30 EDT → Sun 8:00 EST
    ] as const) {
      const sent = await sendInvoiceNow(db(), balance.id, new Date(night), { byText: true });
      expect(sent.text).toEqual({ status: "held" });
      expect(sent.textIds).toEqual([]);
      expect((await textsTo(e164)).at(-1)!.nextAttemptAt.toISOString()).toBe(morning);
    }
  });
});
