/**
 * Admin: follow-up sequences, the business calendar and review requests (issue 22 items 5-9,
 * decision 040). Bodies are the zod/mini schemas of src/shared/schemas/follow-ups.ts.
 *   GET    /api/admin/follow-up-sequences            → AdminSequence[]
 *   POST   /api/admin/follow-up-sequences            → SequenceInput → 201 AdminSequence
 *   PUT    /api/admin/follow-up-sequences/:id        → SequenceInput → AdminSequence (running leads re-planned)
 *   DELETE /api/admin/follow-up-sequences/:id        → { deleted: true }
 *   GET    /api/admin/follow-up-settings             → FollowUpSettings (send time, holidays, review request)
 *   PUT    /api/admin/follow-up-settings             → FollowUpSettings (running leads re-planned)
 *   GET    /api/admin/follow-ups?quote={id}          → { enrolments: AdminEnrolment[], reviewRequest }
 *   POST   /api/admin/follow-ups/:id/:action         → { stepId? } → { enrolments, … }; action pause | resume |
 *                                                      skip | send-now; 409 when the step is no longer the next
 * Refusals are `{ error, fields? }`: 400 naming each bad field, 404, 409.
 */
import { z } from "zod";
import { deliverAfterCommit, textAfterCommit } from "../flows/delivery/after-commit";
import { queueStepText } from "../flows/sms/step-text";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson, MAX_ARTICLE_BODY_BYTES } from "../http/validation";
import { InvalidInput, FIELDS_MESSAGE } from "../errors";
import { changeEnrolment, followUpsOfQuote } from "./follow-ups.service";
import { reviewRequestOfQuote } from "./review-requests.repository";
import {
  createSequence,
  getFollowUpSettings,
  listSequencesForAdmin,
  removeSequence,
  saveFollowUpSettings,
  saveSequence,
} from "./sequences.service";
import { enrolmentActions, server as schemas, type EnrolmentAction } from "../../shared/schemas/follow-ups";

const quoteOf = (request: Request) => idParam({ quote: new URL(request.url).searchParams.get("quote") ?? "" }, "quote");
const actionBody = z.object({ stepId: z.string().max(40).optional() });

function actionOf(value: string | undefined): EnrolmentAction {
  if (!(enrolmentActions as readonly string[]).includes(value ?? "")) {
    throw new InvalidInput(FIELDS_MESSAGE, { action: `One of ${enrolmentActions.join(", ")}` });
  }
  return value as EnrolmentAction;
}

export const followUpsRoutes: RouteTable = {
  "GET /api/admin/follow-up-sequences": adminOnly(async ({ db }) => json(await listSequencesForAdmin(db))),
  "POST /api/admin/follow-up-sequences": adminOnly(async ({ db, request }) =>
    json(await createSequence(db, await readJson(request, schemas.sequence, MAX_ARTICLE_BODY_BYTES)), {
      status: 201,
    }),
  ),
  "PUT /api/admin/follow-up-sequences/:id": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    const input = await readJson(request, schemas.sequence, MAX_ARTICLE_BODY_BYTES);
    return json(await saveSequence(db, id, input, new Date()));
  }),
  "DELETE /api/admin/follow-up-sequences/:id": adminOnly(async ({ db, params }) =>
    json(await removeSequence(db, idParam(params))),
  ),
  "GET /api/admin/follow-up-settings": adminOnly(async ({ db }) => json(await getFollowUpSettings(db))),
  "PUT /api/admin/follow-up-settings": adminOnly(async ({ db, request }) =>
    json(await saveFollowUpSettings(db, await readJson(request, schemas.settings), new Date())),
  ),
  "GET /api/admin/follow-ups": adminOnly(async ({ db, request }) => {
    const quoteId = quoteOf(request);
    const review = await reviewRequestOfQuote(db, quoteId);
    return json({
      enrolments: await followUpsOfQuote(db, quoteId, new Date()),
      reviewRequest: review
        ? { status: review.status, dueAt: review.dueAt.toISOString(), cancelReason: review.cancelReason }
        : null,
    });
  }),
  "POST /api/admin/follow-ups/:id/:action": adminOnly(async (route) => {
    const id = idParam(route.params);
    const action = actionOf(route.params.action);
    const { stepId } = await readJson(route.request, actionBody);
    const change = await changeEnrolment(route.db, id, action, stepId, new Date(), queueStepText);
    const { outboxId, textId } = change.queued;
    deliverAfterCommit(route, outboxId ? [outboxId] : []);
    textAfterCommit(route, textId ? [textId] : []);
    return json({ enrolments: change.enrolments });
  }),
};
