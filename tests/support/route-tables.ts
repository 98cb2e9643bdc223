/**
 * Every route table (`src/server/<entity>/*.routes.ts`) and every function file (`functions/`),
 * found on disk so tables and functions added by any branch are covered: the tests that compare
 * them with each other, with the README's request map and with docs/product.md read them here.
 */
import type { RouteTable } from "../../src/server/http/router";
import type { FunctionModule } from "../../scripts/lib/function-routes";

export interface Route {
  /** The table's file, from the repository root, and its export. */
  table: string;
  methods: string[];
  path: string;
}

const tableModules = import.meta.glob<Record<string, RouteTable>>("../../src/server/**/*.routes.ts", { eager: true });
const functionModules = import.meta.glob<FunctionModule>("../../functions/*.mts", { eager: true });

/** Every route of every table, in table order. */
export const routes: Route[] = Object.entries(tableModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith("Routes"))
    .flatMap(([name, table]) =>
      Object.keys(table).map((key) => {
        const [methods = "", path = ""] = key.trim().split(/\s+/);
        return { table: `${file.replace("../../", "")}#${name}`, methods: methods.split("|"), path };
      }),
    ),
);

/** The HTTP function files (those with a `config.path`), by file name. */
export const httpFunctions: Record<string, FunctionModule> = Object.fromEntries(
  Object.entries(functionModules)
    .filter(([, module]) => module.config?.path)
    .map(([file, module]) => [file.replace("../../functions/", ""), module]),
);

/** A request path the route's pattern matches: each `:param` filled with a sample value. */
export const samplePath = (path: string) => path.replace(/:\w+/g, "sample").replace(/\*/g, "sample");
