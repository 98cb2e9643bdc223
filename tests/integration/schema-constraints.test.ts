import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { testDb } from "../support/db";
import { isUniqueViolation } from "../../src/server/db/errors";

let authorId: string;

beforeAll(async () => {
  const user = await testDb()
    .insertInto("users")
    .values({ email: "author@example.com", firstName: "A", lastName: "B", passwordHash: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  authorId = user.id;
});

describe("schema constraints of the data rules (docs/product.md#data)", () => {
  it("applies the SPEC defaults", async () => {
    const category = await testDb()
      .insertInto("categories")
      .values({ name: "Defaults", slug: "defaults" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(category.color).toBe("#3b82f6");

    const quote = await testDb()
      .insertInto("quotes")
      .values({
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        address: "1 Main St",
        city: "Morristown",
        state: "NJ",
        zipCode: "07960",
        projectType: "repair",
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(quote).toMatchObject({
      status: "new",
      phase: "phase-1",
      urgency: "standard",
      preferredContactMethod: "phone",
    });
    expect(quote.isSpam).toBe(false);
  });

  it("rejects a duplicate slug with a unique violation", async () => {
    const post = { title: "T", slug: "same-slug", content: "<p>Long enough body</p>", authorId };
    await testDb().insertInto("blogPosts").values(post).execute();
    const error = await testDb()
      .insertInto("blogPosts")
      .values(post)
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, "blog_posts_slug_key")).toBe(true);
  });

  it("enforces field lengths and status lists in the database too", async () => {
    const tooLongName = "x".repeat(101);
    await expect(
      testDb()
        .insertInto("contactSubmissions")
        .values({ firstName: tooLongName, lastName: "L", email: "e@example.com", message: "hello there" })
        .execute(),
    ).rejects.toThrow(/too long/);
    await expect(
      sql`insert into blog_posts (title, slug, content, author_id, status) values ('t', 'bad-status', 'c', ${authorId}, 'live')`.execute(
        testDb(),
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it("indexes the tag-stripped post body for full-text search", async () => {
    await testDb()
      .insertInto("blogPosts")
      .values({
        title: "Copper flashing",
        slug: "fts",
        content: "<p>Valleys need <strong>maintenance</strong></p>",
        authorId,
      })
      .execute();
    const hit = await sql<{ slug: string }>`
      select slug from blog_posts where search_vector @@ to_tsquery('english', 'mainten:*')
    `.execute(testDb());
    expect(hit.rows.map((row) => row.slug)).toEqual(["fts"]);
    const tagHit = await sql`select 1 from blog_posts where search_vector @@ to_tsquery('english', 'strong')`.execute(
      testDb(),
    );
    expect(tagHit.rows).toHaveLength(0);
  });
});
