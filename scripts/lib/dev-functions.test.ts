import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { listFunctions } from "@netlify/zip-it-and-ship-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configLiteral, isScheduled, readFunctionConfigs, writeDevFunctions } from "./dev-functions";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "slate-dev-functions-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** How Netlify itself reads a folder of functions (netlify dev and a deploy alike): names, routes, schedules. */
async function asNetlifyReadsThem(folder: string) {
  const listed = await listFunctions([folder], { parseISC: true });
  return listed
    .map(({ name, routes, schedule, runtimeAPIVersion, excludedRoutes }) => ({
      name,
      routes,
      schedule,
      runtimeAPIVersion,
      excludedRoutes,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe("configLiteral", () => {
  it("copies the config object as written, past strings, comments and nested braces", () => {
    const source = `import x from "y";
export default router(routes, config);
export const config: Config = {
  // a comment with a } brace
  path: ["/api/a/:id", "/api/b/*", '/api/}'],
  method: ["GET"], /* and { here */
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip"] },
  note: \`a \\\` tick }\`,
};
const after = { not: "this" };`;
    const literal = configLiteral(source);
    expect(literal.startsWith("{\n  // a comment")).toBe(true);
    expect(literal.endsWith("`a \\` tick }`,\n}")).toBe(true);
    expect(configLiteral(`export const config = { schedule: "@daily" };`)).toBe(`{ schedule: "@daily" }`);
  });

  it("refuses a function whose config is not a literal object", () => {
    expect(() => configLiteral(`export const config = makeConfig();`, "x.mts")).toThrow(/x\.mts: no literal/);
    expect(() => configLiteral(`export default () => null;`, "y.mts")).toThrow(/y\.mts: no literal/);
    expect(() => configLiteral(`export const config = { path: "/a"`, "z.mts")).toThrow(/not closed/);
  });
});

describe("the dev stubs of functions/", () => {
  it("are one per function, with the same literal config, so netlify dev serves exactly a deploy's routes and schedules", async () => {
    const written = await writeDevFunctions("functions", dir);
    const real = await readFunctionConfigs("functions");
    expect(written.map((fn) => fn.name)).toEqual(real.map((fn) => fn.name));
    expect(real.length).toBeGreaterThan(0);
    const stubs = await readFunctionConfigs(dir);
    expect(stubs.map(({ name, config }) => ({ name, config }))).toEqual(
      real.map(({ name, config }) => ({ name, config })),
    );
    // Netlify's own static parser finds the same routes (paths, methods) and schedules in both folders.
    expect(await asNetlifyReadsThem(dir)).toEqual(await asNetlifyReadsThem("functions"));
  });

  it("tell the scheduled functions (their calls keep netlify dev's emulation) from the HTTP ones as Netlify's parser does", async () => {
    const real = await readFunctionConfigs("functions");
    const scheduled = (await asNetlifyReadsThem("functions")).filter((fn) => fn.schedule).map((fn) => fn.name);
    expect(real.filter(isScheduled).map((fn) => fn.name)).toEqual(scheduled);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(real.filter((fn) => !isScheduled(fn)).map((fn) => fn.name)).toEqual(
      expect.arrayContaining(["admin", "customer", "site-api"]),
    );
    const as = (config: string) => isScheduled({ name: "x", file: "x.mts", config });
    expect(as(`{ "schedule": "@daily" }`)).toBe(true);
    expect(as(`{\n  schedule: "@daily",\n}`)).toBe(true);
    expect(as(`{ path: "/api/schedule" }`)).toBe(false);
    expect(as(`{ path: ["/api/reschedule:id"] }`)).toBe(false);
  });

  it("rewrites only a stub whose text changed, and removes the stub of a function that is gone", async () => {
    const source = path.join(dir, "..", path.basename(dir) + "-src");
    await rm(source, { recursive: true, force: true });
    await writeFile(path.join(dir, "stale.mts"), "export default () => new Response('old');");
    try {
      await mkdir(source);
      await writeFile(path.join(source, "one.mts"), `export const config = { path: "/api/one" };`);
      await writeFile(path.join(source, "two.mts"), `export const config = { schedule: "@daily" };`);
      await writeDevFunctions(source, dir);
      expect((await readdir(dir)).sort()).toEqual(["one.mts", "two.mts"]);
      const before = (await stat(path.join(dir, "one.mts"))).mtimeMs;
      await writeFile(path.join(source, "two.mts"), `export const config = { schedule: "@hourly" };`);
      await writeDevFunctions(source, dir);
      expect((await stat(path.join(dir, "one.mts"))).mtimeMs).toBe(before);
      expect((await readFunctionConfigs(dir)).find((fn) => fn.name === "two")?.config).toBe(`{ schedule: "@hourly" }`);
    } finally {
      await rm(source, { recursive: true, force: true });
    }
  });
});
