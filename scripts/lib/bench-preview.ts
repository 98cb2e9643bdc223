/**
 * `npm run bench -- --only preview` (issue 34 item 12): warm calls of the customer's pages against
 * `/api/health` on `npm run preview`'s server, `netlify serve --offline` with the production build
 * and the deploy's function bundles, on a throw-away seeded database. netlify-cli runs every call
 * in a new worker that imports the function's bundle again, so there a warm call costs the bundle's
 * import plus the handler: what a page loads at import shows here, where the `proposal` section's
 * node:http server (modules imported once, as a warm Netlify instance holds them) shows the handler
 * alone. The proposal and the booking link are made through the services, as in that section.
 */
import { closeDatabases, createDb } from "../../src/server/db/client";
import { resetEnvForTests } from "../../src/server/env";
import { sentProposalPath } from "./bench-proposal";
import { warmCalls } from "./bench-warm-calls";
import { withProductionStack } from "./production-stack";

export async function previewBenchmarks(report: Record<string, unknown>): Promise<void> {
  await withProductionStack({ label: "bench-preview" }, async (stack) => {
    // The services that make the proposal sign its link as the served functions check it.
    process.env.DATABASE_URL = stack.databaseUrl;
    process.env.SITE_URL = stack.baseUrl;
    process.env.SESSION_SECRET ??= "local-measurement-secret-at-least-32-bytes";
    resetEnvForTests();
    const db = createDb(stack.databaseUrl, "pg");
    try {
      const { urlPath, bookPath } = await sentProposalPath(db);
      report.previewWarmCalls = await warmCalls(
        new URL(stack.baseUrl),
        { "GET /api/health": "/api/health", "GET /proposal/{token}": urlPath, "GET /book/{token}": bookPath },
        "127.0.0.1",
        // Each call there costs a second or more: fewer calls, under the booking page's 60 per network.
        { calls: 12, warmUp: 2, server: "netlify serve (npm run preview), a new worker importing the bundle per call" },
      );
    } finally {
      await db.destroy();
      await closeDatabases();
    }
  });
}
