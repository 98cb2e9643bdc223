/**
 * The JavaScript budgets (issue 24), enforced on the build the suite serves: each public page's
 * script files, gzipped, loaded before any interaction (a chunk behind import(), such as the quote
 * form's photo picker, loads on first use and is not counted), against jsBudgetKb(): /contact
 * 85 KB, /quote 100 KB, /blog 70 KB, an article's share button 1 KB, none elsewhere. Pages kept
 * out of search engines (sign-in) are not visitors' pages and have no budget, as in Lighthouse.
 */
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { builtPages } from "../../scripts/lib/built-pages";
import { jsBudgetKb } from "../../scripts/lib/lighthouse-budget";
import { gzippedBytes, pageScriptFiles } from "../../scripts/lib/page-scripts";

it("every public page stays within its JavaScript budget", async () => {
  const measured = new Map<string, number>();
  for (const page of (await builtPages("dist")).filter(
    (candidate) => candidate.kind === "public" && candidate.indexable,
  )) {
    measured.set(
      page.urlPath,
      await gzippedBytes(await pageScriptFiles(await readFile(page.file, "utf8"), "dist"), "dist"),
    );
  }
  // The measurement sees the islands at all (React alone is over 60 KB).
  expect(measured.get("/contact")).toBeGreaterThan(60 * 1024);
  expect(measured.get("/quote")).toBeGreaterThan(60 * 1024);
  const over = [...measured]
    .filter(([urlPath, bytes]) => bytes > jsBudgetKb(urlPath) * 1024)
    .map(([urlPath, bytes]) => `${urlPath}: ${(bytes / 1024).toFixed(1)} KB > ${jsBudgetKb(urlPath)} KB`);
  expect(over).toEqual([]);
});
