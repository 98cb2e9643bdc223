/** `npm run bench` section 1: bytes of HTML, CSS and JS per public page of the production build (raw, gzip). */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { kb, table } from "./bench-format";
import { builtPages } from "./built-pages";
import { inlineScripts, JS_BUDGET_KB } from "./lighthouse-budget";

/** JS files a page loads: scripts, module preloads, island components and renderers, and their imports. */
async function scriptFiles(html: string, distDir: string): Promise<string[]> {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (urlPath: string) => {
    if (urlPath.startsWith("/") && urlPath.endsWith(".js") && !found.has(urlPath)) {
      found.add(urlPath);
      queue.push(urlPath);
    }
  };
  for (const match of html.matchAll(/(?:src|href|component-url|renderer-url)="(\/[^"]+\.js)"/g)) add(match[1]!);
  while (queue.length > 0 && found.size < 500) {
    const current = queue.shift()!;
    const code = await readFile(path.join(distDir, current), "utf8").catch(() => "");
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+\.js)["']/g)) {
      add(new URL(match[1]!, `http://x${current}`).pathname);
    }
  }
  return [...found];
}

export async function pageWeights(distDir: string, report: Record<string, unknown>) {
  const rows: { page: string; html: number[]; css: number[]; js: number[]; jsFiles: number[] }[] = [];
  for (const page of (await builtPages(distDir)).filter((candidate) => candidate.kind === "public")) {
    const html = await readFile(page.file);
    const text = html.toString("utf8");
    const sizes = async (files: string[], inline: string[]) => {
      const buffers = [
        ...(await Promise.all(files.map((file) => readFile(path.join(distDir, file))))),
        ...inline.map((code) => Buffer.from(code)),
      ];
      return [
        buffers.reduce((sum, buffer) => sum + buffer.length, 0),
        buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0),
      ];
    };
    const cssFiles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+\.css)"/g)].map((m) => m[1]!);
    const inlineCss = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    const inlineJs = inlineScripts(text);
    const jsFiles = await scriptFiles(text, distDir);
    rows.push({
      page: page.urlPath,
      html: [html.length, gzipSync(html).length],
      css: await sizes(cssFiles, inlineCss),
      js: await sizes(jsFiles, inlineJs),
      jsFiles: await sizes(jsFiles, []),
    });
  }
  report.pageWeight = rows;
  console.log(
    "\nPage weight (KB, raw / gzip) — HTML, CSS and JS each page loads (JS: every chunk it can load, and inline" +
      " scripts); JS files: the script files alone, gzip, as the Lighthouse JS budget counts them\n",
  );
  console.log(
    table(
      ["Page", "HTML", "CSS", "JS", "JS files", "JS budget"],
      rows.map((row) => {
        const budget = JS_BUDGET_KB[row.page];
        return [
          row.page,
          `${kb(row.html[0]!)} / ${kb(row.html[1]!)}`,
          `${kb(row.css[0]!)} / ${kb(row.css[1]!)}`,
          `${kb(row.js[0]!)} / ${kb(row.js[1]!)}`,
          kb(row.jsFiles[1]!),
          budget === undefined ? "" : `${budget} ${row.jsFiles[1]! <= budget * 1024 ? "ok" : "MISS"}`,
        ];
      }),
    ),
  );
}
