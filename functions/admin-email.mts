/**
 * Admin: the mail desk. Protected like every admin route (session, admin flag, same origin, JSON).
 *   GET  /api/admin/email/health                        → { configured, pending, failed, webhooks, unprocessedEvents }
 *   GET  /api/admin/email/outbox                        → messages pending, sending or failed
 *   GET  /api/admin/email/delivery-problems             → messages Postmark reported bounced or complained (038)
 *   POST /api/admin/email/outbox/:id/retry              → re-queues a failed message (409 otherwise)
 *   GET  /api/admin/email/templates                     → each phase's template
 *   PUT  /api/admin/email/templates/:phase              → { subject, htmlContent, textContent }
 *   POST /api/admin/email/templates/:phase/preview      → the draft rendered with sample values
 *   POST /api/admin/email/templates/:phase/test         → queues the saved template to the admin
 * Queued e-mails are handed to delivery once committed (the scheduled retry covers any failure).
 */
import type { Config } from "@netlify/functions";
import { deliveryProblems, listOutboxForAdmin, mailHealth, retryMessage } from "../src/server/email/mail-desk.service";
import {
  listTemplatesForAdmin,
  previewTemplate,
  queueTemplateTest,
  saveTemplate,
} from "../src/server/email/templates.service";
import { deliverAfterCommit } from "../src/server/http/after-commit";
import { adminOnly } from "../src/server/http/guards";
import { idParam, textParam } from "../src/server/http/params";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { readJson } from "../src/server/http/validation";
import { emailTemplateSchema } from "../src/shared/schemas/mail-desk";

const routes: RouteTable = {
  "GET /api/admin/email/health": adminOnly(async ({ db }) => json(await mailHealth(db))),
  "GET /api/admin/email/outbox": adminOnly(async ({ db }) => json(await listOutboxForAdmin(db))),
  "GET /api/admin/email/delivery-problems": adminOnly(async ({ db }) => json(await deliveryProblems(db))),
  "POST /api/admin/email/outbox/:id/retry": adminOnly(async (route) => {
    const message = await retryMessage(route.db, idParam(route.params));
    deliverAfterCommit(route, [message.id]);
    return json(message);
  }),
  "GET /api/admin/email/templates": adminOnly(async ({ db }) => json(await listTemplatesForAdmin(db))),
  "PUT /api/admin/email/templates/:phase": adminOnly(async ({ db, params, request }) => {
    const phase = textParam(params, "phase");
    return json(await saveTemplate(db, phase, await readJson(request, emailTemplateSchema)));
  }),
  "POST /api/admin/email/templates/:phase/preview": adminOnly(async ({ db, params, request }) => {
    const phase = textParam(params, "phase");
    return json(await previewTemplate(db, phase, await readJson(request, emailTemplateSchema)));
  }),
  "POST /api/admin/email/templates/:phase/test": adminOnly(async (route, admin) => {
    const outboxId = await queueTemplateTest(route.db, textParam(route.params, "phase"), admin);
    deliverAfterCommit(route, [outboxId]);
    return json({ outboxId, to: admin.email }, { status: 202 });
  }),
};

export const config: Config = {
  path: [
    "/api/admin/email/health",
    "/api/admin/email/delivery-problems",
    "/api/admin/email/outbox",
    "/api/admin/email/outbox/:id/retry",
    "/api/admin/email/templates",
    "/api/admin/email/templates/:phase",
    "/api/admin/email/templates/:phase/preview",
    "/api/admin/email/templates/:phase/test",
  ],
};
export default router(routes, config);
