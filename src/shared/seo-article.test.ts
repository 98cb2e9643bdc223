import { describe, expect, it } from "vitest";
import type { PublicPost } from "./blog";
import { articleDescription, articleJsonLd, articleKeywords } from "./seo-article";
import { seoDefaults } from "./site";

const post: PublicPost = {
  id: 7,
  slug: "copper-flashing",
  title: "Copper Flashing",
  excerpt: "Why copper.",
  featuredImage: null,
  publishedAt: "2025-01-21T12:00:00.000Z",
  updatedAt: "2025-02-01T12:00:00.000Z",
  categoryId: 4,
  category: { id: 4, slug: "repairs", name: "Repairs", color: "#6d28d9" },
  authorName: "Daniel Kessler",
  readingTimeMinutes: 6,
  content: "<p>x</p>",
  metaDescription: null,
  metaKeywords: "copper flashing,  step flashing ,",
};

describe("article metadata", () => {
  it("describes the post as a schema.org Article with absolute URLs and dates", () => {
    const data = articleJsonLd(post, new URL("https://example.com"));
    expect(data).toMatchObject({
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      url: "https://example.com/blog/copper-flashing",
      articleSection: "Repairs",
      author: { name: "Daniel Kessler" },
      keywords: "copper flashing, step flashing",
    });
  });

  it("falls back to the site defaults for description and keywords", () => {
    expect(articleDescription({ metaDescription: null, excerpt: null })).toBe(seoDefaults.blogDescription);
    expect(articleDescription({ metaDescription: "Meta", excerpt: "Excerpt" })).toBe("Meta");
    expect(articleKeywords({ metaKeywords: null })).toEqual([...seoDefaults.keywords]);
  });
});
