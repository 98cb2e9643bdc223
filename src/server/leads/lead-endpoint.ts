/**
 * The HTTP side shared by POST /api/contact and POST /api/quotes: read and validate the body with
 * the form's own schema, take the idempotency key and client IP, store the lead, answer, and then
 * hand the queued e-mails to delivery (after the response when the platform allows it).
 */
import type { Kysely } from "kysely";
import type { ZodType } from "zod";
import { leadApiMessages } from "../../shared/strings/leads";
import { withDb } from "../db/client";
import type { Database } from "../db/schema";
import { deliverOutboxMessages } from "../email/delivery";
import { clientIp } from "../http/client-ip";
import { json } from "../http/respond";
import { readJson } from "../http/validation";
import { readIdempotencyKey } from "../idempotency/idempotency.service";
import type { LeadContext, LeadOutcome } from "./leads.service";

/** The parts of Netlify's function context used here; tests may pass `{}`. */
export interface LeadRequestContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

export type SubmitLead<T> = (db: Kysely<Database>, lead: T, context: LeadContext) => Promise<LeadOutcome>;

export async function acceptLead<T>(
  request: Request,
  context: LeadRequestContext | undefined,
  schema: ZodType<T>,
  submit: SubmitLead<T>,
): Promise<Response> {
  const lead = await readJson(request, schema);
  const idempotencyKey = readIdempotencyKey(request, {
    invalidKey: leadApiMessages.idempotencyKeyInvalid,
    reusedKey: leadApiMessages.idempotencyKeyReused,
  });
  const outcome = await withDb((db) => submit(db, lead, { ip: clientIp(request, context), idempotencyKey }));
  if (outcome.outboxIds.length > 0) await sendAfterCommit(outcome.outboxIds, context);
  return json(outcome.body, {
    status: outcome.status,
    headers: outcome.replayed ? { "Idempotent-Replayed": "true" } : undefined,
  });
}

/** The lead is committed already: a failed send stays queued for the scheduled retry. */
async function sendAfterCommit(ids: string[], context: LeadRequestContext | undefined): Promise<void> {
  const delivery = deliverOutboxMessages(ids).catch((error: unknown) => {
    console.error(`[email] immediate delivery of outbox ${ids.join(", ")} failed; the retry job will send:`, error);
  });
  if (typeof context?.waitUntil === "function") context.waitUntil(delivery);
  else await delivery;
}
