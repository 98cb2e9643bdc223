/**
 * Admin: the conversation with a lead (issue 21, decision 038). Every route needs a signed-in admin;
 * writes also pass adminOnly's same-origin and JSON checks.
 *   GET  /api/admin/leads/:kind/:id/timeline?older=N&images=1 → LeadTimeline (newest last, 50 a page; `older`
 *                                                           skips that many from the end); changes nothing;
 *                                                           remote (absolute https:) images only with images=1
 *   POST /api/admin/leads/:kind/:id/read                 → { read: true }: the lead's replies are read (a POST,
 *                                                           so no image or link in a message can do it)
 *   POST /api/admin/leads/:kind/:id/reply-preview        → { body } → { subject, to, text } (placeholders filled)
 *   POST /api/admin/leads/:kind/:id/reply                → { body } + Idempotency-Key → 201 { messageId, outboxId };
 *                                                           threaded, through the outbox; 409 for a hard-bounced address;
 *                                                           a quote's reminders paused for a customer's question go on
 *   POST /api/admin/leads/:kind/:id/calls                → Idempotency-Key → 201 { callId, loggedAt }: "Logged a call";
 *                                                           answers the lead like a reply (issue 34), reminders too
 *   GET  /api/admin/messages/unmatched                   → UnmatchedMessage[] (inbound mail no lead claims)
 *   POST /api/admin/messages/:id/attach                  → { kind, id } → { attached: true }; 404 when no longer unmatched
 *   POST /api/admin/messages/:id/discard                 → { discarded: true }; 404 when no longer unmatched
 *   GET  /api/admin/messages/:id/attachments/:key        → the kept file (private, no-store, as a download)
 *   GET  /api/admin/saved-replies                        → { snippets }
 *   PUT  /api/admin/saved-replies                        → { snippets } (Settings)
 * Shapes: src/shared/conversation.ts; bodies: src/shared/schemas/conversation.ts. Refusals are `{ error, fields? }`.
 */
import { deliverAfterCommit } from "../flows/delivery/after-commit";
import { resumeAfterAnswer } from "../follow-ups/follow-ups.service";
import { badRequest } from "../http/errors";
import { adminOnly } from "../http/guards";
import { idempotencyKeyOf } from "../flows/intake/lead-route";
import { idParam, leadKindParam } from "../http/params";
import { errorResponse, json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import {
  attachUnmatched,
  discardUnmatched,
  leadTimeline,
  markRepliesRead,
  previewReply,
  savedReplies,
  saveSavedReplies,
  sendReply,
  unmatchedMessages,
} from "./conversation.service";
import { readAttachment } from "./attachments";
import { logCall } from "./calls.service";
import { findMessage } from "./messages.repository";
import type { LeadRef } from "../leads/lead-ref";
import { server as schemas } from "../../shared/schemas/conversation";

function leadParam(params: Readonly<Record<string, string>>): LeadRef {
  return { kind: leadKindParam(params), id: idParam(params) };
}

const messageId = (params: Readonly<Record<string, string>>) => String(idParam(params));

export const conversationRoutes: RouteTable = {
  "GET /api/admin/leads/:kind/:id/timeline": adminOnly(async ({ db, params, request }) => {
    const query = new URL(request.url).searchParams;
    const older = Number(query.get("older") ?? 0);
    if (!Number.isInteger(older) || older < 0) throw badRequest("Invalid older", { older: "A whole number from 0" });
    return json(await leadTimeline(db, leadParam(params), { older, withImages: query.get("images") === "1" }));
  }),
  "POST /api/admin/leads/:kind/:id/read": adminOnly(async ({ db, params }) => {
    await markRepliesRead(db, leadParam(params));
    return json({ read: true });
  }),
  "POST /api/admin/leads/:kind/:id/reply-preview": adminOnly(async ({ db, params, request }) =>
    json(await previewReply(db, leadParam(params), await readJson(request, schemas.reply))),
  ),
  "POST /api/admin/leads/:kind/:id/reply": adminOnly(async (route, admin) => {
    const lead = leadParam(route.params);
    const key = idempotencyKeyOf(route.request);
    const input = await readJson(route.request, schemas.reply);
    const sent = await sendReply(route.db, lead, input, admin.id, key);
    // The owner answered: proposal reminders paused for the customer's question go on (issue 34 item 9).
    if (lead.kind === "quote") await resumeAfterAnswer(route.db, lead.id, new Date());
    deliverAfterCommit(route, [sent.outboxId]);
    return json(sent, { status: 201 });
  }),
  "POST /api/admin/leads/:kind/:id/calls": adminOnly(async (route, admin) => {
    const lead = leadParam(route.params);
    const call = await logCall(route.db, lead, admin.id, idempotencyKeyOf(route.request));
    // A call answers like a reply: reminders paused for the customer's question go on.
    if (lead.kind === "quote") await resumeAfterAnswer(route.db, lead.id, new Date());
    return json(call, { status: 201 });
  }),
  "GET /api/admin/messages/unmatched": adminOnly(async ({ db }) => json(await unmatchedMessages(db))),
  "POST /api/admin/messages/:id/attach": adminOnly(async ({ db, params, request }) => {
    const id = messageId(params);
    const target = await readJson(request, schemas.attach);
    await attachUnmatched(db, id, target);
    return json({ attached: true });
  }),
  "POST /api/admin/messages/:id/discard": adminOnly(async ({ db, params }) => {
    await discardUnmatched(db, messageId(params));
    return json({ discarded: true });
  }),
  "GET /api/admin/messages/:id/attachments/:key": adminOnly(async ({ db, params }) => {
    const message = await findMessage(db, messageId(params));
    const key = decodeURIComponent(params.key ?? "");
    const attachment = message?.attachments.find((entry) => entry.key === key);
    const file = attachment ? await readAttachment(key) : undefined;
    if (!attachment || !file) return errorResponse(404, "Attachment not found");
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${attachment.name.replace(/["\\]/g, "_")}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
  "GET /api/admin/saved-replies": adminOnly(async ({ db }) => json(await savedReplies(db))),
  "PUT /api/admin/saved-replies": adminOnly(async ({ db, request }) =>
    json(await saveSavedReplies(db, await readJson(request, schemas.snippets))),
  ),
};
