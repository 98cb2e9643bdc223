/**
 * The request maps the docs give cannot drift from the route tables (issue 30 item 12): the
 * README's map lists every method and path with the table that holds it, and docs/product.md's
 * API section is one table listing every method and path (HEAD, which every GET route answers
 * too, is left out of both).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routes } from "../support/route-tables";

/** `/api/x/:id` and `/api/x/{id}` alike: each parameter as `{}`, query strings dropped. */
const normalised = (path: string) =>
  path
    .replace(/\?.*$/, "")
    .replace(/:\w+/g, "{}")
    .replace(/\{[^}]*\}/g, "{}");

/** Every route of the tables as `METHOD path`, HEAD left out. */
const routed = (withTable = false) =>
  [
    ...new Set(
      routes.flatMap((route) =>
        route.methods
          .filter((method) => method !== "HEAD")
          .map(
            (method) =>
              `${method} ${normalised(route.path)}${withTable ? ` ${route.table.replace(/^src\/server\/|#.*$/g, "")}` : ""}`,
          ),
      ),
    ),
  ].sort();

describe("the README's request map", () => {
  it("lists every route of the tables, and only those, each with its table", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("## Where things are"));
    const block = section.slice(section.indexOf("```"), section.indexOf("```", section.indexOf("```") + 3));
    const listed = [...block.matchAll(/^\s+([A-Z|]+)\s+(\/\S*)\s+(\S+\.routes\.ts)$/gm)].flatMap(
      ([, methods = "", path = "", table]) =>
        methods.split("|").map((method) => `${method} ${normalised(path)} ${table}`),
    );
    expect([...new Set(listed)].sort()).toEqual(routed(true));
  });
});

describe("docs/product.md's API table", () => {
  const product = readFileSync("docs/product.md", "utf8");
  const section = product.slice(
    product.indexOf("\n## API\n"),
    product.indexOf("\n## ", product.indexOf("\n## API\n") + 1),
  );
  const lines = section.split("\n");
  const tableLines = lines.filter((line) => line.startsWith("|"));

  it("is one table", () => {
    const first = lines.findIndex((line) => line.startsWith("|"));
    expect(lines.slice(first, first + tableLines.length)).toEqual(tableLines);
    expect(
      tableLines.every((line) => line.split(/(?<!\\)\|/).length === 6),
      "four cells a row",
    ).toBe(true);
  });

  it("lists every route of the tables, and only those", () => {
    const documented = tableLines.slice(2).flatMap((line) => {
      const [, methods = "", paths = ""] = line.split(/(?<!\\)\|/);
      const pathList = [...paths.matchAll(/`([^`]+)`/g)].map(([, path = ""]) => normalised(path.replace(/\\\|/g, "|")));
      return methods
        .split(",")
        .map((method) => method.trim())
        .flatMap((method) => pathList.map((path) => `${method} ${path}`));
    });
    expect([...new Set(documented)].sort()).toEqual(routed());
  });
});
