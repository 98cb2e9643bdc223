import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serviceAreas, site } from "../../shared/site";
import { composeEmail, composeTemplate } from "./compose";
import { emailPalette } from "./layout";

describe("composeEmail", () => {
  it("puts the body inside the branded layout with the phone as a tap-to-call link", async () => {
    const email = await composeEmail({ subject: "Your visit", bodyHtml: "<p>See you on Monday.</p>" });
    expect(email.subject).toBe("Your visit");
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain("<p>See you on Monday.</p>");
    expect(email.html).toContain(site.name);
    expect(email.html).toContain(`href="${site.phone.href}"`);
    expect(email.html).toContain(`>${site.phone.display}</a>`);
    expect(email.html).toContain("/email/mark.png");
    for (const area of serviceAreas) expect(email.html).toContain(area.state);
    for (const hours of site.hours) expect(email.html).toContain(hours.label);
  });

  it("writes a plain-text twin with the same facts, from the HTML when no text is given", async () => {
    const email = await composeEmail({ subject: "Hi", bodyHtml: "<p>First &amp; second.</p><ul><li>One</li></ul>" });
    expect(email.text).toContain("First & second.");
    expect(email.text).toContain("- One");
    expect(email.text).toContain(`${site.phone.display} (${site.phone.e164})`);
    expect(email.text).toContain(site.hours[0]!.label);
    expect(email.text).toContain(serviceAreas[1]!.counties[0]);
    expect(email.text).not.toMatch(/<[a-z]/i);
    const given = await composeEmail({ subject: "Hi", bodyHtml: "<p>HTML</p>", bodyText: "Text part" });
    expect(given.text).toContain("Text part");
    expect(given.text).not.toContain("HTML");
  });

  it("escapes the values it adds itself (subject, preheader)", async () => {
    const email = await composeEmail({
      subject: 'Roof <script>alert("x")</script>',
      bodyHtml: "<p>Body</p>",
      preheader: "<img src=x onerror=alert(1)>",
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<img src=x");
    expect(email.html).toContain("&lt;script&gt;");
  });

  it("escapes template values in the HTML body and keeps them raw in the text", async () => {
    const email = await composeTemplate(
      { subject: "For {{firstName}}", htmlContent: "<p>Dear {{firstName}},</p>", textContent: "Dear {{firstName}}," },
      { firstName: 'O\'Brien <b>"x"' },
    );
    expect(email.subject).toBe('For O\'Brien <b>"x"');
    // Escaped, then sanitised again (which may write quotes in text plainly): never markup.
    expect(email.html).toMatch(/Dear O(&#39;|')Brien &lt;b&gt;(&quot;|")x(&quot;|"),/);
    expect(email.text).toContain('Dear O\'Brien <b>"x",');
  });

  it("uses the site's palette (src/styles/global.css)", () => {
    const css = readFileSync("src/styles/global.css", "utf8").toLowerCase();
    for (const colour of Object.values(emailPalette)) expect(css).toContain(colour);
  });
});
