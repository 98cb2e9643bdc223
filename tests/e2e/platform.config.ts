import { defineConfig } from "vitest/config";

/**
 * The platform checks (headers and status of every built page, function zip sizes, the 6 MB body
 * limit, a smoke walk): the production build served by `netlify serve --offline`, as
 * `npm run preview` serves it, on ports of its own. Files run one after another.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/platform/*.test.ts"],
    globalSetup: ["tests/e2e/support/platform-setup.ts"],
    fileParallelism: false,
    // pages.test.ts walks the built pages this many at a time (it.concurrent).
    maxConcurrency: 5,
    testTimeout: 60_000,
    hookTimeout: 600_000,
    reporters: ["default", "./tests/support/time-budget-reporter.ts"],
  },
});
