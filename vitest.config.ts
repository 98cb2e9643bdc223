import { defineConfig } from "vitest/config";

/** Unit tests beside their source and integration tests against a real Postgres. */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    setupFiles: ["tests/support/database-per-file.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default"],
  },
});
