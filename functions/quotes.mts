/**
 * POST /api/quotes: a quote request from the quote form (SPEC §7). JSON only; answers 201 { id },
 * 400 with a message per field, 413, 415, 422 (reused Idempotency-Key) or 429. Status 'new' and
 * phase 'phase-1' are set by the server.
 */
import type { Config, Context } from "@netlify/functions";
import { quoteSchema } from "../src/shared/schemas/quote";
import { handle, methodNotAllowed } from "../src/server/http/respond";
import { acceptLead } from "../src/server/leads/lead-endpoint";
import { submitQuote } from "../src/server/leads/leads.service";

export default handle(async (request, context: Context) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return acceptLead(request, context, quoteSchema, submitQuote);
});

export const config: Config = { path: "/api/quotes" };
