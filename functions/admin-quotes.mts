/**
 * Admin: quotes and their follow-ups. Protected like every admin route, whatever the client does
 * (the console does not re-check the quote screen; the server does).
 *   GET  /api/admin/quotes                      → all quotes with their follow-up history
 *   PUT  /api/admin/quotes/:id/status           → { status }
 *   PUT  /api/admin/quotes/:id/phase            → { phase }; queues that phase's follow-up e-mail
 *   POST /api/admin/quotes/:id/send-followup    → { phase, customMessage? }; queues one follow-up
 *   DELETE /api/admin/quotes/:id                → "Delete this person" (src/server/privacy)
 * Queued e-mails are handed to delivery once committed (the scheduled retry covers any failure).
 */
import type { Config } from "@netlify/functions";
import { deliverAfterCommit } from "../src/server/http/after-commit";
import { adminOnly } from "../src/server/http/guards";
import { idParam } from "../src/server/http/params";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { readJson } from "../src/server/http/validation";
import { deletePerson } from "../src/server/privacy/privacy.service";
import {
  listQuotesForAdmin,
  moveQuoteToPhase,
  sendQuoteFollowUp,
  setQuoteStatus,
} from "../src/server/quotes/quotes.service";
import { quotePhaseUpdateSchema, quoteStatusUpdateSchema, sendFollowUpSchema } from "../src/shared/schemas/admin";

const routes: RouteTable = {
  "GET /api/admin/quotes": adminOnly(async ({ db }) => json(await listQuotesForAdmin(db))),
  "PUT /api/admin/quotes/:id/status": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    const { status } = await readJson(request, quoteStatusUpdateSchema);
    return json(await setQuoteStatus(db, id, status));
  }),
  "PUT /api/admin/quotes/:id/phase": adminOnly(async (route) => {
    const id = idParam(route.params);
    const { phase } = await readJson(route.request, quotePhaseUpdateSchema);
    const { quote, queuedOutboxIds } = await moveQuoteToPhase(route.db, id, phase);
    deliverAfterCommit(route, queuedOutboxIds);
    return json(quote);
  }),
  "POST /api/admin/quotes/:id/send-followup": adminOnly(async (route) => {
    const id = idParam(route.params);
    const { phase, customMessage } = await readJson(route.request, sendFollowUpSchema);
    const { quote, queuedOutboxIds } = await sendQuoteFollowUp(route.db, id, phase, customMessage);
    deliverAfterCommit(route, queuedOutboxIds);
    return json(quote, { status: 201 });
  }),
  "DELETE /api/admin/quotes/:id": adminOnly(async ({ db, params }) =>
    json(await deletePerson(db, "quote", idParam(params))),
  ),
};

export const config: Config = {
  path: [
    "/api/admin/quotes",
    "/api/admin/quotes/:id/status",
    "/api/admin/quotes/:id/phase",
    "/api/admin/quotes/:id/send-followup",
    "/api/admin/quotes/:id",
  ],
};
export default router(routes, config);
