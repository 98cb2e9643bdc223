/**
 * The build command of netlify.toml's `e2e-prebuilt` context (`netlify serve --context
 * e2e-prebuilt`, the platform e2e run only): when dist/ is stamped as the build of exactly this
 * checkout, environment and day (scripts/lib/dist-stamp.ts; the flow e2e run's warm stack stamps
 * its build), netlify serve serves it as it is and only bundles the functions; otherwise this runs
 * `astro build` as the default build command does. Every other context keeps `astro build`.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { staleParts } from "./lib/dist-stamp";

const stale = await staleParts(process.env);
if (stale.length === 0) {
  console.log("[build] dist/ is the stamped build of this checkout (scripts/lib/dist-stamp.ts): not building again");
} else {
  console.log(`[build] building: the dist/ stamp does not hold (${stale.join(", ")})`);
  const result = spawnSync(path.resolve("node_modules/.bin/astro"), ["build"], { stdio: "inherit" });
  process.exitCode = result.status ?? 1;
}
