/**
 * GET /api/admin/summary, the counts of the admin's home-page strip: refused without a session
 * (401) and for a non-admin (403); for an admin, each count moves with exactly the rows it names.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { NewQuote } from "../../src/server/db/schema";
import type { AdminSummary } from "../../src/shared/admin-summary";
import { seedTestDatabase, testDb } from "../support/db";
import { validQuote } from "../support/leads";
import { adminSessions } from "../support/admin-session";
import { callFunction } from "../support/functions";

const getSummary = (cookie?: string) => callFunction(adminApi, "/api/admin/summary", { cookie });

let adminId: string;
let adminCookie: string;
let visitorCookie: string;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminId, adminCookie, visitorCookie } = await adminSessions("summary"));
});

async function insertContact(status: "new" | "contacted" | "completed", isSpam = false) {
  await testDb()
    .insertInto("contactSubmissions")
    .values({
      firstName: "Harold",
      lastName: "Finch",
      email: "harold@example.com",
      message: "Storm damage.",
      status,
      isSpam,
    })
    .execute();
}

/** A quote row as the quote form stores it, in the given status. */
async function insertQuote(status: "new" | "quoted" | "cancelled") {
  const { formFillMs: _formFillMs, ...fields } = validQuote();
  await testDb()
    .insertInto("quotes")
    .values({ ...(fields as Omit<NewQuote, "status">), status })
    .execute();
}

async function insertPost(status: "draft" | "published") {
  const slug = `summary-${status}-${Math.random().toString(36).slice(2, 8)}`;
  await testDb()
    .insertInto("blogPosts")
    .values({ title: slug, slug, content: "<p>Ten characters at least.</p>", status, authorId: adminId })
    .execute();
}

describe("GET /api/admin/summary", () => {
  it("answers 401 without a session cookie", async () => {
    const response = await getSummary();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
  });

  it("answers 403 to a signed-in non-admin", async () => {
    expect((await getSummary(visitorCookie)).status).toBe(403);
  });

  it("counts new contacts, new quotes and unpublished posts for an admin", async () => {
    const before = await getSummary(adminCookie);
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toMatch(/^application\/json/);
    const baseline = (await before.json()) as AdminSummary;

    await insertContact("new");
    await insertContact("new", true);
    await insertContact("contacted");
    await insertContact("completed");
    await insertQuote("new");
    await insertQuote("quoted");
    await insertQuote("cancelled");
    await insertPost("draft");
    await insertPost("draft");
    await insertPost("published");

    const after = await getSummary(adminCookie);
    expect(after.status).toBe(200);
    // Spam stays in the count: the dashboard's New Contacts card counts every row marked New.
    expect(await after.json()).toEqual({
      newContacts: baseline.newContacts + 2,
      newQuotes: baseline.newQuotes + 1,
      draftPosts: baseline.draftPosts + 2,
    });
  });

  it("matches the database's own counts", async () => {
    const db = testDb();
    const count = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);
    const expected = {
      newContacts: await count(
        db
          .selectFrom("contactSubmissions")
          .where("status", "=", "new")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ),
      newQuotes: await count(
        db
          .selectFrom("quotes")
          .where("status", "=", "new")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ),
      draftPosts: await count(
        db
          .selectFrom("blogPosts")
          .where("status", "=", "draft")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ),
    };
    expect(await (await getSummary(adminCookie)).json()).toEqual(expected);
  });
});
