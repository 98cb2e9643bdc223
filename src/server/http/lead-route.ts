/**
 * The route shared by POST /api/contact and POST /api/quotes: read and validate the body with the
 * form's own schema, take the idempotency key and client IP, hand the lead to intake, answer, and
 * then hand the queued e-mails to delivery (after the response when the platform allows it).
 */
import type { Kysely } from "kysely";
import type { ZodType } from "zod";
import type { Database } from "../db/schema";
import { readIdempotencyKey } from "../idempotency/idempotency.service";
import type { LeadContext, LeadOutcome } from "../leads/leads.service";
import { leadApiMessages } from "../../shared/strings/leads";
import { deliverAfterCommit } from "./after-commit";
import { clientIp } from "./client-ip";
import { json } from "./respond";
import type { RouteHandler } from "./router";
import { readJson } from "./validation";

export type SubmitLead<T> = (db: Kysely<Database>, lead: T, context: LeadContext) => Promise<LeadOutcome>;

export function leadRoute<T>(schema: ZodType<T>, submit: SubmitLead<T>): RouteHandler {
  return async (route) => {
    const lead = await readJson(route.request, schema);
    const idempotencyKey = readIdempotencyKey(route.request, {
      invalidKey: leadApiMessages.idempotencyKeyInvalid,
      reusedKey: leadApiMessages.idempotencyKeyReused,
    });
    const ip = clientIp(route.request, route.platform);
    const outcome = await submit(route.db, lead, { ip, idempotencyKey });
    deliverAfterCommit(route, outcome.outboxIds);
    return json(outcome.body, {
      status: outcome.status,
      headers: outcome.replayed ? { "Idempotent-Replayed": "true" } : undefined,
    });
  };
}
