/**
 * The route shared by POST /api/contact and POST /api/quotes. A JSON body (the islands) is read
 * and validated with the form's own schema, takes the Idempotency-Key header and is answered
 * 201 { id } (marked Idempotent-Replayed for a replay). A plain form post (no JavaScript) runs the
 * same schema, spam screen, rate limit, idempotency and outbox, and is answered with a 303 to the
 * form's thank-you page, or with an HTML page saying what to fix or why nothing was sent. Either
 * way the queued e-mails go to delivery after the response when the platform allows it.
 */
import type { ZodType } from "zod";
import type { Db } from "../../db/schema";
import type { AcceptedLead, LeadSubmission } from "./intake.service";
import { leadApiMessages, leadFormPostStrings } from "../../../shared/strings/leads";
import { serializeCookie } from "../../auth/cookies";
import { BOOKING_COOKIE, BOOKING_COOKIE_SECONDS, leadToken } from "../../booking/booking-token";
import { deliverAfterCommit, pushAfterCommit, textAfterCommit } from "../delivery/after-commit";
import { clientIp } from "../../http/client-ip";
import { HttpError } from "../../http/errors";
import { formPostIdempotencyKey, isFormPost, readFormFields, seeOther, type TypedValues } from "../../http/form-post";
import { leadFormPageResponse, type LeadFormPage } from "../../http/lead-form-html";
import { json, toErrorResponse } from "../../http/respond";
import type { RouteHandler, RouteRequest } from "../../http/router";
import { fieldErrorsFrom, readJson } from "../../http/validation";

/** A form's object schema: its keys are the form's field names. */
type LeadSchema<T> = ZodType<T> & { readonly shape: Readonly<Record<string, unknown>> };

export type SubmitLead<T> = (db: Db, lead: T, submission: LeadSubmission) => Promise<AcceptedLead>;

const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's key, undefined when absent; a malformed key is a 400. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return undefined;
  if (!KEY_FORMAT.test(key)) throw new HttpError(400, leadApiMessages.idempotencyKeyInvalid);
  return key;
}

async function accept<T>(
  route: RouteRequest,
  submit: SubmitLead<T>,
  lead: T,
  key: (ip: string) => string | undefined,
  plainForm = false,
) {
  const ip = clientIp(route.request, route.platform);
  const userAgent = route.request.headers.get("user-agent");
  const accepted = await submit(route.db, lead, { ip, userAgent, idempotencyKey: key(ip), plainForm });
  pushAfterCommit(route, accepted.queuedAlertIds ?? []);
  deliverAfterCommit(route, accepted.queuedOutboxIds);
  textAfterCommit(route, accepted.queuedTextIds ?? []);
  return accepted;
}

/**
 * Lets the thank-you page's "pick a time" link (`/book`) find this lead's booking page (decision
 * 041), when the lead earned one: never for suspected spam or a post without our form token.
 */
function rememberForBooking(response: Response, form: LeadFormPage, accepted: AcceptedLead): Response {
  if (!form.leadKind || !accepted.mayBook) return response;
  const token = leadToken({ kind: form.leadKind, id: accepted.id });
  response.headers.append(
    "Set-Cookie",
    serializeCookie(BOOKING_COOKIE, token, { maxAgeSeconds: BOOKING_COOKIE_SECONDS, httpOnly: true }),
  );
  return response;
}

/** A refusal (413, 429, 503…) as a page: the same status, message and headers as the JSON answer. */
async function failurePage(form: LeadFormPage, error: unknown, values: TypedValues | undefined): Promise<Response> {
  const answer = toErrorResponse(error);
  const { error: message } = (await answer.json()) as { error: string };
  const retryAfter = answer.headers.get("Retry-After");
  return leadFormPageResponse(form, {
    status: answer.status,
    title: leadFormPostStrings.failedTitle,
    message: values ? `${message} ${leadFormPostStrings.retryIntro}` : message,
    values,
    headers: retryAfter ? { "Retry-After": retryAfter } : undefined,
  });
}

async function fromForm<T>(
  route: RouteRequest,
  schema: LeadSchema<T>,
  submit: SubmitLead<T>,
  form: LeadFormPage,
): Promise<Response> {
  let values: TypedValues | undefined;
  try {
    values = await readFormFields(route.request, Object.keys(schema.shape));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      return leadFormPageResponse(form, {
        status: 400,
        title: leadFormPostStrings.invalidTitle,
        message: leadFormPostStrings.invalidIntro,
        errors: fieldErrorsFrom(parsed.error),
        values,
      });
    }
    const lead = parsed.data;
    const accepted = await accept(route, submit, lead, (ip) => formPostIdempotencyKey(ip, lead), true);
    return rememberForBooking(seeOther(form.thanksPath), form, accepted);
  } catch (error) {
    return failurePage(form, error, values);
  }
}

export function leadRoute<T>(schema: LeadSchema<T>, submit: SubmitLead<T>, form: LeadFormPage): RouteHandler {
  return async (route) => {
    if (isFormPost(route.request)) return fromForm(route, schema, submit, form);
    const lead = await readJson(route.request, schema);
    const idempotencyKey = idempotencyKeyOf(route.request);
    const accepted = await accept(route, submit, lead, () => idempotencyKey);
    return rememberForBooking(
      json(
        { id: accepted.id },
        { status: 201, headers: accepted.replayed ? { "Idempotent-Replayed": "true" } : undefined },
      ),
      form,
      accepted,
    );
  };
}
