/**
 * The first round trip (issue 24, decision 036d): after `astro build`, each page that links the
 * public stylesheet inlines the rules of it that its own HTML uses (Beasties matches selectors
 * against the page), and the full stylesheet moves to the end of <body>, where it no longer holds
 * up the first paint (Chromium paints what comes before a stylesheet in the body). Everything the
 * first paint shows is styled by the inlined rules, so nothing moves when the file arrives.
 *
 * Left out of the inlined rules: states a first paint cannot show (hover, focus, active), print
 * and reduced-motion rules, transitions, and custom properties nothing inlined reads. The page's
 * CSP <meta> then lists the SHA-256 of each inline script and style the page carries (the new
 * <style> among them) and no others, so no 'unsafe-inline' is needed.
 * Only the stylesheet link and the CSP <meta> are rewritten; every other byte of the page (the
 * hashed scripts among them) stays as Astro wrote it.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import Beasties from "beasties";
import postcss, { type Root } from "postcss";
import { builtPages } from "./built-pages";

const HEAD_STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;
/** The rule Astro adds in a <style> before a page's first island (astro/runtime/server/scripts.js). */
const ISLAND_RULE = "astro-island,astro-slot,astro-static-slot{display:contents}";
const CSP_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const FIRST_PAINT_CANNOT_SHOW = /:(hover|focus|focus-visible|focus-within|active)\b/;
const MEDIA_NOT_AT_FIRST_PAINT = /\bprint\b|hover:\s*hover|prefers-reduced-motion/;

/** Removes rules, at-rules and declarations the first paint does not need (see the module comment). */
export function pruneForFirstPaint(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !FIRST_PAINT_CANNOT_SHOW.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules("media", (rule) => {
    if (MEDIA_NOT_AT_FIRST_PAINT.test(rule.params)) rule.remove();
  });
  root.walkDecls(/^transition/, (decl) => {
    decl.remove();
  });
  // A custom property read by nothing that is left can go; removing one may free another.
  for (let size = -1; size !== root.toString().length;) {
    size = root.toString().length;
    removeEmpty(root);
    const read = new Set([...root.toString().matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
    root.walkAtRules("property", (rule) => {
      if (!read.has(rule.params.trim())) rule.remove();
    });
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) decl.remove();
    });
  }
  return root.toString();
}

function removeEmpty(root: Root): void {
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0) rule.remove();
  });
}

/** `'sha256-…'` of an inline element's text, as a CSP source. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The <style> texts of a page. */
const styleTexts = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

const hashesOf = (texts: string[]) => new Set(texts.map(cspHash));

/**
 * The page's CSP <meta> narrowed to its own inline elements: Astro lists the hashes of every
 * inline script and style of the whole site on each page; each page keeps those of the scripts
 * and styles it carries (JSON-LD is data, not script, and needs none).
 */
export function ownHashesOnly(html: string): string {
  const match = CSP_META.exec(html);
  if (!match) throw new Error("page has no CSP <meta>: its inline styles and scripts would be refused");
  const executable = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ];
  const own: Record<string, Set<string>> = {
    "script-src": hashesOf(executable.map((script) => script[1]!)),
    "style-src": hashesOf(styleTexts(html)),
  };
  const policy = match[2]!
    .split(";")
    .map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      const allowed = own[name ?? ""];
      if (!allowed) return part;
      const kept = sources.filter((source) => !source.startsWith("'sha") || allowed.has(source));
      const added = [...allowed].filter((hash) => !kept.includes(hash));
      return ` ${[name, ...kept, ...added].join(" ")}`;
    })
    .join(";");
  return html.replace(CSP_META, (_, open: string, _policy: string, close: string) => open + policy + close);
}

/** Whether a `unicode-range` value (`U+??`, `U+0-FF`, `U+131`, …) covers the code point. */
export function rangeCovers(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(",").some((token) => {
    const [low = "", high = low] = token.trim().replace(/^U\+/i, "").split("-");
    const from = Number.parseInt(low.replaceAll("?", "0"), 16);
    const to = Number.parseInt(high.replaceAll("?", "F"), 16);
    return codePoint >= from && codePoint <= to;
  });
}

/** The full stylesheet's @font-face rules for Latin text (web fonts and their metric-matched fallbacks). */
function latinFontFaces(css: string): string {
  const faces: string[] = [];
  postcss.parse(css).walkAtRules("font-face", (rule) => {
    let range: string | undefined;
    rule.walkDecls("unicode-range", (decl) => {
      range = decl.value;
    });
    if (range === undefined || rangeCovers(range, "A".codePointAt(0)!)) faces.push(rule.toString());
  });
  return faces.join("");
}

/** The selector inside a whole-selector `:where(…)` or `:is(…)`, else the selector itself. */
export function unwrapWhere(selector: string): string {
  const match = /^:(?:where|is)\((.*)\)$/.exec(selector.trim());
  if (!match) return selector;
  let depth = 0;
  for (const char of match[1]!) {
    depth += char === "(" ? 1 : char === ")" ? -1 : 0;
    if (depth < 0) return selector; // ":where(a) b:is(c)": the parentheses are not one pair
  }
  return unwrapWhere(match[1]!);
}

/**
 * Beasties drops a pseudo-class with its argument before matching, so Tailwind's
 * `:where(.space-y-6>:not(:last-child))` would become "" and never match; unwrapped first, it
 * matches as `.space-y-6>*`.
 */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    const base = Beasties.prototype as unknown as { normalizeCssSelector(selector: string): string };
    return base.normalizeCssSelector.call(this, unwrapWhere(selector));
  }
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * Class attributes as the browser reads them: Beasties matches selectors against attribute text
 * without decoding entities, so `[&_p]:my-5` (written `[&amp;_p]:my-5`) would match nothing.
 */
export function decodeClassAttributes(html: string): string {
  return html.replace(
    /\bclass="([^"]*)"/g,
    (_, value: string) => `class="${value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!)}"`,
  );
}

/**
 * The page with its one head stylesheet inlined as critical CSS and deferred to the end of the
 * body; unchanged when the page links no stylesheet or more than one (the console's shell).
 */
export async function inlineCriticalCss(html: string, distDir: string): Promise<string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(HEAD_STYLESHEET)];
  if (links.length !== 1) return html;
  const [link, href] = [links[0]![0], links[0]![1]!];
  const beasties = new PageBeasties({
    path: distDir,
    publicPath: "/",
    preload: "body",
    pruneSource: false,
    inlineFonts: true,
    preloadFonts: false,
    reduceInlineStyles: false,
    logLevel: "silent",
  });
  const before = new Set(styleTexts(html));
  const critical = styleTexts(await beasties.process(decodeClassAttributes(html))).find((text) => !before.has(text));
  if (critical === undefined) return html;
  // Beasties keeps the @font-face rules of families it sees named; ours are named through
  // custom properties, so the latin faces are added here (text is never painted in a face the
  // full stylesheet would then replace).
  const fonts = latinFontFaces(await readFile(path.join(distDir, href), "utf8"));
  // Astro's own island rule joins the inlined rules: one <style>, one hash in the CSP.
  const islandStyle = `<style>${ISLAND_RULE}</style>`;
  const hasIslands = html.includes(islandStyle);
  const css = fonts + pruneForFirstPaint(critical) + (hasIslands ? ISLAND_RULE : "");
  const inlined = (hasIslands ? html.replace(islandStyle, "") : html)
    .replace(link, () => `<style>${css}</style>`)
    .replace("</body>", () => `${link}</body>`);
  return ownHashesOnly(inlined);
}

/** Astro integration: rewrites every built page once the build is done. */
export function criticalCss(): AstroIntegration {
  return {
    name: "slate:critical-css",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        let rewritten = 0;
        for (const page of await builtPages(distDir)) {
          const html = await readFile(page.file, "utf8");
          const next = await inlineCriticalCss(html, distDir);
          if (next !== html) {
            await writeFile(page.file, next);
            rewritten++;
          }
        }
        logger.info(`critical CSS inlined in ${rewritten} page(s)`);
      },
    },
  };
}
