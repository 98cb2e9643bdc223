/**
 * Admin: quotes and their follow-ups. Protected like every admin route, whatever the client does
 * (the console does not re-check the quote screen; the server does).
 *   GET  /api/admin/quotes?q&urgency&status&phase → the quotes matching, with follow-up history (+ a report
 *                                                  segment: rfrom, rto, rbasis, rsource, rservice, rstage, rreason)
 *   GET  /api/admin/quotes/assignees             → the admins a quote can be assigned to
 *   GET  /api/admin/quotes/:id                   → one quote's full record
 *   PUT  /api/admin/quotes/:id                   → { notes, estimatedValue, assignedTo, scheduledDate }
 *   PUT  /api/admin/quotes/:id/status            → { status }
 *   PUT  /api/admin/quotes/:id/phase             → { phase, sendEmail? }; queues that phase's e-mail unless sendEmail is false
 *   POST /api/admin/quotes/:id/preview           → { phase, customMessage? }; the e-mail as it would be queued
 *   POST /api/admin/quotes/:id/send-followup     → { phase, customMessage? } + Idempotency-Key; queues one follow-up
 *   POST /api/admin/quotes/:id/not-spam          → clears the spam flag; queues the held-back thank-you
 *   GET  /api/admin/export/quotes.csv?…          → the filtered list as CSV
 *   DELETE /api/admin/quotes/:id                 → "Delete this person" (src/server/privacy)
 * Queued e-mails are handed to delivery once committed (the scheduled retry covers any failure).
 */
import { csvHeaders } from "../export/csv";
import { deliverAfterCommit } from "../flows/delivery/after-commit";
import { adminOnly } from "../http/guards";
import { idempotencyKeyOf } from "../flows/intake/lead-route";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteRequest, type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { deletePerson } from "../privacy/privacy.service";
import {
  markQuoteNotSpam,
  moveQuoteToPhase,
  previewQuoteFollowUp,
  sendQuoteFollowUp,
  type QuoteChange,
} from "./quote-mail.service";
import { exportQuotesCsv } from "./quotes-export.service";
import {
  getQuoteForAdmin,
  listAssignees,
  listQuotesForAdmin,
  setQuoteStatus,
  updateQuoteDetails,
} from "./quotes.service";
import {
  quoteDetailsUpdateSchema,
  quoteListQuerySchema,
  quotePhaseUpdateSchema,
  quoteStatusUpdateSchema,
  sendFollowUpSchema,
} from "../../shared/schemas/admin";
import { searchToRaw } from "../../shared/schemas/quote-desk";
import { segmentParams } from "../../shared/schemas/reports";
import { reportSegmentServerSchema } from "../../shared/schemas/reports-server";

/** The list's filter from the query string; a bad value is a 400 naming it. */
const filterOf = (request: Request) => quoteListQuerySchema.parse(searchToRaw(new URL(request.url).searchParams));
/** A report figure's quotes (rfrom, rto, rsource, …; decision 042); a bad one is a 400 naming it. */
const segmentOf = (request: Request) =>
  reportSegmentServerSchema.parse(segmentParams(new URL(request.url).searchParams));

function answerChange(route: RouteRequest, change: QuoteChange, status = 200): Response {
  deliverAfterCommit(route, change.queuedOutboxIds);
  return json(change.quote, { status });
}

export const quotesAdminRoutes: RouteTable = {
  "GET /api/admin/quotes": adminOnly(async ({ db, request }) =>
    json(await listQuotesForAdmin(db, filterOf(request), segmentOf(request))),
  ),
  "GET /api/admin/quotes/assignees": adminOnly(async ({ db }) => json(await listAssignees(db))),
  "GET /api/admin/quotes/:id": adminOnly(async ({ db, params }) => json(await getQuoteForAdmin(db, idParam(params)))),
  "PUT /api/admin/quotes/:id": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    return json(await updateQuoteDetails(db, id, await readJson(request, quoteDetailsUpdateSchema)));
  }),
  "PUT /api/admin/quotes/:id/status": adminOnly(async ({ db, params, request }, admin) => {
    const id = idParam(params);
    const { status } = await readJson(request, quoteStatusUpdateSchema);
    return json(await setQuoteStatus(db, id, status, new Date(), admin.id));
  }),
  "PUT /api/admin/quotes/:id/phase": adminOnly(async (route, admin) => {
    const id = idParam(route.params);
    const { phase, sendEmail } = await readJson(route.request, quotePhaseUpdateSchema);
    return answerChange(route, await moveQuoteToPhase(route.db, id, phase, sendEmail, admin.id));
  }),
  "POST /api/admin/quotes/:id/preview": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    const { phase, customMessage } = await readJson(request, sendFollowUpSchema);
    return json(await previewQuoteFollowUp(db, id, phase, customMessage));
  }),
  "POST /api/admin/quotes/:id/send-followup": adminOnly(async (route, admin) => {
    const id = idParam(route.params);
    const key = idempotencyKeyOf(route.request);
    const { phase, customMessage } = await readJson(route.request, sendFollowUpSchema);
    return answerChange(route, await sendQuoteFollowUp(route.db, id, phase, customMessage, key, admin.id), 201);
  }),
  "DELETE /api/admin/quotes/:id": adminOnly(async ({ db, params }) =>
    json(await deletePerson(db, "quote", idParam(params))),
  ),
  "POST /api/admin/quotes/:id/not-spam": adminOnly(async (route) =>
    answerChange(route, await markQuoteNotSpam(route.db, idParam(route.params))),
  ),
  "GET /api/admin/export/quotes.csv": adminOnly(
    async ({ db, request }) =>
      new Response(await exportQuotesCsv(db, filterOf(request), segmentOf(request)), {
        headers: csvHeaders("quotes.csv"),
      }),
  ),
};
