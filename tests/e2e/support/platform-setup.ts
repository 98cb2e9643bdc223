/**
 * Once per run of the platform checks: the production stack (scripts/lib/production-stack.ts:
 * `netlify serve --offline`, as `npm run preview` serves the site) with the dev admin seeded, on
 * ports of its own; everything is removed afterwards.
 */
import type { TestProject } from "vitest/node";
import { startProductionStack } from "../../../scripts/lib/production-stack";
import { e2eEnv } from "./e2e-env";

export default async function setup(project: TestProject) {
  const stack = await startProductionStack({ label: "e2e-platform", withDevAdmin: true, env: e2eEnv() });
  project.provide("e2e", { baseUrl: stack.baseUrl, databaseUrl: stack.databaseUrl });
  return () => stack.stop();
}
