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
import { deliveryProblems, listOutboxForAdmin, mailHealth, retryMessage } from "./mail-desk.service";
import { listTemplatesForAdmin, previewTemplate, queueTemplateTest, saveTemplate } from "./templates.service";
import { deliverAfterCommit } from "../flows/delivery/after-commit";
import { adminOnly } from "../http/guards";
import { idParam, textParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { emailTemplateSchema } from "../../shared/schemas/mail-desk";

export const emailRoutes: RouteTable = {
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
