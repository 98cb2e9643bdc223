import { defineConfig } from "vitest/config";

/**
 * End-to-end suite: the production build served by `netlify serve --offline` (as `npm run
 * preview` serves it) on ports of its own, against a throw-away seeded database, driven by a
 * real Chromium. Files run one after another: they share the server and the 2 cores.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
