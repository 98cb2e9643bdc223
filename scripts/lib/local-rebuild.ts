/**
 * Rebuild on publish, locally (decision 019 on a developer's machine). Netlify runs the scheduled
 * `rebuild-debounced` function and its build hook; `netlify dev` and `netlify serve` run neither,
 * so a post or project published locally answered 404 until a manual build. The launcher
 * (scripts/dev.ts) starts this instead: every few seconds it runs the same debounced claim
 * (`flushPendingRebuild`, with no hook URL so nothing is fired), and when a rebuild is due it
 *   - preview (`netlify serve`, the built site): runs `astro build` into dist/ again, which the
 *     static server then serves; one build at a time, a request during a build makes one more;
 *   - dev (`astro dev`): touches the pages with getStaticPaths, so Astro's dev server drops the
 *     slugs it cached and lists the new one on the next request.
 */
import { spawn } from "node:child_process";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { createDb } from "../../src/server/db/client";
import { flushPendingRebuild } from "../../src/server/rebuild/rebuild.job";

/** How often the pending rebuild is looked at (the debounce itself is QUIET_PERIOD_MS). */
const POLL_MS = 10_000;
/** The pages whose slugs come from the database (getStaticPaths). */
export const DYNAMIC_PAGES = ["src/pages/blog/[slug].astro", "src/pages/portfolio/[slug].astro"];

export interface LocalRebuilds {
  stop(): Promise<void>;
}

function astroBuild(env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve("node_modules/.bin/astro"), ["build"], { env, stdio: "ignore" });
    child.on("exit", resolve);
    child.on("error", () => resolve(null));
  });
}

export function startLocalRebuilds(options: {
  mode: "dev" | "serve";
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  /** Tests shorten the waits and name their own pages. */
  pollMs?: number;
  quietPeriodMs?: number;
  pages?: readonly string[];
}): LocalRebuilds {
  const db = createDb(options.databaseUrl);
  const pages = options.pages ?? DYNAMIC_PAGES;
  let building: Promise<void> | undefined;
  let again = false;

  const rebuild = async (): Promise<void> => {
    if (options.mode === "dev") {
      const now = new Date();
      await Promise.all(pages.map((page) => utimes(page, now, now).catch(() => undefined)));
      console.log("[rebuild] published content changed: the dev server reloads the blog and portfolio slugs");
      return;
    }
    do {
      again = false;
      console.log("[rebuild] published content changed: building the site again (astro build)…");
      const code = await astroBuild(options.env);
      console.log(code === 0 ? "[rebuild] the site is rebuilt" : `[rebuild] astro build failed (exit ${code})`);
    } while (again);
  };

  const timer = setInterval(() => {
    void flushPendingRebuild(db, { hookUrl: undefined, quietPeriodMs: options.quietPeriodMs }).then((outcome) => {
      if (outcome.status !== "logged") return;
      if (building) {
        again = true;
        return;
      }
      building = rebuild().finally(() => (building = undefined));
    });
  }, options.pollMs ?? POLL_MS);

  return {
    stop: async () => {
      clearInterval(timer);
      await building;
      await db.destroy();
    },
  };
}
