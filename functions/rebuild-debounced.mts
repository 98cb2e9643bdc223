/**
 * Scheduled every minute: fires the Netlify build hook for content changes that have been quiet
 * for the debounce period (src/server/publishing/rebuild.ts).
 */
import type { Config } from "@netlify/functions";
import { withDb } from "../src/server/db/client";
import { flushPendingRebuild } from "../src/server/publishing/rebuild";

export default async (): Promise<Response> => {
  try {
    const outcome = await withDb((db) => flushPendingRebuild(db));
    if (outcome.status !== "none-pending") console.info("[rebuild] scheduled run:", JSON.stringify(outcome));
  } catch (error) {
    console.error("[rebuild] scheduled run failed:", (error as Error).message);
  }
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "* * * * *" };
