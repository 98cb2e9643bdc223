import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normalizeBodyHeadings, sanitizeRichText, stripTags } from "./sanitize";

const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));

describe("sanitizeRichText", () => {
  it("keeps ordinary article markup", () => {
    const html =
      '<h2>Flashing</h2><p>Use <strong>16 oz</strong> <a href="https://example.com/a">copper</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes script, style, iframe, object, embed and form elements with their content", () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://x"></iframe>' +
      '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><input name="q"></form><p>b</p>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe("<p>a</p><p>b</p>");
  });

  it("removes event handlers, style, class and id attributes", () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()" style="position:fixed" class="fixed inset-0" id="main">x</p><img src="/a.png" onerror="x()">',
    );
    expect(clean).not.toMatch(/onclick|onerror|style=|class=|id=/);
    expect(clean).toContain('<img src="/a.png" alt="" />');
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "&#106;avascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "//evil.example/x",
  ])("drops the dangerous URL %s", (url) => {
    const clean = sanitizeRichText(`<a href="${url}">link</a><img src="${url}" alt="x">`);
    expect(clean).not.toMatch(/href=|src=/);
    expect(clean).toContain("link");
  });

  it("keeps http(s), mailto, tel and relative links", () => {
    for (const href of [
      "https://a.example/",
      "http://a.example/",
      "mailto:a@b.c",
      "tel:+18887663257",
      "/contact",
      "#faq",
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
  });

  it("adds rel=noopener noreferrer to links that open a new tab and drops other targets", () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/a" target="_top">x</a>')).toBe('<a href="/a">x</a>');
  });

  it("never lets a tag with an on* attribute or a script through, whatever the input", () => {
    const pieces = fc.constantFrom(
      "<script>x()</script>",
      "<img src=x onerror=alert(1)>",
      "<svg onload=alert(1)>",
      '<a href="javascript:x()">',
      "<p>",
      "</p>",
      "<h1>",
      "</h4>",
      "<scr<script>ipt>",
      "<!--",
      "-->",
      "<![CDATA[",
      "text",
      '"',
      "<",
      ">",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const clean = sanitizeRichText(parts.join(""));
        expect(clean).not.toMatch(/<script|<svg|\son\w+=|javascript:/i);
      }),
      { numRuns: 300 },
    );
  });
});

describe("normalizeBodyHeadings", () => {
  it("starts bodies at h2", () => {
    expect(normalizeBodyHeadings("<h1>A</h1><p>x</p><h1>B</h1>")).toBe("<h2>A</h2><p>x</p><h2>B</h2>");
  });

  it("never goes more than one level deeper than the previous heading", () => {
    const html = normalizeBodyHeadings("<h2>A</h2><h5>B</h5><h6>C</h6><h3>D</h3><h2>E</h2><h4>F</h4>");
    expect(headingLevels(html)).toEqual([2, 3, 4, 3, 2, 3]);
    expect(html).toContain("<h3>B</h3>");
  });

  it("keeps every heading's open and close tags matched for any sequence of levels", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 20 }), (levels) => {
        const html = normalizeBodyHeadings(levels.map((level, i) => `<h${level}>t${i}</h${level}>`).join(""));
        const result = headingLevels(html);
        result.forEach((level, i) => {
          expect(level).toBeGreaterThanOrEqual(2);
          expect(level).toBeLessThanOrEqual((result[i - 1] ?? 1) + 1);
        });
        expect(html).toMatch(/^(<h([2-6])>t\d+<\/h\2>)*$/);
      }),
    );
  });
});

describe("stripTags", () => {
  it("returns the text with collapsed whitespace", () => {
    expect(stripTags("<h2>Title</h2>\n<p>One <b>two</b></p><script>x</script>")).toBe("Title One two");
  });
});
