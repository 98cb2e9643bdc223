/**
 * Issue 25, item 4 (the newsletter): the blog's box subscribes with double opt-in through the
 * outbox (a signed confirmation link; active only once it is followed), screened like the lead
 * forms (honeypot, form token, the per-IP limit), works as a plain form post, unsubscribes
 * through a signed link (a page with a button, and RFC 8058's one-click POST). Real Postgres;
 * the confirmation goes out through the real Postmark client to the local stub, List-Unsubscribe
 * headers included. The list in the console: newsletter-list.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as siteApi from "../../functions/site-api.mts";
import { newsletterToken } from "../../src/server/newsletter/newsletter-tokens";
import { newsletterStrings as text } from "../../src/shared/strings/newsletter";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, TEST_ORIGIN } from "../support/functions";
import { formTokenFor, uniqueIp, useLeadTestEnvironment } from "../support/leads";
import { confirmationsTo, FORM_HEADERS as FORM, formPost, linkIn, subscriberOf } from "../support/newsletter";
import { PostmarkStub, usePostmarkStub } from "../support/postmark-stub";

useLeadTestEnvironment();

const stub = new PostmarkStub();

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  await stub.start();
});
afterAll(() => stub.stop());

const location = (response: Response) => response.headers.get("location");

describe("subscribing, double opt-in", () => {
  it("a plain form post: 303 to 'check your e-mail', pending, one confirmation queued; active only once confirmed", async () => {
    const response = await formPost({ email: " Reader.One@Example.com ", website: "" });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/newsletter/check-your-email");
    expect(await subscriberOf("reader.one@example.com")).toMatchObject({ status: "pending", confirmedAt: null });

    const [mail] = await confirmationsTo("reader.one@example.com");
    expect(mail!.subject).toBe(text.confirmSubject);
    const confirm = linkIn(mail!.textBody, "/api/newsletter/confirm");
    const unsubscribe = linkIn(mail!.textBody, "/api/newsletter/unsubscribe");
    expect(mail!.htmlBody).toContain(`${TEST_ORIGIN}${confirm}`);
    expect(mail!.headers).toEqual([
      { Name: "List-Unsubscribe", Value: `<${TEST_ORIGIN}${unsubscribe}>` },
      { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
    ]);

    const confirmed = await callFunction(siteApi, confirm);
    expect(location(confirmed)).toBe("/newsletter/confirmed");
    expect(await subscriberOf("reader.one@example.com")).toMatchObject({ status: "active" });
    expect(location(await callFunction(siteApi, confirm))).toBe("/newsletter/confirmed");
  });

  it("delivers the confirmation with its List-Unsubscribe headers through Postmark", async () => {
    usePostmarkStub(stub);
    try {
      await formPost({ email: "delivered@example.com" });
      // Delivered right after commit (the test context has no waitUntil).
      const [mail] = await confirmationsTo("delivered@example.com");
      expect(mail!.status).toBe("sent");
      const sent = stub.accepted.find((email) => email.body.To === "delivered@example.com");
      expect((sent!.body as { Headers?: unknown }).Headers).toEqual(mail!.headers);
    } finally {
      delete process.env.POSTMARK_SERVER_TOKEN;
    }
  });

  it("JSON with a form token: 201; the same answer, and no second e-mail, for an address already on the list", async () => {
    const body = { email: "json@example.com", formToken: await formTokenFor() };
    const first = await callFunction(siteApi, "/api/newsletter", { method: "POST", body, ip: uniqueIp() });
    expect(first.status).toBe(201);
    const again = await callFunction(siteApi, "/api/newsletter", { method: "POST", body, ip: uniqueIp() });
    expect(again.status).toBe(201);
    expect(await confirmationsTo("json@example.com")).toHaveLength(1);
    await testDb()
      .updateTable("newsletterSubscribers")
      .set({ status: "active" })
      .where("email", "=", "json@example.com")
      .execute();
    const active = await formPost({ email: "json@example.com" });
    expect(location(active)).toBe("/newsletter/check-your-email");
    expect(await confirmationsTo("json@example.com")).toHaveLength(1);
  });

  it("spam (honeypot filled, JSON without a token, a forged token): the same answer, nothing stored or sent", async () => {
    expect(location(await formPost({ email: "bot1@example.com", website: "https://spam.example" }))).toBe(
      "/newsletter/check-your-email",
    );
    const json = await callFunction(siteApi, "/api/newsletter", {
      method: "POST",
      body: { email: "bot2@example.com" },
      ip: uniqueIp(),
    });
    expect(json.status).toBe(201);
    expect(location(await formPost({ email: "bot3@example.com", formToken: "forged.token.value" }))).toBe(
      "/newsletter/check-your-email",
    );
    for (const email of ["bot1@example.com", "bot2@example.com", "bot3@example.com"]) {
      expect(await subscriberOf(email)).toBeUndefined();
      expect(await confirmationsTo(email)).toEqual([]);
    }
  });

  it("a fast fill (autofill) still gets its confirmation e-mail", async () => {
    await formPost({ email: "autofill@example.com", formToken: await formTokenFor(Date.now() - 500) });
    expect(await confirmationsTo("autofill@example.com")).toHaveLength(1);
  });

  it("bad input: the form post gets a page naming the field, JSON a 400 naming it; nothing stored", async () => {
    const page = await formPost({ email: "not an address" });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain(text.emailInvalid);
    expect(html).toContain('action="/api/newsletter"');
    const json = await callFunction(siteApi, "/api/newsletter", { method: "POST", body: { email: 42 } });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { fields: Record<string, string> }).fields).toHaveProperty("email");
    const wrongType = await callFunction(siteApi, "/api/newsletter", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      rawBody: "email=a@b.example",
    });
    expect(wrongType.status).toBe(415);
  });

  it("shares the lead forms' limit (per person, then per network): 429 past it", async () => {
    process.env.LEAD_RATE_LIMIT = "1";
    const ip = uniqueIp();
    expect((await formPost({ email: "limit1@example.com" }, { ip })).status).toBe(303);
    expect((await formPost({ email: "limit1@example.com" }, { ip })).status).toBe(429);
    // Other people behind the same address get through, up to three per network in all (the refused
    // try above is counted for its person only, decision 036b).
    expect((await formPost({ email: "limit2@example.com" }, { ip })).status).toBe(303);
    expect((await formPost({ email: "limit3@example.com" }, { ip })).status).toBe(303);
    expect((await formPost({ email: "limit4@example.com" }, { ip })).status).toBe(429);
    expect(await subscriberOf("limit4@example.com")).toBeUndefined();
  });

  it("a link that was altered, superseded by a newer request, or names no one leads to 'link expired'", async () => {
    await formPost({ email: "stale@example.com" });
    const [mail] = await confirmationsTo("stale@example.com");
    const confirm = linkIn(mail!.textBody, "/api/newsletter/confirm");
    expect(location(await callFunction(siteApi, `${confirm}x`))).toBe("/newsletter/link-expired");
    await testDb()
      .updateTable("newsletterSubscribers")
      .set({ requestedAt: new Date(Date.now() + 5000) })
      .where("email", "=", "stale@example.com")
      .execute();
    expect(location(await callFunction(siteApi, confirm))).toBe("/newsletter/link-expired");
    expect(await subscriberOf("stale@example.com")).toMatchObject({ status: "pending" });
    const nobody = await newsletterToken("confirm", 2_000_000_000);
    expect(location(await callFunction(siteApi, `/api/newsletter/confirm?token=${nobody}`))).toBe(
      "/newsletter/link-expired",
    );
    const unsubscribeLink = await newsletterToken("unsubscribe", 1);
    // An unsubscribe token is no confirmation token.
    expect(location(await callFunction(siteApi, `/api/newsletter/confirm?token=${unsubscribeLink}`))).toBe(
      "/newsletter/link-expired",
    );
    expect(location(await callFunction(siteApi, "/api/newsletter/confirm"))).toBe("/newsletter/link-expired");
  });
});

describe("unsubscribing", () => {
  it("the link shows a page with the address and a button; its POST unsubscribes; subscribing again asks again", async () => {
    await formPost({ email: "leaving@example.com" });
    const [mail] = await confirmationsTo("leaving@example.com");
    await callFunction(siteApi, linkIn(mail!.textBody, "/api/newsletter/confirm"));
    const link = linkIn(mail!.textBody, "/api/newsletter/unsubscribe");

    const page = await callFunction(siteApi, link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(text.unsubscribeIntro("leaving@example.com"));
    expect(html).toContain(`<form method="post" action="${link.replaceAll("&", "&amp;")}">`);
    expect(html).toContain('<html lang="en">');
    expect(await subscriberOf("leaving@example.com")).toMatchObject({ status: "active" });

    const done = await callFunction(siteApi, link, { method: "POST", headers: FORM, rawBody: "" });
    expect(location(done)).toBe("/newsletter/unsubscribed");
    expect(await subscriberOf("leaving@example.com")).toMatchObject({ status: "unsubscribed" });
    expect(location(await callFunction(siteApi, link, { method: "POST", headers: FORM, rawBody: "" }))).toBe(
      "/newsletter/unsubscribed",
    );

    await testDb().deleteFrom("emailOutbox").where("toAddress", "=", "leaving@example.com").execute();
    await formPost({ email: "leaving@example.com" });
    expect(await subscriberOf("leaving@example.com")).toMatchObject({ status: "pending" });
    expect(await confirmationsTo("leaving@example.com")).toHaveLength(1);
  });

  it("a mail client's one-click POST answers 200; a bad link 404 (one-click) or 'link expired'", async () => {
    await formPost({ email: "oneclick@example.com" });
    const [mail] = await confirmationsTo("oneclick@example.com");
    const link = linkIn(mail!.textBody, "/api/newsletter/unsubscribe");
    const oneClick = await callFunction(siteApi, link, {
      method: "POST",
      headers: FORM,
      rawBody: "List-Unsubscribe=One-Click",
      origin: null,
    });
    expect(oneClick.status).toBe(200);
    expect(await subscriberOf("oneclick@example.com")).toMatchObject({ status: "unsubscribed" });
    const bad = await callFunction(siteApi, "/api/newsletter/unsubscribe?token=nope", {
      method: "POST",
      headers: FORM,
      rawBody: "List-Unsubscribe=One-Click",
    });
    expect(bad.status).toBe(404);
    expect(location(await callFunction(siteApi, "/api/newsletter/unsubscribe?token=nope"))).toBe(
      "/newsletter/link-expired",
    );
  });
});
