/**
 * `npx tsx scripts/production-deps.ts`: the production dependencies as package-lock.json pins
 * them, as the Markdown table in docs/quality.md (for review where `npm audit` cannot reach an
 * advisory service): each direct dependency with its locked version, then how many packages the
 * production tree holds in all.
 */
import { readFileSync } from "node:fs";

interface LockedPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  license?: string;
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockedPackage & { dependencies?: Record<string, string> }>;
};
const direct = Object.keys(lock.packages[""]?.dependencies ?? {}).sort();
const production = Object.entries(lock.packages).filter(([path, entry]) => path && !entry.dev);

console.log("| Package | Locked version | License |\n| --- | --- | --- |");
for (const name of direct) {
  const entry = lock.packages[`node_modules/${name}`];
  console.log(`| ${name} | ${entry?.version ?? "not locked"} | ${entry?.license ?? ""} |`);
}
const optional = production.filter(([, entry]) => entry.optional).length;
console.log(
  `\n${direct.length} direct; ${production.length} packages in the production tree ` +
    `(${optional} of them optional platform builds, installed only where they match).`,
);
