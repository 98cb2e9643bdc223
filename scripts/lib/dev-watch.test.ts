import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESTART_EXIT_CODE } from "./dev-stack";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "slate-dev-watch-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A process with dev-watch.mjs loaded that imports `main.mjs` (which imports `later.mjs` after a while). */
function start() {
  const child = spawn(process.execPath, ["--import", path.resolve("scripts/lib/dev-watch.mjs"), "main.mjs"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const said = async (text: string) => {
    while (!output.includes(text)) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { child, exited, said, output: () => output };
}

describe("dev-watch.mjs, loaded into npm run dev's function handlers", () => {
  it("ends the process with the restart code when a file it imported changes, also one imported later", async () => {
    await writeFile(path.join(dir, "dep.mjs"), "export const value = 1;\n");
    await writeFile(path.join(dir, "later.mjs"), "export const value = 2;\n");
    await writeFile(path.join(dir, "unrelated.mjs"), "export const value = 3;\n");
    await writeFile(
      path.join(dir, "main.mjs"),
      `import "./dep.mjs";
console.log("ready");
setInterval(() => undefined, 1000);
setTimeout(() => import("./later.mjs").then(() => console.log("later loaded")), 0);
`,
    );
    const first = start();
    try {
      await first.said("later loaded");
      // A file it never imported changes nothing; one it imported with import() ends it.
      await writeFile(path.join(dir, "unrelated.mjs"), "export const value = 30;\n");
      await writeFile(path.join(dir, "later.mjs"), "export const value = 20;\n");
      expect(await first.exited).toBe(RESTART_EXIT_CODE);
      expect(first.output()).toContain("later.mjs changed: restarting");
      expect(first.output()).not.toContain("unrelated.mjs");
    } finally {
      first.child.kill();
    }

    const second = start();
    try {
      await second.said("ready");
      await writeFile(path.join(dir, "dep.mjs"), "export const value = 10;\n");
      expect(await second.exited).toBe(RESTART_EXIT_CODE);
      expect(second.output()).toContain("dep.mjs changed: restarting");
    } finally {
      second.child.kill();
    }
  });
});
