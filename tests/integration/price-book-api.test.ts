/**
 * The price book's admin API (issue 34 item 8): admins only, from this site; bad input named by
 * field (400), never a 500; create, list, replace, remove; a double tap or retry with the same
 * Idempotency-Key adds one item and the same work with the same unit is refused by name (409);
 * a proposal's line copied from an item stays as it was when the item changes or goes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { PriceBookItem } from "../../src/shared/schemas/price-book";
import { priceBookStrings } from "../../src/shared/strings/price-book";
import { seedTestDatabase, testDb } from "../support/db";
import { adminSessions, insertQuote } from "../support/admin-session";
import { adminCall, draftFor, threeOptions } from "../support/proposals";

let cookie: string;
let visitorCookie: string;
const BOOK = "/api/admin/price-book";
const slateRelay = {
  description: "Slate relay, Vermont grey",
  unit: "sq",
  unitPriceCents: 185_000,
  defaultQuantity: 12.5,
};

const add = (body: unknown, key?: string) =>
  adminCall(cookie, BOOK, { method: "POST", body, headers: key ? { "Idempotency-Key": key } : {} });
const list = async () => (await (await adminCall(cookie, BOOK)).json()) as PriceBookItem[];

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie: cookie, visitorCookie } = await adminSessions("price-book"));
});

describe("the price book API", () => {
  it("is for signed-in admins, and writes come from this site", async () => {
    expect((await adminCall("", BOOK, { cookie: undefined })).status).toBe(401);
    expect((await adminCall(visitorCookie, BOOK)).status).toBe(403);
    expect((await adminCall(visitorCookie, BOOK, { method: "POST", body: slateRelay })).status).toBe(403);
    const crossSite = await adminCall(cookie, BOOK, { method: "POST", body: slateRelay, origin: "https://evil.test" });
    expect(crossSite.status).toBe(403);
    const notJson = await adminCall(cookie, BOOK, {
      method: "POST",
      rawBody: "description=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
    expect(await list()).toEqual([]);
  });

  it("names each bad field with a 400, never a 500", async () => {
    const bad = await add({ description: "  ", unit: "x".repeat(21), unitPriceCents: -1, defaultQuantity: 1.2345 });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(["defaultQuantity", "description", "unit", "unitPriceCents"]);
    expect(fields.defaultQuantity).toBe("At most three decimals");
    for (const body of [
      {},
      { ...slateRelay, unitPriceCents: 1.5 },
      { ...slateRelay, unitPriceCents: 100_000_001 },
      { ...slateRelay, defaultQuantity: 0 },
      { ...slateRelay, unitPriceCents: "185000" },
    ]) {
      expect((await add(body)).status).toBe(400);
    }
    expect(
      (await adminCall(cookie, BOOK, { method: "POST", rawBody: "{", headers: { "Content-Type": "application/json" } }))
        .status,
    ).toBe(400);
    expect((await add(slateRelay, "short")).status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it("adds, lists by description, replaces and removes items; a missing item is a 404", async () => {
    const created = await add(slateRelay);
    expect(created.status).toBe(201);
    const item = (await created.json()) as PriceBookItem;
    expect(item).toMatchObject(slateRelay);
    const setUp = (await (
      await add({ description: "  Access and set-up\n", unit: "lot", unitPriceCents: 150_000, defaultQuantity: null })
    ).json()) as PriceBookItem;
    expect(setUp).toMatchObject({ description: "Access and set-up", defaultQuantity: null });
    expect((await list()).map((entry) => entry.description)).toEqual([
      "Access and set-up",
      "Slate relay, Vermont grey",
    ]);

    const replaced = await adminCall(cookie, `${BOOK}/${item.id}`, {
      method: "PUT",
      body: { ...slateRelay, unitPriceCents: 192_500, defaultQuantity: null },
    });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ id: item.id, unitPriceCents: 192_500, defaultQuantity: null });
    const badPut = await adminCall(cookie, `${BOOK}/${item.id}`, {
      method: "PUT",
      body: { ...slateRelay, description: "" },
    });
    expect(badPut.status).toBe(400);
    expect(Object.keys(((await badPut.json()) as { fields: object }).fields)).toEqual(["description"]);

    expect((await adminCall(cookie, `${BOOK}/999999`, { method: "PUT", body: slateRelay })).status).toBe(404);
    expect((await adminCall(cookie, `${BOOK}/999999`, { method: "DELETE" })).status).toBe(404);
    expect((await adminCall(cookie, `${BOOK}/abc`, { method: "DELETE" })).status).toBe(400);
    expect(await (await adminCall(cookie, `${BOOK}/${setUp.id}`, { method: "DELETE" })).json()).toEqual({
      deleted: true,
    });
    expect((await adminCall(cookie, `${BOOK}/${setUp.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await list()).map((entry) => entry.id)).toEqual([item.id]);
  });

  it("adds one item for a repeated Idempotency-Key, and refuses the same work and unit by name", async () => {
    const valley = { description: "Copper valley", unit: "ft", unitPriceCents: 9_500, defaultQuantity: null };
    const key = "valley-key-0001";
    const [first, second] = await Promise.all([add(valley, key), add(valley, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect((await add(valley, key)).status).toBe(201);
    expect((await add({ ...valley, unitPriceCents: 1 }, key)).status).toBe(422);

    const again = await add({ ...valley, description: "COPPER VALLEY" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ fields: { description: priceBookStrings.messages.taken } });
    expect((await list()).filter((entry) => /copper valley/i.test(entry.description))).toHaveLength(1);
    // Another unit is another item; renaming onto a taken pair is refused the same way.
    const perEach = (await (await add({ ...valley, unit: "each" })).json()) as PriceBookItem;
    const clash = await adminCall(cookie, `${BOOK}/${perEach.id}`, { method: "PUT", body: valley });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ fields: { description: priceBookStrings.messages.taken } });
  });

  it("leaves a proposal's lines as they were when an item changes or goes", async () => {
    const item = (await (
      await add({ description: "Snow guards", unit: "each", unitPriceCents: 4_200, defaultQuantity: 24 })
    ).json()) as PriceBookItem;
    const content = threeOptions();
    content.options[0]!.lineItems.push({
      description: item.description,
      quantity: 24,
      unit: "each",
      unitPriceCents: 4_200,
    });
    const draft = await draftFor(cookie, (await insertQuote()).id, content);
    await adminCall(cookie, `${BOOK}/${item.id}`, { method: "PUT", body: { ...item, unitPriceCents: 9_999 } });
    await adminCall(cookie, `${BOOK}/${item.id}`, { method: "DELETE" });
    const stored = await testDb()
      .selectFrom("proposals")
      .select("content")
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(stored.content.options[0]!.lineItems.at(-1)).toEqual({
      description: "Snow guards",
      quantity: 24,
      unit: "each",
      unitPriceCents: 4_200,
    });
  });
});
