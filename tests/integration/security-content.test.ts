/** Security: admin-entered URLs that end up in pages (a post's featured image, used in og:image and <img>). */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { blogFormMessages } from "../../src/shared/schemas/blog-post";
import { callFunction, cookieHeader, createUser } from "../support/functions";

const admin = { email: "content-admin@alpine.test", password: "a long admin passphrase", isAdmin: true };
let session = "";

beforeAll(async () => {
  await createUser(admin);
  const response = await callFunction(adminApi, "/api/login", { method: "POST", body: admin, ip: "192.0.2.90" });
  session = cookieHeader(response);
});

const createPost = (featuredImage: string | null) =>
  callFunction(adminApi, "/api/admin/blog/posts", {
    method: "POST",
    cookie: session,
    body: {
      title: "Copper Flashing That Outlasts the Slate",
      slug: `copper-flashing-${Math.random().toString(36).slice(2, 8)}`,
      content: "<p>Flashing fails long before good slate does.</p>",
      categoryId: null,
      status: "draft",
      featuredImage,
    },
  });

describe("a post's featuredImage", () => {
  it.each([
    ["javascript URL", "javascript:alert(1)"],
    ["data URL", "data:image/svg+xml,<svg onload=alert(1)>"],
    ["protocol-relative", "//evil.example/x.png"],
    ["plain http", "http://evil.example/x.png"],
    ["backslash", "/\\evil.example/x.png"],
    ["embedded newline", "/images/a.png\n<script>"],
    ["relative without slash", "images/a.png"],
    ["overlong", `/images/${"a".repeat(2100)}.png`],
  ])("refuses a %s (400, naming the field)", async (_name, url) => {
    const response = await createPost(url);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields?: Record<string, string> };
    expect(body.fields?.featuredImage).toBeDefined();
  });

  it.each([
    ["a site path", "/images/projects/chapel.webp"],
    ["an https URL", "https://images.example.com/chapel.webp"],
    ["no image", null],
  ])("accepts %s", async (_name, url) => {
    expect((await createPost(url)).status).toBe(201);
  });

  it("tells the editor what to use", async () => {
    const body = (await (await createPost("javascript:alert(1)")).json()) as { fields: Record<string, string> };
    expect(body.fields.featuredImage).toBe(blogFormMessages.featuredImageFormat);
  });
});
