/**
 * Scheduled publishing (docs/product.md#states): a post or project published with a future time
 * stays private until then (content/published.ts); this job, run every few minutes by
 * functions/scheduled-publishing.mts, finds those whose time came since its last run and asks
 * for the site rebuild, so the static pages follow. The public API shows them the moment their
 * time comes, with or without this job.
 */
import type { Job } from "./job";
import { requestSiteRebuild } from "../rebuild/rebuild.job";
import { advanceLastRun, findBecamePublic } from "./scheduled-publish.repository";

export const SCHEDULED_PUBLISHING_JOB = "scheduled-publishing";

export const scheduledPublishing: Job<{ becamePublic: number }> = {
  name: SCHEDULED_PUBLISHING_JOB,
  run: (db) =>
    db.transaction().execute(async (trx) => {
      const since = await advanceLastRun(trx, SCHEDULED_PUBLISHING_JOB);
      const due = await findBecamePublic(trx, since);
      if (due.length > 0) {
        const names = due.map(({ kind, slug }) => `${kind} "${slug}"`).join(", ");
        await requestSiteRebuild(trx, `scheduled time came for ${names}`);
      }
      return { becamePublic: due.length };
    }),
};
