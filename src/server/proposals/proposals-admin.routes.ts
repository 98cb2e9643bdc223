/**
 * Admin: written proposals (issue 20; docs/product.md#proposals, decision 037). Money is integer
 * cents; totals are computed here, never trusted from the console. A sent version never changes:
 * every write to it answers 409. Bodies are the schemas of src/shared/schemas/proposal.ts.
 *   GET    /api/admin/proposals?quote={id}          → AdminProposal[] of the quote, newest version first
 *   POST   /api/admin/proposals                     → { quoteId } → 201 a blank draft (default terms, warranty,
 *                                                      valid-until); 409 when the quote has a draft already
 *   GET    /api/admin/proposals/:id                 → AdminProposal (content, priced options, status, link,
 *                                                      sent/opened tracking, acceptance, decline, questions)
 *   PUT    /api/admin/proposals/:id                 → ProposalContent (autosave, the whole document) → AdminProposal;
 *                                                      409 unless draft; 400 naming each bad field
 *   DELETE /api/admin/proposals/:id                 → { deleted: true }; 409 for an accepted or a live sent one
 *   GET    /api/admin/proposals/:id/preview         → text/html: the customer's page as it will look (forms inert)
 *   GET    /api/admin/proposals/:id/signed.pdf      → application/pdf download of a signed version (404 unless signed)
 *   POST   /api/admin/proposals/:id/send            → { message?, byText? } + Idempotency-Key → 201 AdminProposal; freezes
 *                                                      the version, e-mails the link (and texts it with byText: `text`
 *                                                      says sent, held or refused), quote → 'quoted', earlier → replaced
 *   POST   /api/admin/proposals/:id/new-version     → 201 a draft copying this (sent) version, version n+1
 *   POST   /api/admin/proposals/:id/withdraw        → AdminProposal; the link then says it was withdrawn (409 unless sent)
 *   POST   /api/admin/proposals/:id/duplicate       → { quoteId } → 201 a draft for that quote with this content
 *   GET    /api/admin/proposal-defaults             → { terms, warranty, validDays }
 *   PUT    /api/admin/proposal-defaults             → { terms, warranty, validDays } (Settings)
 * Shapes: AdminProposal and AdminQuoteProposal in src/shared/proposals/admin-view.ts (money in integer
 * cents, dates ISO, days "YYYY-MM-DD"); bodies are the zod/mini schemas in src/shared/schemas/proposal.ts
 * (`proposalContentSchema` …), which the console can run itself. Refusals are `{ error, fields? }`:
 * 400 with `fields` keyed by dotted path ("options.1.lineItems.0.unitPriceCents"), 404, 409 (state).
 * The preview may be framed by this origin only (the console), never by another site.
 * Queued e-mails are handed to delivery once committed (the scheduled retry covers any failure).
 */
import { deliverAfterCommit, textAfterCommit } from "../flows/delivery/after-commit";
import { adminOnly } from "../http/guards";
import { idempotencyKeyOf } from "../flows/intake/lead-route";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson, MAX_ARTICLE_BODY_BYTES } from "../http/validation";
import { proposalPreviewResponse } from "./customer-page.service";
import { sendProposal } from "../flows/proposals/proposal-send.service";
import { pdfResponse, signedPdfForProposal } from "./signed-pdf.service";
import {
  createProposal,
  duplicateProposal,
  getProposal,
  getProposalDefaults,
  listProposals,
  newVersion,
  removeProposal,
  saveProposal,
  setProposalDefaults,
  withdrawProposal,
} from "./proposals.service";
import { server as schemas } from "../../shared/schemas/proposal";

/** The `quote` query parameter, read like a route id (400 naming it when bad). */
const quoteOf = (request: Request) => idParam({ quote: new URL(request.url).searchParams.get("quote") ?? "" }, "quote");

export const proposalsAdminRoutes: RouteTable = {
  "GET /api/admin/proposals": adminOnly(async ({ db, request }) => json(await listProposals(db, quoteOf(request)))),
  "POST /api/admin/proposals": adminOnly(async ({ db, request }, admin) => {
    const { quoteId } = await readJson(request, schemas.create);
    return json(await createProposal(db, quoteId, admin.id), { status: 201 });
  }),
  "GET /api/admin/proposals/:id": adminOnly(async ({ db, params }) => json(await getProposal(db, idParam(params)))),
  "PUT /api/admin/proposals/:id": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    return json(await saveProposal(db, id, await readJson(request, schemas.content, MAX_ARTICLE_BODY_BYTES)));
  }),
  "DELETE /api/admin/proposals/:id": adminOnly(async ({ db, params }) =>
    json(await removeProposal(db, idParam(params))),
  ),
  "GET /api/admin/proposals/:id/preview": adminOnly(async ({ db, params }) =>
    proposalPreviewResponse(db, idParam(params)),
  ),
  "GET /api/admin/proposals/:id/signed.pdf": adminOnly(async ({ db, params }) =>
    pdfResponse(await signedPdfForProposal(db, idParam(params))),
  ),
  "POST /api/admin/proposals/:id/send": adminOnly(async (route, admin) => {
    const id = idParam(route.params);
    const key = idempotencyKeyOf(route.request);
    const { message, byText } = await readJson(route.request, schemas.send);
    const sent = await sendProposal(route.db, id, message, key, admin.id, byText);
    deliverAfterCommit(route, sent.queuedOutboxIds);
    textAfterCommit(route, sent.textIds);
    return json({ ...sent.proposal, ...(sent.text ? { text: sent.text } : {}) }, { status: 201 });
  }),
  "POST /api/admin/proposals/:id/new-version": adminOnly(async ({ db, params }, admin) =>
    json(await newVersion(db, idParam(params), admin.id), { status: 201 }),
  ),
  "POST /api/admin/proposals/:id/withdraw": adminOnly(async ({ db, params }) =>
    json(await withdrawProposal(db, idParam(params))),
  ),
  "POST /api/admin/proposals/:id/duplicate": adminOnly(async ({ db, params, request }, admin) => {
    const id = idParam(params);
    const { quoteId } = await readJson(request, schemas.duplicate);
    return json(await duplicateProposal(db, id, quoteId, admin.id), { status: 201 });
  }),
  "GET /api/admin/proposal-defaults": adminOnly(async ({ db }) => json(await getProposalDefaults(db))),
  "PUT /api/admin/proposal-defaults": adminOnly(async ({ db, request }) =>
    json(await setProposalDefaults(db, await readJson(request, schemas.defaults))),
  ),
};
