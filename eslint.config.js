// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import globals from "globals";
import { defineConfig } from "eslint/config";

/**
 * The allowed arrows between the parts of the repository. A relative import whose path passes
 * through one of these folders is refused in the files named below; lint fails on the arrow.
 */
/** @type {(folder: string, message: string) => { regex: string; message: string }} */
const importOf = (folder, message) => ({ regex: `^\\.{1,2}/(.*/)?${folder}(/|$)`, message });
const SERVER = importOf(
  "server",
  "Browser and shared code must not import src/server (secrets, database drivers): move shared logic to src/shared.",
);
const ISLANDS = importOf("islands", "Server code and functions must not import src/islands: islands are browser code.");
const FUNCTIONS = importOf(
  "functions",
  "src/server must not import functions/: functions call the server, not the other way.",
);
const FLOWS = importOf(
  "flows",
  "An entity (its repository and service) must not import a flow: cross-entity work (intake, proposal send and answer, the conversation's inbound mail, after-commit delivery) lives in src/server/flows/ and calls the entities, not the other way.",
);
/** A scheduled job of the jobs layer (`src/server/jobs/<name>.job`), not the machinery beside it (job.ts, claim-queue.ts). */
const LAYER_JOBS = {
  regex: "^\\.{1,2}/(.*/)?jobs/[^/]+\\.job$",
  message:
    "An entity must not import a job of src/server/jobs/: a job that delivers or cleans up one entity's rows sits beside that entity (src/server/<entity>/<name>.job.ts); jobs/ keeps the shared machinery (job.ts, claim-queue.ts) and the jobs that span entities.",
};
const TESTS = importOf(
  "tests",
  "Scripts must not import tests/: shared tooling lives in scripts/lib, which tests may import.",
);

/**
 * The no-restricted-imports rule that forbids the given arrows.
 * @type {(...patterns: object[]) => import("eslint").Linter.RulesRecord}
 */
const forbid = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/** Files and the folders they must never import (tests/integration/import-boundaries.test.ts checks them). */
const BOUNDARIES = [
  // Islands and components run in the browser; shared runs in both; page scripts are client code too.
  {
    files: [
      "src/islands/**",
      "src/components/**",
      "src/shared/**",
      "src/pages/**/*.astro/*.ts",
      "src/pages/**/*.astro/*.js",
      "src/layouts/**/*.astro/*.ts",
    ],
    rules: forbid(SERVER),
  },
  { files: ["src/server/**"], rules: forbid(ISLANDS, FUNCTIONS) },
  // Two layers in src/server: the entities and shared machinery below, the flows above. Route tables,
  // the jobs of src/server/jobs/ and the seed sit on top and may call either; a job that serves one
  // entity sits beside it and is part of it.
  {
    files: ["src/server/**"],
    ignores: ["src/server/flows/**", "src/server/jobs/**", "src/server/seed/**", "src/server/**/*.routes.ts"],
    rules: forbid(ISLANDS, FUNCTIONS, FLOWS, LAYER_JOBS),
  },
  { files: ["functions/**"], rules: forbid(ISLANDS) },
  { files: ["migrations/**"], rules: forbid(SERVER) },
  { files: ["scripts/**"], rules: forbid(TESTS) },
];

export default defineConfig(
  { ignores: ["dist/", ".astro/", ".netlify/", ".data/", "node_modules/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...BOUNDARIES,
  {
    // No source file over 250 lines (issue 30): every physical line counts, blank lines and comments
    // included, as `wc -l` counts them. Tests and migrations are exempt (a migration is frozen once
    // run; a test file holds one feature's cases).
    files: ["**/*.{ts,tsx,mts,js,mjs,astro}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "migrations/**"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: false, skipComments: false }] },
  },
);
