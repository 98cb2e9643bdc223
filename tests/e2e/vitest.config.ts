import { defineConfig } from "vitest/config";

/**
 * End-to-end flow tests: the production build and the functions on one warm server
 * (scripts/lib/warm-stack.ts) on ports of their own, against a throw-away seeded database, driven
 * by a real Chromium. The platform checks run against `netlify serve` (platform.config.ts).
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/*.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
    reporters: ["default", "./tests/support/time-budget-reporter.ts"],
  },
});
