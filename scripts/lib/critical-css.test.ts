import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cspHash,
  decodeClassAttributes,
  inlineCriticalCss,
  ownHashesOnly,
  pruneForFirstPaint,
  rangeCovers,
  unwrapWhere,
} from "./critical-css";
import { renderBlockingStylesheets } from "./first-trip";

const SCRIPT = "console.log(1)";
const OTHER_SCRIPT = "console.log(2)";
const csp = (scripts: string[], styles: string[]) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${scripts.join(" ")}; style-src 'self' ${styles.join(" ")}; style-src-attr 'unsafe-inline';">`;

/** A built page as Astro writes it: the CSP <meta> lists hashes of the whole site's inline code. */
const builtPage = (body: string) =>
  `<!doctype html><html><head>${csp([cspHash(SCRIPT), cspHash(OTHER_SCRIPT)], [cspHash("astro-island{display:contents}")])}` +
  `<link rel="stylesheet" href="/_astro/site.css"></head><body>${body}<script type="module">${SCRIPT}</script></body></html>`;

const SHEET = [
  "@font-face{font-family:Inter;src:url(/_astro/inter-latin.woff2);unicode-range:U+??,U+131}",
  "@font-face{font-family:Inter;src:url(/_astro/inter-greek.woff2);unicode-range:U+370-3FF}",
  "@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}",
  "@layer theme{:root{--color-ink:#1f2933;--color-unused:#fff;--font-sans:Inter,'Inter Fallback'}}",
  "@layer utilities{.hero{color:var(--color-ink);font-family:var(--font-sans);transition-property:color}",
  ".hero:hover{color:red}.hero:focus-visible,.hero:disabled{opacity:.5}",
  ".\\[\\&_p\\]\\:my-5 p{margin-block:1.25rem}",
  ":where(.space-y-6>:not(:last-child)){margin-block-end:1.5rem}",
  ".dialog-only{display:grid}",
  "@media (hover:hover){.hero:hover{color:blue}}@media print{.hero{color:black}}}",
].join("");

describe("inlineCriticalCss", () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "critical-css-"));
    await mkdir(path.join(dist, "_astro"));
    await writeFile(path.join(dist, "_astro", "site.css"), SHEET);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  const body = `<h1 class="hero">Slate</h1><div class="[&amp;_p]:my-5"><p>Text</p></div><ul class="space-y-6"><li>a</li><li>b</li></ul>`;

  it("inlines the rules the page uses and moves the stylesheet to the end of the body", async () => {
    const html = await inlineCriticalCss(builtPage(body), dist);
    expect(renderBlockingStylesheets(html)).toEqual([]);
    expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/site.css"><\/body><\/html>$/);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(css).toContain(".hero{");
    expect(css).toContain("margin-block:1.25rem"); // [&_p]:my-5, whose class is written with &amp;
    expect(css).toContain("margin-block-end:1.5rem"); // space-y-6, inside :where()
    expect(css).toContain("inter-latin.woff2");
    expect(css).toContain("Inter Fallback");
    expect(css).not.toContain("inter-greek");
    expect(css).not.toContain(".dialog-only");
    expect(css).not.toContain("--color-unused");
    expect(css).not.toContain(":hover");
    expect(css).not.toContain("transition");
    expect(css).not.toContain("print");
    expect(css).toContain(".hero:disabled"); // a state the first paint can show
  });

  it("lets the CSP <meta> allow the inlined <style> and the page's own inline code only", async () => {
    const html = await inlineCriticalCss(builtPage(body), dist);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const policy = /content="([^"]*)"/.exec(html)![1]!;
    expect(policy).toContain(`style-src 'self' ${cspHash(css)}`);
    expect(policy).toContain(`script-src 'self' ${cspHash(SCRIPT)};`);
    expect(policy).not.toContain(cspHash(OTHER_SCRIPT));
    expect(policy).not.toMatch(/(script|style)-src [^;]*'unsafe-inline'/);
    expect(policy).toMatch(/^default-src 'self'; script-src/);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
  });

  it("takes Astro's island rule into the one inlined <style>", async () => {
    const island = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
    const html = await inlineCriticalCss(builtPage(`${island}<astro-island>${body}</astro-island>`), dist);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)![1]).toMatch(
      /astro-island,astro-slot,astro-static-slot\{display:contents\}$/,
    );
    expect(html).not.toContain(cspHash("astro-island{display:contents}"));
    expect(await inlineCriticalCss(builtPage(body), dist)).not.toContain("astro-island");
  });

  it("leaves a page with two stylesheets (the console's shell) or none as it is", async () => {
    const two = builtPage(body).replace("</head>", `<link rel="stylesheet" href="/_astro/console.css"></head>`);
    expect(await inlineCriticalCss(two, dist)).toBe(two);
    const none = builtPage(body).replace(`<link rel="stylesheet" href="/_astro/site.css">`, "");
    expect(await inlineCriticalCss(none, dist)).toBe(none);
  });

  it("refuses a page without a CSP <meta>: its inlined style would be blocked", async () => {
    const bare = builtPage(body).replace(/<meta http-equiv[^>]*>/, "");
    await expect(inlineCriticalCss(bare, dist)).rejects.toThrow(/CSP <meta>/);
  });
});

describe("the parts", () => {
  it("pruneForFirstPaint drops the custom properties and @property rules nothing left reads", () => {
    const css = pruneForFirstPaint(
      "@property --tw-a{syntax:'*';inherits:false}@property --tw-b{syntax:'*';inherits:false}:root{--x:var(--y);--y:1;--z:2}.a{width:var(--x);--tw-a:1;height:var(--tw-a)}.b:hover{width:var(--z);--tw-b:var(--tw-a)}",
    );
    expect(css).toContain("--tw-a");
    expect(css).not.toContain("--tw-b");
    expect(css).toContain("--x:var(--y)");
    expect(css).toContain("--y:1");
    expect(css).not.toContain("--z");
  });

  it("ownHashesOnly keeps a hash per inline script and style and none for JSON-LD", () => {
    const html = `<head>${csp(["'sha256-gone='"], [])}</head><script type="application/ld+json">{}</script><script>${SCRIPT}</script><style>p{}</style>`;
    const policy = /content="([^"]*)"/.exec(ownHashesOnly(html))![1]!;
    expect(policy).toContain(`script-src 'self' ${cspHash(SCRIPT)};`);
    expect(policy).toContain(`style-src 'self' ${cspHash("p{}")};`);
    expect(policy).not.toContain(cspHash("{}"));
  });

  it("rangeCovers reads unicode-range as written by fontsource and minifiers", () => {
    expect(rangeCovers("U+??,U+131", 0x41)).toBe(true);
    expect(rangeCovers("U+0000-00FF, U+0131", 0x41)).toBe(true);
    expect(rangeCovers("U+100-2BA,U+2BD-2C5", 0x41)).toBe(false);
    expect(rangeCovers("U+1F??", 0x41)).toBe(false);
  });

  it("unwrapWhere unwraps a whole-selector :where() only", () => {
    expect(unwrapWhere(":where(.space-y-6>:not(:last-child))")).toBe(".space-y-6>:not(:last-child)");
    expect(unwrapWhere(":where(a) b:is(c)")).toBe(":where(a) b:is(c)");
    expect(unwrapWhere(".a:hover")).toBe(".a:hover");
  });

  it("decodeClassAttributes decodes class values only", () => {
    expect(decodeClassAttributes(`<p class="[&amp;_p]:my-5 [content:&#39;x&#39;]" title="a &amp; b">`)).toBe(
      `<p class="[&_p]:my-5 [content:'x']" title="a &amp; b">`,
    );
  });
});
