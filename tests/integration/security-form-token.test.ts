/**
 * Security: a form token serves one lead, from the browser that fetched it, for an hour (issue 26,
 * item 3); a fast fill alone flags nothing (issue 25, item 3). Through the real functions: the
 * token endpoint, replays of one token in sequence and in parallel, a token used by another
 * browser or past its hour, and the retries that must still replay the first answer.
 */
import { describe, expect, it } from "vitest";
import * as siteApi from "../../functions/site-api.mts";
import { FORM_TOKEN_LIFETIME_MS } from "../../src/server/intake/form-token";
import { testDb } from "../support/db";
import { callFunction } from "../support/functions";
import {
  formTokenFor,
  newKey,
  postQuote,
  uniqueIp,
  useAutomaticMailTestEnvironment,
  validQuote,
} from "../support/leads";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

// Each test starts with no automatic mail in the last day, so the limits start from zero.
useAutomaticMailTestEnvironment();

let counter = 0;
const nextEmail = (label: string) => `${label}-${++counter}@token.example`;

/** Posts a quote and reads back what was stored and queued for it. */
async function send(formToken: string, options: { userAgent?: string; idempotencyKey?: string; email?: string } = {}) {
  const email = options.email ?? nextEmail("lead");
  const response = await postQuote(validQuote({ email }), { ip: uniqueIp(), formToken, ...options });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const quote = await testDb().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const outbox = await testDb()
    .selectFrom("emailOutbox")
    .select(["tag", "subject"])
    .where("quoteId", "=", id)
    .execute();
  return { response, quote, tags: outbox.map((row) => row.tag), subjects: outbox.map((row) => row.subject) };
}

describe("GET /api/form-token", () => {
  it("hands out a token for the asking browser that lives an hour, different every time", async () => {
    const asked = async () =>
      (await (await callFunction(siteApi, "/api/form-token", { headers: { "user-agent": BROWSER } })).json()) as {
        token: string;
        expiresInSeconds: number;
      };
    const first = await asked();
    expect(first.expiresInSeconds).toBe(3600);
    expect((await asked()).token).not.toBe(first.token);
    // The fill time is measured from the fetch: this token is too young for a thank-you, but its lead is no spam.
    const { quote, tags } = await send(first.token, { userAgent: BROWSER });
    expect(quote).toMatchObject({ isSpam: false, spamReason: null });
    expect(tags).toEqual(["quote-notification"]);
  });
});

describe("a token serves one lead", () => {
  it("a second lead with the same token is stored flagged, without the automatic e-mail", async () => {
    const token = await formTokenFor();
    const first = await send(token);
    expect(first.quote.isSpam).toBe(false);
    expect(first.tags).toEqual(["quote-notification", "quote-phase-1"]);

    const second = await send(token);
    expect(second.quote).toMatchObject({
      isSpam: true,
      spamReason: "The form token was already used by an earlier lead",
    });
    expect(second.tags).toEqual(["quote-notification"]);
    expect(second.subjects[0]).toMatch(/^\[Possible spam\]/);
  });

  it("twelve leads racing with one token: exactly one is unflagged", async () => {
    const token = await formTokenFor();
    const emails = Array.from({ length: 12 }, () => nextEmail("race"));
    const responses = await Promise.all(
      emails.map((email) => postQuote(validQuote({ email }), { ip: uniqueIp(), formToken: token })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    const stored = await testDb().selectFrom("quotes").select("isSpam").where("email", "in", emails).execute();
    expect(stored.filter((quote) => !quote.isSpam)).toHaveLength(1);
  });

  it("a retry or double click under the same Idempotency-Key replays the first answer, even with a fresh token", async () => {
    const idempotencyKey = newKey();
    const email = nextEmail("retry");
    const first = await send(await formTokenFor(), { idempotencyKey, email });
    const [again, fresh] = await Promise.all([
      postQuote(validQuote({ email }), { ip: uniqueIp(), idempotencyKey, formToken: await formTokenFor() }),
      postQuote(validQuote({ email }), { ip: uniqueIp(), idempotencyKey, formToken: await formTokenFor() }),
    ]);
    for (const replay of [again, fresh]) {
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(await replay.json()).toEqual({ id: first.quote.id });
    }
    expect(await testDb().selectFrom("quotes").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });
});

describe("a token is bound to its browser and its hour", () => {
  it("used by another browser: flagged", async () => {
    const token = await formTokenFor(undefined, BROWSER);
    const { quote } = await send(token, { userAgent: "curl/8.11.0" });
    expect(quote).toMatchObject({ isSpam: true, spamReason: "The form token was issued to another browser" });
    const { quote: own } = await send(await formTokenFor(undefined, BROWSER), { userAgent: BROWSER });
    expect(own.isSpam).toBe(false);
  });

  it("past its hour: flagged as expired", async () => {
    expect(FORM_TOKEN_LIFETIME_MS).toBe(60 * 60 * 1000);
    const { quote } = await send(await formTokenFor(Date.now() - 61 * 60 * 1000));
    expect(quote).toMatchObject({ isSpam: true });
    expect(quote.spamReason).toMatch(/expired/);
  });
});

describe("a fast fill alone flags nothing", () => {
  it("2.2 s after the form opened (browser autofill): stored unflagged, the business told plainly, no automatic e-mail", async () => {
    const { quote, tags, subjects } = await send(await formTokenFor(Date.now() - 2200));
    expect(quote).toMatchObject({ isSpam: false, spamReason: null, status: "new" });
    expect(tags).toEqual(["quote-notification"]);
    expect(subjects[0]).not.toMatch(/Possible spam/);
  });
});
