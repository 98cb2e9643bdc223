/**
 * The import boundaries of eslint.config.js bite: for each forbidden arrow, a one-line file at a
 * path inside the importing folder is linted with ESLint's own API and must be refused, while an
 * allowed import from the same place passes. The file-length rule (max-lines) is checked the same way.
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
  // Entities (repository, service) never import a flow (src/server/flows/).
  ["src/server/quotes/probe.ts", "../flows/intake/intake.service"],
  ["src/server/contacts/probe.service.ts", "../flows/delivery/after-commit"],
  ["src/server/proposals/probe.repository.ts", "../flows/proposals/proposal-send.service"],
  ["src/server/booking/probe.ts", "../flows/proposals/proposal-response.service"],
  ["src/server/http/probe.ts", "../flows/intake/lead-route"],
  // An entity never imports a job of the jobs layer: its own delivery job sits beside it.
  ["src/server/alerts/probe.service.ts", "../jobs/alerts.job"],
  ["src/server/email/probe.ts", "../jobs/outbox.job"],
  ["src/server/blog/probe.service.ts", "../jobs/rebuild.job"],
];

const ALLOWED: [file: string, specifier: string][] = [
  ["src/islands/forms/Probe.tsx", "../../shared/schemas/contact"],
  ["src/server/contacts/probe.ts", "../../shared/options"],
  ["functions/probe.mts", "../src/server/http/respond"],
  ["tests/integration/probe.test.ts", "../../scripts/lib/ports"],
  ["src/islands/forms/Probe.tsx", "react-dom/client"],
  ["functions/probe.mts", "@netlify/functions"],
  // Flows call entities; route tables and scheduled jobs may call flows; an entity may call another.
  ["src/server/flows/intake/probe.ts", "../../quotes/quotes.repository"],
  ["src/server/quotes/probe.routes.ts", "../flows/intake/quote-request.service"],
  ["src/server/jobs/probe.ts", "../flows/delivery/after-commit"],
  ["src/server/quotes/probe.ts", "../contacts/contacts.repository"],
  // A job beside its entity, another entity's job, and the jobs layer's machinery.
  ["src/server/alerts/probe.service.ts", "./alerts.job"],
  ["src/server/alerts/probe.ts", "../email/outbox.job"],
  ["src/server/booking/probe.job.ts", "../jobs/job"],
  ["src/server/alerts/probe.repository.ts", "../jobs/claim-queue"],
  ["src/server/flows/delivery/probe.ts", "../../jobs/retention.job"],
];

describe("import boundaries (eslint.config.js)", () => {
  it.each(FORBIDDEN)("refuses %s importing %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toHaveLength(1);
  });

  it.each(ALLOWED)("allows %s importing %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});

describe("file length (eslint.config.js max-lines)", () => {
  const lengthErrors = async (filePath: string, lines: number) => {
    const [result] = await eslint.lintText("export {};\n".repeat(lines), { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === "max-lines");
  };

  it("refuses a source file of 251 lines and takes one of 250", async () => {
    expect(await lengthErrors("src/server/quotes/probe.ts", 251)).toHaveLength(1);
    expect(await lengthErrors("src/server/quotes/probe.ts", 250)).toEqual([]);
  });

  it("leaves tests and migrations alone", async () => {
    expect(await lengthErrors("tests/integration/probe.test.ts", 400)).toEqual([]);
    expect(await lengthErrors("migrations/probe.ts", 400)).toEqual([]);
  });
});
