/**
 * POST /api/contact: a consultation request from the contact form. JSON (the island) answers 201 { id },
 * 400 with a message per field, 413, 415, 422 (reused Idempotency-Key) or 429. A plain form post (no JavaScript) gets a
 * 303 to the thank-you page, or an HTML page with each field's message and the typed values.
 */
import type { Config } from "@netlify/functions";
import { leadRoute } from "../src/server/http/lead-route";
import { contactFormPage } from "../src/server/http/lead-form-pages";
import { router, type RouteTable } from "../src/server/http/router";
import { submitContact } from "../src/server/contacts/contact-request.service";
import { contactSchema } from "../src/shared/schemas/contact";

const routes: RouteTable = { "POST /api/contact": leadRoute(contactSchema, submitContact, contactFormPage) };

export const config: Config = { path: "/api/contact" };
export default router(routes, config);
