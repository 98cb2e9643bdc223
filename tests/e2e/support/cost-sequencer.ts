/**
 * The order the flow e2e files start in: longest first, so the two workers finish together (the
 * run's wall time is its longest chain). Vitest orders by the durations of its own cache when it has
 * them for every file; on a fresh clone (CI) it has none and orders by file size, which put the six
 * four-line axe-sweep files (30-40 s each) last, where one of them held a worker alone while the
 * other had finished. Here a file without a cached duration is ranked by the seconds it took in the
 * last measured whole run (FILE_SECONDS; docs/quality.md "Fifth round: e2e"), and a file not
 * measured yet by its size at about the measured run's seconds per byte.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds per byte of test file over the measured run, for a file it did not have. */
const SECONDS_PER_BYTE = 1 / 210;

/**
 * Seconds per flow file in a whole two-worker run (2026-11-27 19:04 UTC, read from the vitest cache
 * of that checkout; split files carry their share of the file they came from). Only their order
 * matters; refresh the table from a run's JSON report when the files change a lot.
 */
const FILE_SECONDS: Record<string, number> = {
  "first-trip.test.ts": 101,
  "axe-sweep-site-1280.test.ts": 55,
  "public-site.test.ts": 51,
  "admin-account.test.ts": 49,
  "axe-sweep-console-375.test.ts": 49,
  "photos-upload.test.ts": 49,
  "lead-forms.test.ts": 48,
  "axe-sweep-content-1280.test.ts": 46,
  "axe-sweep-content-375.test.ts": 46,
  "booking.test.ts": 44,
  "axe-sweep-site-375.test.ts": 44,
  "axe-sweep-console-rest-375.test.ts": 43,
  "call-bar.test.ts": 42,
  "customer-pages-look.test.ts": 40,
  "admin-quote-detail.test.ts": 40,
  "proposals.test.ts": 39,
  "newsletter-and-enquiries.test.ts": 39,
  "axe-sweep-console-1280.test.ts": 39,
  "axe-sweep-console-rest-1280.test.ts": 34,
  "contract.test.ts": 33,
  "lead-forms-early-typing-quote.test.ts": 31,
  "console-worst-case.test.ts": 31,
  "blog-portfolio.test.ts": 29,
  "follow-ups.test.ts": 29,
  "price-book.test.ts": 28,
  "lead-forms-early-typing.test.ts": 25,
  "reports.test.ts": 24,
  "site-facts.test.ts": 23,
  "valid-html.test.ts": 19,
  "lead-forms-nojs.test.ts": 19,
  "admin-media.test.ts": 17,
  "proposals-replaced.test.ts": 17,
  // Measured alone (issue 32 item 11, load 21): 23 s.
  "texting.test.ts": 20,
  "proposal-question.test.ts": 12,
  "alert-texts.test.ts": 12,
  "composer-channel.test.ts": 12,
  "lead-forms-reach.test.ts": 11,
  "text-consent.test.ts": 10,
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
