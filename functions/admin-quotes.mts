/**
 * Admin: quotes and their follow-ups (SPEC §7). Protected like every admin route, whatever the
 * client does (SPEC §6 leaves the quote screen unchecked on the client; the server is not).
 *   GET  /api/admin/quotes                      → all quotes with their follow-up history
 *   PUT  /api/admin/quotes/:id/status           → { status }
 *   PUT  /api/admin/quotes/:id/phase            → { phase }; queues that phase's follow-up e-mail
 *   POST /api/admin/quotes/:id/send-followup    → { phase, customMessage? }; queues one follow-up
 * Queued e-mails are handed to delivery once committed (the scheduled retry covers any failure).
 */
import type { Config, Context } from "@netlify/functions";
import { requireAdmin } from "../src/server/auth/guard";
import { withDb } from "../src/server/db/client";
import { deliverAfterCommit } from "../src/server/email/after-commit";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";
import { matchPath, parseRouteId, pathOf } from "../src/server/http/route-params";
import { readJson } from "../src/server/http/validation";
import {
  listQuotesForAdmin,
  moveQuoteToPhase,
  sendQuoteFollowUp,
  setQuoteStatus,
} from "../src/server/quotes/quotes.service";
import { quotePhaseUpdateSchema, quoteStatusUpdateSchema, sendFollowUpSchema } from "../src/shared/schemas/admin";

const COLLECTION = "/api/admin/quotes";
const QUOTE_ACTION = /^\/api\/admin\/quotes\/([^/]+)\/(status|phase|send-followup)$/;

export default handle(async (request: Request, context: Context) => {
  await requireAdmin(request);
  if (pathOf(request) === COLLECTION) {
    if (request.method !== "GET") return methodNotAllowed(["GET"]);
    return json(await withDb(listQuotesForAdmin));
  }
  const [rawId, action] = matchPath(request, QUOTE_ACTION);
  const id = parseRouteId(rawId);

  if (action === "send-followup") {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { phase, customMessage } = await readJson(request, sendFollowUpSchema);
    const { quote, followUp } = await withDb((db) => sendQuoteFollowUp(db, id, phase, customMessage));
    await deliverAfterCommit(followUp ? [followUp.outboxId] : [], context);
    return json(quote, { status: 201 });
  }
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  if (action === "phase") {
    const { phase } = await readJson(request, quotePhaseUpdateSchema);
    const { quote, followUp } = await withDb((db) => moveQuoteToPhase(db, id, phase));
    await deliverAfterCommit(followUp ? [followUp.outboxId] : [], context);
    return json(quote);
  }
  const { status } = await readJson(request, quoteStatusUpdateSchema);
  return json(await withDb((db) => setQuoteStatus(db, id, status)));
});

export const config: Config = {
  path: [
    "/api/admin/quotes",
    "/api/admin/quotes/:id/status",
    "/api/admin/quotes/:id/phase",
    "/api/admin/quotes/:id/send-followup",
  ],
};
