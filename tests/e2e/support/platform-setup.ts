/**
 * Once per run of the platform checks: the production stack (scripts/lib/production-stack.ts:
 * `netlify serve --offline`, as `npm run preview` serves the site) with the dev admin seeded, on
 * ports of its own; everything is removed afterwards. Its build step is netlify.toml's
 * `e2e-prebuilt` context: when the flow run just built dist/ from this checkout (its stamp holds,
 * scripts/lib/dist-stamp.ts), netlify serve serves that build on the port it was built for and
 * only bundles the functions; otherwise it builds as `npm run preview` does.
 */
import type { TestProject } from "vitest/node";
import { stampedSiteUrl } from "../../../scripts/lib/dist-stamp";
import { startProductionStack } from "../../../scripts/lib/production-stack";
import { e2eEnv } from "./e2e-env";

export default async function setup(project: TestProject) {
  const stamped = await stampedSiteUrl();
  const stack = await startProductionStack({
    label: "e2e-platform",
    forTests: true,
    withDevAdmin: true,
    env: e2eEnv(),
    context: "e2e-prebuilt",
    preferredPort: stamped ? Number(new URL(stamped).port) : undefined,
  });
  project.provide("e2e", { baseUrl: stack.baseUrl, databaseUrl: stack.databaseUrl });
  return () => stack.stop();
}
