import { describe, expect, it } from "vitest";
import { htmlToText, renderHtml, renderText } from "./render";

describe("e-mail template rendering", () => {
  it("escapes values in HTML so a customer's name cannot inject markup", () => {
    const html = renderHtml("<p>Dear {{firstName}},</p>", { firstName: `<img src=x onerror="alert(1)">` });
    expect(html).toBe("<p>Dear &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,</p>");
  });

  it("drops the paragraph of an empty custom message and keeps line breaks of a given one", () => {
    const template = "<p>Hi {{firstName}}</p>\n<p>{{customMessage}}</p>\n<p>Bye</p>";
    expect(renderHtml(template, { firstName: "Ann" })).toBe("<p>Hi Ann</p>\n<p>Bye</p>");
    expect(renderHtml(template, { firstName: "Ann", customMessage: "Line 1\nLine 2" })).toContain(
      "<p>Line 1<br>Line 2</p>",
    );
  });

  it("renders text parts without escaping and without piles of blank lines", () => {
    const text = renderText("Dear {{firstName}},\n\n{{customMessage}}\n\nThanks", { firstName: "O'Neil & Co" });
    expect(text).toBe("Dear O'Neil & Co,\n\nThanks");
  });

  it("derives a text part from HTML", () => {
    expect(htmlToText("<p>Hello &amp; welcome</p><ul><li>One</li><li>Two</li></ul>")).toBe(
      "Hello & welcome\n- One\n- Two",
    );
  });
});
