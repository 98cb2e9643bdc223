/**
 * Admin: texting a lead's customer (issue 32, items 3 and 10). Needs a signed-in admin (adminOnly: same origin, JSON).
 *   POST /api/admin/leads/:kind/:id/texts → { body } + Idempotency-Key → 202 TextView (queued; sent right after the
 *        answer through the texting outbox, once however often the request is repeated with the same key).
 *        422 naming `body` (empty or over 1,600 characters) or `phone` (no US mobile number); 409 `{ error, reason }`
 *        when the customer has not agreed to texts, replied STOP, or the number cannot take texts; 503 "Texting is
 *        off" while TWILIO_* are unset; 404 no such lead. Answering by text clears "Waiting" like an e-mail reply.
 */
import { LeadNotFound } from "../errors";
import { markLeadAnswered } from "../leads/answered";
import { markLeadMessagesAnswered } from "../conversation/messages.repository";
import { textAfterCommit } from "../flows/delivery/after-commit";
import { queueText, type QueueTextRefusal } from "../flows/sms/queue-text";
import { resumeAfterAnswer } from "../follow-ups/follow-ups.service";
import { idempotencyKeyOf } from "../flows/intake/lead-route";
import { adminOnly } from "../http/guards";
import { idParam, leadKindParam } from "../http/params";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readJsonBody } from "../http/validation";
import { smsStrings } from "../../shared/strings/sms";
import { textBodySchema } from "../../shared/texts";
import { leadContactOf } from "./lead-contact.repository";
import { textView } from "./text-view";

function refusal(reason: QueueTextRefusal): Response {
  if (reason === "off")
    return json({ error: smsStrings.off, reason }, { status: 503, headers: { "Retry-After": "3600" } });
  const error = reason === "automatic-cap" ? smsStrings.refused.off : smsStrings.refused[reason];
  if (reason === "no-number" || reason === "non-us")
    return json({ error, reason, fields: { phone: error } }, { status: 422 });
  return json({ error, reason }, { status: 409 });
}

export const textsRoutes: RouteTable = {
  "POST /api/admin/leads/:kind/:id/texts": adminOnly(async (route, admin) => {
    const lead = { kind: leadKindParam(route.params), id: idParam(route.params) };
    const key = idempotencyKeyOf(route.request);
    const parsed = textBodySchema.safeParse(await readJsonBody(route.request));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? smsStrings.body.required;
      return json({ error: message, fields: { body: message } }, { status: 422 });
    }
    const contact = await leadContactOf(route.db, lead);
    if (!contact) throw new LeadNotFound(`${lead.kind}/${lead.id}`);
    const queued = await route.db.transaction().execute(async (trx) => {
      const result = await queueText(trx, {
        leadKind: lead.kind,
        leadId: lead.id,
        to: contact.phone ?? "",
        body: parsed.data.body,
        purpose: "reply",
        idempotencyKey: key,
        sentBy: admin.id,
      });
      if (result.queued && !result.replayed) {
        await markLeadMessagesAnswered(trx, lead);
        await markLeadAnswered(trx, lead, admin.id);
      }
      return result;
    });
    if (!queued.queued) return refusal(queued.reason);
    if (!queued.replayed) {
      if (lead.kind === "quote") await resumeAfterAnswer(route.db, lead.id, new Date());
      textAfterCommit(route, [String(queued.message.id)]);
    }
    return json(textView(queued.message), { status: 202 });
  }),
};
