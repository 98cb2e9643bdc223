/**
 * The script files a built page loads before the visitor does anything, read from dist/: its
 * script tags, module preloads, island components and renderers, and everything they import
 * statically. Chunks behind a dynamic `import()` load on first use (the quote form's photo
 * picker, for one) and are not counted. The JS budgets (lighthouse-budget.ts) are measured on
 * these files, gzipped, as a compressing CDN sends them.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Static imports in built code: `import"./a.js"` and `…from"./a.js"`, never `import("./a.js")`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;
const REFERENCED_SCRIPT = /(?:src|href|component-url|renderer-url)="(\/[^"]+\.js)"/g;

/** URL paths (/_astro/…js) of the script files the page's HTML loads up front, with their static imports. */
export async function pageScriptFiles(html: string, distDir: string): Promise<string[]> {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (urlPath: string) => {
    if (urlPath.startsWith("/") && !found.has(urlPath)) {
      found.add(urlPath);
      queue.push(urlPath);
    }
  };
  for (const match of html.matchAll(REFERENCED_SCRIPT)) add(match[1]!);
  for (let current = queue.shift(); current !== undefined && found.size < 500; current = queue.shift()) {
    const code = await readFile(path.join(distDir, current), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) add(new URL(match[1]!, `http://x${current}`).pathname);
  }
  return [...found];
}

/** Gzipped bytes of built files given as URL paths, each compressed on its own. */
export async function gzippedBytes(urlPaths: readonly string[], distDir: string): Promise<number> {
  const buffers = await Promise.all(urlPaths.map((urlPath) => readFile(path.join(distDir, urlPath))));
  return buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0);
}
