/**
 * `dist/fonts/*.woff2`: the site's two web fonts at stable addresses, copied from their packages at
 * build, for the pages our functions draw (src/server/customer-pages/fonts.ts says why).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRoute, GetStaticPaths } from "astro";
import { CUSTOMER_PAGE_FONTS } from "../../server/customer-pages/fonts";

export const getStaticPaths = (() =>
  CUSTOMER_PAGE_FONTS.map((font) => ({
    params: { file: font.file },
    props: { source: font.source },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(await readFile(path.resolve("node_modules", (props as { source: string }).source)), {
    headers: { "Content-Type": "font/woff2" },
  });
