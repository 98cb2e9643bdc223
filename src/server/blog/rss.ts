/** RSS 2.0 feed of the published posts, written by hand with XML escaping. */
import type { PublicPostSummary } from "../../shared/blog";
import { BRAND_NAME, seoDefaults } from "../../shared/site";

export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 cannot carry at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

export function renderRss(posts: readonly PublicPostSummary[], siteUrl: URL | string, buildDate = new Date()): string {
  const link = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const items = posts.map((post) => {
    const url = link(`/blog/${post.slug}`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      post.publishedAt ? `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "",
      post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : "",
      post.category ? `      <category>${escapeXml(post.category.name)}</category>` : "",
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${BRAND_NAME} Blog`)}</title>`,
    `    <link>${link("/blog")}</link>`,
    `    <description>${escapeXml(seoDefaults.blogDescription)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${buildDate.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${link("/rss.xml")}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
