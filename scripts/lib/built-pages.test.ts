import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtPages, isIndexable, kindOf, shipsJavaScript, urlPathOf } from "./built-pages";

describe("urlPathOf", () => {
  it.each([
    ["index.html", "/"],
    ["about/index.html", "/about"],
    ["blog/slate-care/index.html", "/blog/slate-care"],
    ["404.html", "/404"],
    ["contact.html", "/contact"],
  ])("%s is served at %s", (file, expected) => expect(urlPathOf(file)).toBe(expected));
});

describe("kindOf", () => {
  it("tells public pages from admin shells and not-found pages", () => {
    expect(kindOf("/")).toBe("public");
    expect(kindOf("/blog/404-error-on-roof")).toBe("public");
    expect(kindOf("/admin")).toBe("admin");
    expect(kindOf("/admin/quotes")).toBe("admin");
    expect(kindOf("/404")).toBe("not-found");
    expect(kindOf("/blog/not-found")).toBe("not-found");
  });
});

describe("shipsJavaScript", () => {
  it("sees islands and module scripts, not JSON-LD", () => {
    expect(shipsJavaScript('<astro-island uid="1"></astro-island>')).toBe(true);
    expect(shipsJavaScript('<script type="module" src="/_astro/a.js"></script>')).toBe(true);
    expect(shipsJavaScript('<script type="application/ld+json">{}</script>')).toBe(false);
    expect(shipsJavaScript("<p>static</p>")).toBe(false);
  });
});

describe("builtPages", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("walks the output folder, skipping /_astro/", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "built-pages-"));
    await mkdir(path.join(dir, "blog", "a-post"), { recursive: true });
    await mkdir(path.join(dir, "_astro"));
    await writeFile(path.join(dir, "index.html"), "<h1>home</h1>");
    await writeFile(path.join(dir, "404.html"), "<h1>404</h1>");
    await writeFile(path.join(dir, "blog", "a-post", "index.html"), "<astro-island></astro-island>");
    await writeFile(path.join(dir, "_astro", "x.html"), "");
    const pages = await builtPages(dir);
    expect(pages.map(({ urlPath, kind, hasIslands }) => ({ urlPath, kind, hasIslands }))).toEqual([
      { urlPath: "/", kind: "public", hasIslands: false },
      { urlPath: "/404", kind: "not-found", hasIslands: false },
      { urlPath: "/blog/a-post", kind: "public", hasIslands: true },
    ]);
  });
});

describe("isIndexable", () => {
  it("is false only for a robots noindex meta tag", () => {
    expect(isIndexable('<meta name="robots" content="noindex, nofollow">')).toBe(false);
    expect(isIndexable('<meta name="robots" content="index, follow">')).toBe(true);
    expect(isIndexable("<p>noindex</p>")).toBe(true);
  });
});
