/**
 * The order the flow e2e files start in: longest first, so the two workers finish together (the
 * run's wall time is its longest chain). Vitest orders by the durations of its own cache when it has
 * them for every file; on a fresh clone (CI) it has none and orders by file size, which put the six
 * four-line axe-sweep files (30-40 s each) last, where one of them held a worker alone while the
 * other had finished. Here a file without a cached duration is ranked by the seconds it took in the
 * last measured whole run (FILE_SECONDS; docs/quality.md "Tenth round"), and a file not
 * measured yet by its size at about the measured run's seconds per byte.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds per byte of test file over the measured run, for a file it did not have. */
const SECONDS_PER_BYTE = 1 / 327;

/**
 * Seconds per flow file in a whole two-worker run on the headless shell (2026-11-29 04:00-04:10 UTC,
 * idle machine, vitest's JSON reporter: startTime to endTime; docs/quality.md "Tenth round";
 * push-alerts, which failed there on the shell, from its run in the full browser). Only their order
 * matters; refresh the table from a run's JSON report (`--reporter=json`) when the files change a lot.
 */
const FILE_SECONDS: Record<string, number> = {
  "admin-editor.test.ts": 46,
  "admin.test.ts": 37,
  "admin-account.test.ts": 36,
  "lead-forms.test.ts": 32,
  "first-trip-1280.test.ts": 31,
  "newsletter-and-enquiries.test.ts": 29,
  "public-site.test.ts": 29,
  "photos-upload.test.ts": 28,
  "admin-quote-detail.test.ts": 27,
  "axe-sweep-site-1280.test.ts": 27,
  "console-worst-case.test.ts": 27,
  "axe-sweep-console-1280.test.ts": 25,
  "axe-sweep-content-1280.test.ts": 25,
  "axe-sweep-content-375.test.ts": 25,
  "contract.test.ts": 25,
  "push-alerts.test.ts": 25,
  "booking.test.ts": 24,
  "lead-forms-early-typing-quote.test.ts": 23,
  "axe-sweep-console-rest-1280.test.ts": 22,
  "axe-sweep-console-375.test.ts": 21,
  "axe-sweep-console-rest-375.test.ts": 21,
  "call-bar.test.ts": 21,
  "first-trip.test.ts": 21,
  "proposals.test.ts": 21,
  "admin-contacts.test.ts": 20,
  "customer-pages-look.test.ts": 19,
  "deposit-payment.test.ts": 19,
  "admin-layout.test.ts": 17,
  "axe-sweep-site-375.test.ts": 17,
  "conversation.test.ts": 17,
  "follow-ups.test.ts": 17,
  "admin-projects.test.ts": 16,
  "lead-forms-early-typing.test.ts": 16,
  "admin-media.test.ts": 15,
  "blog-portfolio.test.ts": 15,
  "proposals-replaced.test.ts": 14,
  "site-facts.test.ts": 14,
  "admin-email.test.ts": 13,
  "texting.test.ts": 11,
  "alert-texts.test.ts": 10,
  "price-book.test.ts": 10,
  "lead-forms-reach.test.ts": 8,
  "reports.test.ts": 8,
  "composer-channel.test.ts": 7,
  "contract-cancel.test.ts": 7,
  "lead-forms-nojs.test.ts": 7,
  "proposal-question.test.ts": 7,
  "valid-html.test.ts": 7,
  "home-admin.test.ts": 6,
  "text-consent.test.ts": 6,
  "js-budget.test.ts": 0,
};

async function expectedSeconds(spec: TestSpecification): Promise<number> {
  const name = path.basename(spec.moduleId);
  const measured = FILE_SECONDS[name];
  if (measured !== undefined) return measured;
  return (await stat(spec.moduleId)).size * SECONDS_PER_BYTE;
}

export default class CostSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    if (files.every((spec) => cache.getTestSpecificationResult(spec))) return super.sort(files);
    const cost = new Map(await Promise.all(files.map(async (spec) => [spec, await expectedSeconds(spec)] as const)));
    return [...files].sort((a, b) => {
      const groupOrder = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groupOrder !== 0) return groupOrder;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return cost.get(b)! - cost.get(a)!;
    });
  }
}
