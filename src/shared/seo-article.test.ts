import { describe, expect, it } from "vitest";
import type { PublicPost } from "./blog";
import { articleDescription, articleJsonLd, articleKeywords, readingTimeFromWords } from "./seo-article";
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
      timeRequired: "PT1M",
    });
  });

  it("gives the structured data the word-based reading time as an ISO 8601 duration", () => {
    // 300 long words: 2 minutes by words, while the page's rule (5,100 characters / 1000) says 6.
    const content = `<p>${Array.from({ length: 300 }, () => "interdependently").join(" ")}</p>`;
    expect(articleJsonLd({ ...post, content }, "https://example.com").timeRequired).toBe("PT2M");
  });
});

describe("readingTimeFromWords", () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

  it("divides the words by 200 per minute and rounds up, at least one minute", () => {
    expect(readingTimeFromWords("")).toBe(1);
    expect(readingTimeFromWords(words(1))).toBe(1);
    expect(readingTimeFromWords(words(200))).toBe(1);
    expect(readingTimeFromWords(words(201))).toBe(2);
    expect(readingTimeFromWords(words(800))).toBe(4);
  });

  it("counts words, not characters or markup", () => {
    // 400 long words (about 9,000 characters): 2 minutes by words, 9 by the page's character rule.
    const long = Array.from({ length: 400 }, () => "interdependently-nailed").join(" ");
    expect(readingTimeFromWords(long)).toBe(2);
    expect(readingTimeFromWords('<h2 class="x">Copper</h2><p>nails&nbsp;and<br>hooks</p><ul><li>one</li></ul>')).toBe(
      1,
    );
    expect(readingTimeFromWords(`<p>${words(150)}</p><p>${words(150)}</p>`)).toBe(2);
  });

  it("falls back to the site defaults for description and keywords", () => {
    expect(articleDescription({ metaDescription: null, excerpt: null })).toBe(seoDefaults.blogDescription);
    expect(articleDescription({ metaDescription: "Meta", excerpt: "Excerpt" })).toBe("Meta");
    expect(articleKeywords({ metaKeywords: null })).toEqual([...seoDefaults.keywords]);
  });
});
