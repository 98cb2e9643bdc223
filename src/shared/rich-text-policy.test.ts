import { describe, expect, it } from "vitest";
import { isAllowedRichTextUrl, normalizedHeadingLevel } from "./rich-text-policy";

describe("rich-text policy", () => {
  it("allows links the sanitiser keeps: http(s), mailto, tel and relative URLs", () => {
    for (const url of [
      "https://www.nrca.net",
      "HTTP://x.test",
      "mailto:a@b.test",
      "tel:+19735550100",
      "/quote",
      "#faq",
      "?a=1",
      "blog/x",
    ]) {
      expect(isAllowedRichTextUrl(url), url).toBe(true);
    }
  });

  it("refuses scripts, data, protocol-relative and disguised schemes", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "//evil.test",
      "/\\evil.test",
      "\\\\evil.test",
      "",
    ]) {
      expect(isAllowedRichTextUrl(url), url).toBe(false);
    }
  });

  it("starts headings at h2 and never skips a level", () => {
    expect(normalizedHeadingLevel(1, 1)).toBe(2);
    expect(normalizedHeadingLevel(5, 2)).toBe(3);
    expect(normalizedHeadingLevel(2, 4)).toBe(2);
  });
});
