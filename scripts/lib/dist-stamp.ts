/**
 * What dist/ was built from, so the platform e2e run can serve the build the flow run made a
 * minute earlier instead of building it again (docs/quality.md, "Fifth round: e2e"). The warm
 * stack writes the stamp after its `astro build` on a freshly seeded throw-away database; the
 * build command of netlify.toml's `e2e-prebuilt` context (scripts/build-unless-stamped.ts) skips
 * the build only when every part of the stamp still holds, and otherwise runs `astro build`:
 *
 * - `inputs`: every file of the checkout that git does not ignore (sources, content, migrations,
 *   the seed, config, lockfile), plus npm's record of what is installed and any .env file;
 * - `site`: SITE_URL (canonical links, sitemap) and NODE_ENV, the environment the build reads;
 * - `day`: the America/New_York date of the build (nothing built may read the clock unseen);
 * - `dist`: dist/ itself, so a later `npm run build` or `npm run preview` voids the stamp.
 *
 * The database is not hashed: both runs build from a fresh database seeded by the same code,
 * which `inputs` covers.
 */
import { execFileSync } from "node:child_process";
import { createHash, type Hash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export interface DistStamp {
  inputs: string;
  site: string;
  day: string;
  dist: string;
}

/** Where the stamp lives: git-ignored, and left alone by netlify serve's clean-up. */
export const STAMP_FILE = path.join(".netlify", "e2e-dist-stamp.json");

async function hashFile(hash: Hash, root: string, relative: string): Promise<void> {
  hash.update(`${relative}\0`);
  hash.update(await readFile(path.join(root, relative)).catch(() => Buffer.from("(missing)")));
  hash.update("\0");
}

/** Every non-ignored file of the checkout (tracked or not), with what npm installed. */
export async function inputsHash(root = process.cwd()): Promise<string> {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const envFiles = (await readdir(root)).filter((name) => name === ".env" || name.startsWith(".env."));
  const files = [...new Set([...listed.split("\0").filter(Boolean), ...envFiles])].sort();
  const hash = createHash("sha256");
  for (const file of files) await hashFile(hash, root, file);
  await hashFile(hash, root, "node_modules/.package-lock.json");
  return hash.digest("hex");
}

/** Every file under `dir`, by relative path and content. */
export async function treeHash(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  const hash = createHash("sha256");
  for (const file of files) await hashFile(hash, dir, file);
  return hash.digest("hex");
}

/** The environment the build reads that the sources do not fix. */
export function siteKey(env: NodeJS.ProcessEnv): string {
  return JSON.stringify({ SITE_URL: env.SITE_URL ?? null, NODE_ENV: env.NODE_ENV ?? null });
}

export function buildDay(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
}

export async function currentStamp(env: NodeJS.ProcessEnv, root = process.cwd()): Promise<DistStamp> {
  const [inputs, dist] = await Promise.all([inputsHash(root), treeHash(path.join(root, "dist"))]);
  return { inputs, site: siteKey(env), day: buildDay(), dist };
}

/** Records that dist/ was just built from this checkout with `env` (the warm stack's build). */
export async function writeDistStamp(env: NodeJS.ProcessEnv, root = process.cwd()): Promise<void> {
  await mkdir(path.join(root, ".netlify"), { recursive: true });
  await writeFile(path.join(root, STAMP_FILE), JSON.stringify(await currentStamp(env, root), null, 2));
}

export async function readDistStamp(root = process.cwd()): Promise<DistStamp | undefined> {
  const file = path.join(root, STAMP_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, "utf8")) as DistStamp;
}

/** Which parts of the stamp no longer hold (none: dist/ is the build these sources would make now). */
export async function staleParts(env: NodeJS.ProcessEnv, root = process.cwd()): Promise<string[]> {
  const stamp = await readDistStamp(root);
  if (!stamp) return ["no stamp"];
  if (!existsSync(path.join(root, "dist"))) return ["no dist/"];
  const now = await currentStamp(env, root);
  return (Object.keys(now) as (keyof DistStamp)[]).filter((key) => now[key] !== stamp[key]);
}

/** The SITE_URL the stamped build was made with, if any (the platform run serves on its port). */
export async function stampedSiteUrl(root = process.cwd()): Promise<string | undefined> {
  const stamp = await readDistStamp(root);
  if (!stamp) return undefined;
  return (JSON.parse(stamp.site) as { SITE_URL: string | null }).SITE_URL ?? undefined;
}
