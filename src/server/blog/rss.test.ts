import { describe, expect, it } from "vitest";
import type { PublicPostSummary } from "../../shared/blog";
import { escapeXml, renderRss } from "./rss";

const post: PublicPostSummary = {
  id: 1,
  slug: "a-post",
  title: 'Flashing & "valleys" <tested>',
  excerpt: "Tom's notes\u0001 on lead & copper",
  featuredImage: null,
  publishedAt: "2024-02-14T14:00:00.000Z",
  updatedAt: "2024-02-14T14:00:00.000Z",
  categoryId: 1,
  category: { id: 1, slug: "repairs", name: "Repairs & Care", color: "#6d28d9" },
  authorName: "Daniel Kessler",
  readingTimeMinutes: 3,
};

describe("renderRss", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    const xml = renderRss([post], "https://example.com");
    expect(xml).toContain("<title>Flashing &amp; &quot;valleys&quot; &lt;tested&gt;</title>");
    expect(xml).toContain("<description>Tom&apos;s notes on lead &amp; copper</description>");
    expect(xml).toContain("<category>Repairs &amp; Care</category>");
    expect(xml).toContain("<link>https://example.com/blog/a-post</link>");
    expect(xml).toContain("<pubDate>Wed, 14 Feb 2024 14:00:00 GMT</pubDate>");
    expect(xml.includes("\u0001")).toBe(false);
  });

  it("is well-formed: every opened element is closed", () => {
    const xml = renderRss(
      [post, { ...post, id: 2, slug: "b", excerpt: null, category: null, publishedAt: null }],
      "https://e.com",
    );
    const opened = (xml.match(/<(item|channel|title|link|guid|description)\b[^/>]*>/g) ?? []).length;
    const closed = (xml.match(/<\/(item|channel|title|link|guid|description)>/g) ?? []).length;
    expect(opened).toBe(closed);
    expect(escapeXml("<&>")).toBe("&lt;&amp;&gt;");
  });
});
