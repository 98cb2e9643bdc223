import { defineConfig } from "vitest/config";
import CostSequencer from "./support/cost-sequencer";

/**
 * Files that read or change what every file shares, so they run alone, after the others: counts and
 * recency lists on the dashboard and the home page's admin strip (a lead another file sends meanwhile
 * moves them), the published posts and projects the blog and portfolio compare with their build, every
 * session (admin-editor ends them all), the e-mail templates and the failed-mail banner on every console
 * screen, the leads a phone's alerts are pushed for, and the first lead the console layout opens (another
 * file may delete its own lead meanwhile). Every other file finds its rows by names and addresses of its
 * own, and runs beside one other file.
 */
export const SHARED_STATE_FILES = [
  "admin.test.ts", // the dashboard's recent contacts and posts; the sign-in form
  "admin-contacts.test.ts", // the dashboard's recent contacts and waiting leads
  "admin-editor.test.ts", // deletes every session; publishes posts
  "admin-email.test.ts", // edits the phase-1 template; a failed message bannered on every screen
  "admin-layout.test.ts", // opens the dashboard's first lead
  "admin-projects.test.ts", // publishes a post and a project (blog-portfolio compares the lists with the build)
  "conversation.test.ts", // the dashboard's count of unread replies
  "home-admin.test.ts", // the home strip's counts of new leads and drafts; deletes the admin's sessions
  "push-alerts.test.ts", // every emergency lead is pushed to the subscription
].map((file) => `tests/e2e/${file}`);

/**
 * End-to-end flow tests: the production build and the functions on one warm server
 * (scripts/lib/warm-stack.ts) on ports of their own, against a throw-away seeded database, driven
 * by one Chromium (global-setup.ts). Two workers run the files that keep to their own rows; the
 * files of SHARED_STATE_FILES then run one at a time (vitest projects: `sequence.groupOrder`). Files
 * start longest first (support/cost-sequencer.ts), so the two workers finish together.
 * The platform checks run against `netlify serve` (platform.config.ts).
 */
export default defineConfig({
  test: {
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    maxWorkers: 2,
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
