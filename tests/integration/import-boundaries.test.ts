/**
 * The import boundaries of eslint.config.js bite: for each forbidden arrow, a one-line file at a
 * path inside the importing folder is linted with ESLint's own API and must be refused, while an
 * allowed import from the same place passes.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import "${specifier}";\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const FORBIDDEN: [file: string, specifier: string][] = [
  ["src/islands/forms/Probe.tsx", "../../server/db/client"],
  ["src/components/ui/Probe.tsx", "../../server/env"],
  ["src/shared/probe.ts", "../server/http/respond"],
  ["src/server/contacts/probe.ts", "../../islands/forms/ContactForm"],
  ["src/server/contacts/probe.ts", "../../../functions/contact.mts"],
  ["functions/probe.mts", "../src/islands/forms/ContactForm"],
  ["migrations/probe.ts", "../src/server/db/client"],
  ["scripts/probe.ts", "../tests/support/db"],
  ["scripts/lib/probe.ts", "../../tests/support/functions"],
];

const ALLOWED: [file: string, specifier: string][] = [
  ["src/islands/forms/Probe.tsx", "../../shared/schemas/contact"],
  ["src/server/contacts/probe.ts", "../../shared/options"],
  ["functions/probe.mts", "../src/server/http/respond"],
  ["tests/integration/probe.test.ts", "../../scripts/lib/ports"],
  ["src/islands/forms/Probe.tsx", "react-dom/client"],
  ["functions/probe.mts", "@netlify/functions"],
];

describe("import boundaries (eslint.config.js)", () => {
  it.each(FORBIDDEN)("refuses %s importing %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toHaveLength(1);
  });

  it.each(ALLOWED)("allows %s importing %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});
