/**
 * Security: the quote form is no open mail relay (issue 11). Tried as an attacker would, through
 * the real function: many quotes naming one stranger's address, a flood of addresses, hostile
 * names and subjects, forged, stale and missing form tokens, and line breaks and invisible
 * characters in single-line fields. Every lead is stored and the business hears of each one.
 */
import fc from "fast-check";
import { SignJWT } from "jose";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import {
  ageQueuedMail,
  formTokenFor,
  postContact,
  postQuote,
  uniqueIp,
  useAutomaticMailTestEnvironment,
  validQuote,
} from "../support/leads";
import { AUTO_MAIL_ALERT_TAG } from "../../src/server/intake/auto-mail-policy";
import { FORM_TOKEN_LIFETIME_MS } from "../../src/server/intake/form-token";
import { signSessionToken } from "../../src/server/auth/tokens";
import { leadMessages } from "../../src/shared/strings/leads";

const BUSINESS = "office@slate.test";
const THANK_YOU_TAG = "quote-phase-1";

const db = () => testDb();
const json = async <T = { id: number }>(response: Response) => (await response.json()) as T;

const outboxTo = (address: string) =>
  db()
    .selectFrom("emailOutbox")
    .selectAll()
    .where(sql`lower(to_address)`, "=", address.toLowerCase())
    .execute();
const quotesFor = (email: string) => db().selectFrom("quotes").selectAll().where("email", "=", email).execute();
/** Cap alerts of the last hour (beforeEach moves older mail out of the window). */
const recentAlerts = () =>
  db()
    .selectFrom("emailOutbox")
    .selectAll()
    .where("tag", "=", AUTO_MAIL_ALERT_TAG)
    .where("createdAt", ">", sql<Date>`now() - interval '1 hour'`)
    .execute();
const outboxOfQuote = (id: number) =>
  db().selectFrom("emailOutbox").selectAll().where("quoteId", "=", id).orderBy("id").execute();

let addressCounter = 0;
const freshAddress = (label: string) => `${label}-${++addressCounter}@stranger.example`;

// Each test starts with no automatic mail in the last day, so the limits start from zero.
useAutomaticMailTestEnvironment();

describe("one automatic e-mail per recipient per day", () => {
  it("twenty parallel quotes naming one stranger queue one e-mail to them; every lead is stored and notified", async () => {
    const stranger = "Victim@Stranger.example";
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postQuote(
          validQuote({
            email: stranger,
            firstName: `Claim your gift card`,
            lastName: `Number ${"x".repeat(index + 1)}`,
          }),
          {
            ip: uniqueIp(),
          },
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const quotes = await quotesFor("victim@stranger.example");
    expect(quotes).toHaveLength(20);
    expect(quotes.every((quote) => !quote.isSpam)).toBe(true);

    const toStranger = await outboxTo(stranger);
    expect(toStranger).toHaveLength(1);
    const notifications = await db()
      .selectFrom("emailOutbox")
      .select("quoteId")
      .where("toAddress", "=", BUSINESS)
      .where(
        "quoteId",
        "in",
        quotes.map((quote) => quote.id),
      )
      .execute();
    expect(notifications).toHaveLength(20);
  });

  it("counts the address case-insensitively, and sends again the next day", async () => {
    const address = freshAddress("case");
    await postQuote(validQuote({ email: address }), { ip: uniqueIp() });
    await postQuote(validQuote({ email: address.toUpperCase() }), { ip: uniqueIp() });
    expect(await outboxTo(address)).toHaveLength(1);

    await ageQueuedMail(25);
    await postQuote(validQuote({ email: address }), { ip: uniqueIp() });
    expect(await outboxTo(address)).toHaveLength(2);
  });
});

describe("the hourly cap on automatic e-mail", () => {
  it("stops thank-yous past the cap and alerts the business once, while every lead is still stored and notified", async () => {
    process.env.AUTO_MAIL_HOURLY_LIMIT = "3";
    const addresses = Array.from({ length: 7 }, () => freshAddress("flood"));
    for (const email of addresses) {
      expect((await postQuote(validQuote({ email }), { ip: uniqueIp() })).status).toBe(201);
    }
    const thankYous = await db()
      .selectFrom("emailOutbox")
      .select("toAddress")
      .where("tag", "=", THANK_YOU_TAG)
      .where("toAddress", "in", addresses)
      .execute();
    expect(thankYous.map((row) => row.toAddress).sort()).toEqual(addresses.slice(0, 3).sort());

    const alerts = await recentAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ toAddress: BUSINESS });
    expect(alerts[0]!.subject).toMatch(/paused/);

    for (const email of addresses) {
      const [quote] = await quotesFor(email);
      expect((await outboxOfQuote(quote!.id)).map((row) => row.toAddress)).toContain(BUSINESS);
    }
  });

  it("alerts only once per hour even when parallel quotes trip the cap together", async () => {
    process.env.AUTO_MAIL_HOURLY_LIMIT = "0";
    await Promise.all(
      Array.from({ length: 8 }, () => postQuote(validQuote({ email: freshAddress("burst") }), { ip: uniqueIp() })),
    );
    const alerts = await recentAlerts();
    expect(alerts).toHaveLength(1);
  });
});

describe("subjects of mail to an unverified address", () => {
  it("carry no visitor text: the automatic thank-you subject is the template's with the visitor's values left out", async () => {
    const email = freshAddress("subject");
    const response = await postQuote(
      validQuote({ email, firstName: "Claim your gift card at evil", lastName: "Dot Example", city: "Visit evil" }),
      { ip: uniqueIp() },
    );
    const { id } = await json(response);
    const [thankYou] = await outboxTo(email);
    expect(thankYou!.quoteId).toBe(id);
    expect(thankYou!.subject).toBe("Thank you: we received your restoration request");
    expect(thankYou!.subject).not.toMatch(/gift|evil/i);
  });
});

describe("the form token", () => {
  const postWithToken = async (label: string, formToken: string | null) => {
    const email = freshAddress(label);
    const response = await postQuote(validQuote({ email }), { ip: uniqueIp(), formToken });
    expect(response.status).toBe(201);
    const [quote] = await quotesFor(email);
    return { quote: quote!, outbox: await outboxOfQuote(quote!.id) };
  };

  const otherKey = new TextEncoder().encode("not-our-secret-not-our-secret-not-our-secret");
  const cases: [string, () => Promise<string | null>, RegExp][] = [
    ["missing", async () => null, /without a form token/],
    ["not a token", async () => "garbage.garbage.garbage", /forged, altered or expired/],
    [
      "forged (another key)",
      () => new SignJWT({ openedAt: Date.now() - 60_000 }).setProtectedHeader({ alg: "HS256" }).sign(otherKey),
      /forged/,
    ],
    ["a session token", () => signSessionToken("session-id", new Date()), /forged/],
    ["expired", () => formTokenFor(Date.now() - FORM_TOKEN_LIFETIME_MS - 60_000), /expired/],
  ];

  it.each(cases)("%s: stored and notified, flagged as spam, no automatic e-mail", async (label, token, reason) => {
    const { quote, outbox } = await postWithToken(label.replace(/\W+/g, "-"), await token());
    expect(quote).toMatchObject({ isSpam: true, status: "new" });
    expect(quote.spamReason).toMatch(reason);
    expect(outbox.map((row) => row.toAddress)).toEqual([BUSINESS]);
    expect(outbox[0]!.subject).toMatch(/^\[Possible spam\]/);
  });

  it("measured (opened a minute ago): not spam, and the thank-you is queued", async () => {
    const { quote, outbox } = await postWithToken("measured", await formTokenFor(Date.now() - 60_000));
    expect(quote.isSpam).toBe(false);
    expect(outbox.map((row) => row.tag)).toEqual(["quote-notification", THANK_YOU_TAG]);
  });

  it("a plain form post without JavaScript (no token): stored unflagged, business notified, no automatic e-mail", async () => {
    const email = freshAddress("nojs");
    const fields = { ...validQuote({ email }), formFillMs: "" } as Record<string, unknown>;
    const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
    const response = await postQuote(null, {
      contentType: "application/x-www-form-urlencoded",
      raw: body,
      ip: uniqueIp(),
    });
    expect(response.status).toBe(303);
    const [quote] = await quotesFor(email);
    expect(quote).toMatchObject({ isSpam: false, spamReason: null });
    expect((await outboxOfQuote(quote!.id)).map((row) => row.toAddress)).toEqual([BUSINESS]);
  });
});

describe("names", () => {
  it.each(["José-María", "O'Brien", "D’Arcy", "St. John", "Zoë", "李", "Anne Marie"])("accepts %s", async (name) => {
    const response = await postContact(
      { ...validQuote(), message: "A slate fell off the porch roof.", firstName: name },
      {
        ip: uniqueIp(),
      },
    );
    expect(response.status).toBe(201);
  });

  it.each(["Ann2", "evil.example/gift", "x@evil.example", "<b>Bob</b>", "Win $500", "Bob: call now"])(
    "refuses %s on both forms with the field's message",
    async (name) => {
      for (const post of [postQuote, postContact]) {
        const response = await post(
          { ...validQuote(), message: "A slate fell off.", firstName: "Ann", lastName: name },
          { ip: uniqueIp() },
        );
        expect(response.status).toBe(400);
        const { fields } = await json<{ fields: Record<string, string> }>(response);
        expect(fields).toEqual({ lastName: leadMessages.lastNameInvalid });
      }
    },
  );
});

describe("single-line fields", () => {
  it("lose CR/LF (to a space) and bidi and zero-width characters; the description keeps its line breaks", async () => {
    const email = freshAddress("lines");
    const response = await postQuote(
      validQuote({
        email,
        firstName: "Ann\u200B\u202E",
        lastName: "Lee\r\nBcc",
        address: "41 Ridgedale\u2028Avenue\uFEFF",
        city: "Morris\ntown\u2066",
        state: "N\u200FJ",
        description: "First line.\nSecond line.",
      }),
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(201);
    const [quote] = await quotesFor(email);
    expect(quote).toMatchObject({
      firstName: "Ann",
      lastName: "Lee Bcc",
      address: "41 Ridgedale Avenue",
      city: "Morris town",
      state: "NJ",
      description: "First line.\nSecond line.",
    });
  });

  it("property: random lead bodies never put CR or LF into the subject of any e-mail they queue", async () => {
    process.env.AUTO_MAIL_HOURLY_LIMIT = "100000";
    process.env.LEAD_RATE_LIMIT = "100000";
    const breaks = fc.constantFrom("\r", "\n", "\r\n", "\u2028", "\u2029", "\u0085", "\u202E", "\u200B", "\t", "\v");
    const text = fc
      .array(fc.oneof(fc.string({ maxLength: 8 }), breaks, fc.constantFrom("Ann", "Lee", "O'Brien", " ")), {
        maxLength: 8,
      })
      .map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ firstName: text, lastName: text, address: text, city: text, state: text, description: text }),
        async (fields) => {
          const email = freshAddress("property");
          const response = await postQuote(validQuote({ ...fields, email }), { ip: uniqueIp() });
          expect([201, 400]).toContain(response.status);
          if (response.status !== 201) return;
          const { id } = await json(response);
          const outbox = await outboxOfQuote(id);
          expect(outbox.length).toBeGreaterThan(0);
          for (const { subject } of outbox) expect(subject).not.toMatch(/[\r\n\u2028\u2029]/);
        },
      ),
      {
        numRuns: 60,
        examples: [
          [
            {
              firstName: "Ann",
              lastName: "Lee\r\nBcc",
              address: "1 Main\nSt",
              city: "X\r",
              state: "NJ",
              description: "",
            },
          ],
        ],
      },
    );
  });
});
