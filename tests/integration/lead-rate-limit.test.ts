/**
 * The rate limit on lead submissions, through the contact function (the quote form shares it):
 * a person (network + normalised e-mail), the network (IPv4, IPv6 /64) at three times that, an
 * IPv6 /48 at ten times; exact under concurrency, windows that end, replays never counted, and
 * the 429 body the form shows inline (docs/decisions/036b).
 */
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";
import { contactsByEmail, newKey, postContact, uniqueIp, useLeadTestEnvironment, validContact } from "../support/leads";
import { leadApiMessages } from "../../src/shared/strings/leads";

const db = () => testDb();

useLeadTestEnvironment();

describe("the lead rate limit", () => {
  it("answers 429 with Retry-After past the per-person limit, while a second person behind the same IP, other IPs and replays still get through", async () => {
    process.env.LEAD_RATE_LIMIT = "3";
    const ip = uniqueIp();
    const accepted: string[] = [];
    // One mailbox however it is spelt: the person is counted on the normalised address.
    for (const email of ["limit@gmail.com", "Li.Mit@gmail.com", "limit+roof@googlemail.com"]) {
      const key = newKey();
      const response = await postContact(validContact({ email }), { ip, idempotencyKey: key });
      expect(response.status).toBe(201);
      accepted.push(key);
    }
    const refused = await postContact(validContact({ email: "l.imit+4@gmail.com" }), { ip, idempotencyKey: newKey() });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The body forms shows inline: { error } and nothing else.
    expect(await refused.json()).toEqual({ error: leadApiMessages.rateLimited(Math.ceil(retryAfter / 60)) });
    expect(await contactsByEmail("l.imit+4@gmail.com")).toHaveLength(0);

    const replay = await postContact(validContact({ email: "limit@gmail.com" }), { ip, idempotencyKey: accepted[0] });
    expect(replay.status).toBe(201);
    const householder = await postContact(validContact({ email: "partner@example.com" }), { ip });
    expect(householder.status).toBe(201);
    expect((await postContact(validContact({ email: "limit@gmail.com" }), { ip: uniqueIp() })).status).toBe(201);
  });

  it("counts concurrent submissions exactly: one person 5 of 20 (the refused ones not counted for the network), a network three times the person's limit", async () => {
    process.env.LEAD_RATE_LIMIT = "5";
    const burst = async (ip: string, email: (index: number) => string) => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          postContact(validContact({ email: email(index) }), { ip, idempotencyKey: newKey() }),
        ),
      );
      return responses.map((response) => response.status).filter((status) => status === 201).length;
    };
    const household = uniqueIp();
    expect(await burst(household, () => "burst@example.com")).toBe(5);
    expect(await contactsByEmail("burst@example.com")).toHaveLength(5);
    // The 15 refused attempts were not counted for the network: a second person still gets through.
    expect((await postContact(validContact({ email: "other@example.com" }), { ip: household })).status).toBe(201);
    expect(await burst(uniqueIp(), (index) => `burst${index}@example.com`)).toBe(15);
  });

  it("IPv6: a /64 is one network however its addresses rotate, and the /48 above it is limited at ten times", async () => {
    process.env.LEAD_RATE_LIMIT = "1";
    const statuses = async (ips: string[], label: string) => {
      const result: number[] = [];
      for (const [index, ip] of ips.entries()) {
        result.push((await postContact(validContact({ email: `${label}${index}@example.com` }), { ip })).status);
      }
      return result;
    };
    const oneSlash64 = Array.from({ length: 4 }, (_, index) => `2001:db8:64:1:${index + 1}::${index + 7}`);
    expect(await statuses(oneSlash64, "slash64-")).toEqual([201, 201, 201, 429]);

    const oneSlash48 = Array.from({ length: 12 }, (_, index) => `2001:db8:48:${index + 1}::1`);
    expect(await statuses(oneSlash48, "slash48-")).toEqual([...Array(10).fill(201), 429, 429]);
  });

  it("starts a new window once the old one has passed", async () => {
    process.env.LEAD_RATE_LIMIT = "1";
    const ip = uniqueIp();
    expect((await postContact(validContact({ email: "w@example.com" }), { ip })).status).toBe(201);
    expect((await postContact(validContact({ email: "w@example.com" }), { ip })).status).toBe(429);
    await db()
      .updateTable("rateLimitBuckets")
      .set({ windowStart: new Date(Date.now() - 601_000) })
      .where("key", "like", `lead:${ip}%`)
      .execute();
    expect((await postContact(validContact({ email: "w@example.com" }), { ip })).status).toBe(201);
  });
});
