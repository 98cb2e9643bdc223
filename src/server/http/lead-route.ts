/**
 * The route shared by POST /api/contact and POST /api/quotes: read and validate the body with the
 * form's own schema, take the Idempotency-Key header and client IP, hand the lead to its service,
 * answer 201 { id } (marked Idempotent-Replayed for a replay), and then hand the queued e-mails to
 * delivery (after the response when the platform allows it).
 */
import type { Kysely } from "kysely";
import type { ZodType } from "zod";
import type { Database } from "../db/schema";
import type { AcceptedLead, LeadSubmission } from "../intake/intake.service";
import { leadApiMessages } from "../../shared/strings/leads";
import { deliverAfterCommit } from "./after-commit";
import { clientIp } from "./client-ip";
import { HttpError } from "./errors";
import { json } from "./respond";
import type { RouteHandler } from "./router";
import { readJson } from "./validation";

export type SubmitLead<T> = (db: Kysely<Database>, lead: T, submission: LeadSubmission) => Promise<AcceptedLead>;

const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's key, undefined when absent; a malformed key is a 400. */
function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return undefined;
  if (!KEY_FORMAT.test(key)) throw new HttpError(400, leadApiMessages.idempotencyKeyInvalid);
  return key;
}

export function leadRoute<T>(schema: ZodType<T>, submit: SubmitLead<T>): RouteHandler {
  return async (route) => {
    const lead = await readJson(route.request, schema);
    const idempotencyKey = idempotencyKeyOf(route.request);
    const ip = clientIp(route.request, route.platform);
    const accepted = await submit(route.db, lead, { ip, idempotencyKey });
    deliverAfterCommit(route, accepted.queuedOutboxIds);
    return json(
      { id: accepted.id },
      { status: 201, headers: accepted.replayed ? { "Idempotent-Replayed": "true" } : undefined },
    );
  };
}
