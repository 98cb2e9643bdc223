/**
 * POST /api/contact: a consultation request from the contact form (SPEC §7). JSON only; answers
 * 201 { id }, 400 with a message per field, 413, 415, 422 (reused Idempotency-Key) or 429.
 */
import type { Config, Context } from "@netlify/functions";
import { contactSchema } from "../src/shared/schemas/contact";
import { handle, methodNotAllowed } from "../src/server/http/respond";
import { acceptLead } from "../src/server/leads/lead-endpoint";
import { submitContact } from "../src/server/leads/leads.service";

export default handle(async (request, context: Context) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return acceptLead(request, context, contactSchema, submitContact);
});

export const config: Config = { path: "/api/contact" };
