/**
 * The order the flow e2e files start in: longest first, so the two workers finish together (the
 * run's wall time is its longest chain). Vitest orders by the durations of its own cache when it has
 * them for every file; on a fresh clone (CI) it has none and orders by file size, which put the six
 * four-line axe-sweep files (30-40 s each) last, where one of them held a worker alone while the
 * other had finished. Here a file without a cached duration is ranked by the seconds it took in the
 * last measured whole run (FILE_SECONDS; docs/quality.md "Sixth round: e2e"), and a file not
 * measured yet by its size at about the measured run's seconds per byte.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds per byte of test file over the measured run, for a file it did not have. */
const SECONDS_PER_BYTE = 1 / 107;

/**
 * Seconds per flow file in a whole two-worker run (2026-11-28 01:37-02:06 UTC, load 17-34, vitest's
 * JSON reporter: startTime to endTime; docs/quality.md "Sixth round: e2e"). Only their order
 * matters; refresh the table from a run's JSON report (`--reporter=json`) when the files change a lot.
 */
const FILE_SECONDS: Record<string, number> = {
  "admin-editor.test.ts": 184,
  "admin.test.ts": 133,
  "axe-sweep-site-375.test.ts": 122,
  "admin-account.test.ts": 117,
  "axe-sweep-content-1280.test.ts": 113,
  "first-trip.test.ts": 113,
  "axe-sweep-content-375.test.ts": 109,
  "axe-sweep-site-1280.test.ts": 94,
  "axe-sweep-console-375.test.ts": 94,
  "valid-html.test.ts": 92,
  "lead-forms.test.ts": 82,
  "photos-upload.test.ts": 80,
  "axe-sweep-console-1280.test.ts": 75,
  "booking.test.ts": 75,
  "axe-sweep-console-rest-375.test.ts": 74,
  "contract.test.ts": 72,
  "axe-sweep-console-rest-1280.test.ts": 65,
  "call-bar.test.ts": 65,
  "customer-pages-look.test.ts": 62,
  "public-site.test.ts": 58,
  "first-trip-1280.test.ts": 53,
  "admin-quote-detail.test.ts": 51,
  "newsletter-and-enquiries.test.ts": 49,
  "admin-projects.test.ts": 48,
  "reports.test.ts": 47,
  "push-alerts.test.ts": 46,
  "follow-ups.test.ts": 46,
  "admin-contacts.test.ts": 44,
  "blog-portfolio.test.ts": 41,
  "admin-media.test.ts": 40,
  "conversation.test.ts": 40,
  // Not in the measured run (landed after it): 23 s alone at load 21, about 40 s in a whole run at load 25.
  "texting.test.ts": 40,
  "proposals.test.ts": 39,
  "deposit-payment.test.ts": 37,
  "site-facts.test.ts": 37,
  "console-worst-case.test.ts": 36,
  "admin-layout.test.ts": 31,
  "lead-forms-early-typing-quote.test.ts": 30,
  "price-book.test.ts": 30,
  "lead-forms-early-typing.test.ts": 28,
  "lead-forms-nojs.test.ts": 27,
  "home-admin.test.ts": 21,
  "proposals-replaced.test.ts": 20,
  "alert-texts.test.ts": 18,
  "text-consent.test.ts": 16,
  "proposal-question.test.ts": 14,
  "composer-channel.test.ts": 11,
  "lead-forms-reach.test.ts": 10,
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
