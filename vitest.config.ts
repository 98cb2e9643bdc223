import { defineConfig } from "vitest/config";

/** Integration tests against a real Postgres (each file gets a copy of a migrated template). */
const integration = {
  include: ["tests/integration/**/*.test.ts", "src/server/home/home.repository.test.ts"],
  globalSetup: ["tests/support/postgres-global-setup.ts"],
  setupFiles: ["tests/support/database-per-file.ts"],
};

/**
 * Two projects: unit tests beside their source (no database: Postgres is started only when an
 * integration file runs) and integration tests against a real Postgres.
 */
export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of a fresh one each
    // (their imports were 29% of the files' time, set-up 28%): each file still starts from the
    // worker's first environment (env-reset.ts) and on a database of its own (database-per-file.ts).
    isolate: false,
    reporters: ["default", "./tests/support/time-budget-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: integration.include,
          setupFiles: ["tests/support/env-reset.ts"],
          testTimeout: 30_000,
        },
      },
      { test: { name: "integration", ...integration, testTimeout: 30_000, hookTimeout: 120_000 } },
    ],
  },
});
