/**
 * Every migration, in order. Listed statically (not read from the folder at run time) so the
 * same list works under tsx, Vitest and bundled functions. Add new files here.
 */
import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-21T0001_initial";
import * as blogSearchRankVector from "./2026-11-21T1401_blog_search_rank_vector";
import * as rebuildRequests from "./2026-11-23T1300_rebuild_requests";
import * as media from "./2026-11-24T0700_media";

export const migrations: Record<string, Migration> = {
  "2026-11-21T0001_initial": initial,
  "2026-11-21T1401_blog_search_rank_vector": blogSearchRankVector,
  "2026-11-23T1300_rebuild_requests": rebuildRequests,
  "2026-11-24T0700_media": media,
};
