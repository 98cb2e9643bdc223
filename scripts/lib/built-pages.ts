/**
 * The pages of a build, found by walking the output folder, so Lighthouse, the benchmarks and the
 * end-to-end page sweep cover every page any branch adds without a list to keep up to date.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type PageKind =
  /** A public page: held to the Lighthouse budget. */
  | "public"
  /** The admin console's shell pages (sign-in required, noindex). */
  | "admin"
  /** 404 and not-found fallbacks, served for paths that have no page. */
  | "not-found";

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** The URL path it is served at: "/", "/about", "/blog/some-post". */
  urlPath: string;
  kind: PageKind;
  /** Whether the page ships JavaScript: a hydrated island or a module script. */
  hasIslands: boolean;
  /** False for pages that ask search engines to stay away (sign-in, admin): no SEO budget for them. */
  indexable: boolean;
}

/** "index.html" → "/", "about/index.html" → "/about", "blog/post.html" → "/blog/post". */
export function urlPathOf(relativeFile: string): string {
  const clean = relativeFile
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");
  return `/${clean}`.replace(/\/$/, "") || "/";
}

const NOT_FOUND_SEGMENT = /^(404|not-found|notfound|fallback|_fallback)$/i;

export function kindOf(urlPath: string): PageKind {
  const segments = urlPath.split("/").filter(Boolean);
  if (segments[0] === "admin") return "admin";
  if (segments.some((segment) => NOT_FOUND_SEGMENT.test(segment))) return "not-found";
  return "public";
}

/** True unless the page carries a robots noindex meta tag. */
export function isIndexable(html: string): boolean {
  return !/<meta\b[^>]*name=["']?robots["']?[^>]*content=["'][^"']*noindex/i.test(html);
}

/** True when the HTML loads or inlines JavaScript that runs in the browser. */
export function shipsJavaScript(html: string): boolean {
  return /<astro-island\b/i.test(html) || /<script\b[^>]*\btype=["']?module\b/i.test(html);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "_astro") yield* htmlFiles(full);
    } else if (entry.name.endsWith(".html")) {
      yield full;
    }
  }
}

/** Every HTML page under `distDir`, sorted by URL path. */
export async function builtPages(distDir = "dist"): Promise<BuiltPage[]> {
  const root = path.resolve(distDir);
  const pages: BuiltPage[] = [];
  for await (const file of htmlFiles(root)) {
    const urlPath = urlPathOf(path.relative(root, file));
    const html = await readFile(file, "utf8");
    pages.push({
      file,
      urlPath,
      kind: kindOf(urlPath),
      hasIslands: shipsJavaScript(html),
      indexable: isIndexable(html),
    });
  }
  return pages.sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}
