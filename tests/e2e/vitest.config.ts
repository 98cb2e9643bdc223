import { defineConfig } from "vitest/config";
import CostSequencer from "./support/cost-sequencer";

/**
 * Files that change what other files read, so they run alone, after the others. One is left:
 * admin-email saves the phase-1 template, which every new quote's thank-you is written from
 * (lead-forms asserts its subject; each other phase's template is asserted by admin and
 * admin-quote-detail). Every other file finds its rows by names and addresses of its own, and runs
 * beside one other file: the posts and projects published during the run are named so the build's
 * lists are compared without them (support/published-in-run.ts), a session is ended only for its
 * own browser (support/admin.ts endPageSession), and the console's global counts are compared with
 * the API answer the page drew (that each count moves with its rows: the integration tests).
 */
export const SHARED_STATE_FILES = [
  "admin-email.test.ts", // saves the phase-1 template; a failed message bannered on every screen
].map((file) => `tests/e2e/${file}`);

/**
 * End-to-end flow tests: the production build and the functions on one warm server
 * (scripts/lib/warm-stack.ts) on ports of their own, against a throw-away seeded database, driven
 * by one Chromium (global-setup.ts). Two workers run the files that keep to their own rows; the
 * files of SHARED_STATE_FILES then run one at a time (vitest projects: `sequence.groupOrder`). Files
 * start longest first (support/cost-sequencer.ts), so the two workers finish together. A worker
 * keeps its imported modules from file to file (`isolate: false`): each file otherwise imported
 * Playwright, axe and the support code again, about 1 s a file (12 short files: 90 -> 78 s). What the
 * support modules keep is safe to share: the browser connection (closeBrowser forgets it, the next
 * file connects again), the database handle of the one e2e database, a cache of password hashes and
 * a sign-in counter that only has to keep counting. The platform checks run against `netlify serve`
 * (platform.config.ts).
 */
export default defineConfig({
  test: {
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
    reporters: ["default", "./tests/support/time-budget-reporter.ts"],
    sequence: { sequencer: CostSequencer },
    projects: [
      { extends: true, test: { name: "flow", include: ["tests/e2e/*.test.ts"], exclude: SHARED_STATE_FILES } },
      {
        extends: true,
        test: { name: "flow-shared", include: SHARED_STATE_FILES, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
