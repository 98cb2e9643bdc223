/**
 * POST /api/contact: a consultation request from the contact form. JSON (the island) answers 201 { id },
 * 400 with a message per field, 413, 415, 422 (reused Idempotency-Key) or 429. A plain form post (no JavaScript) gets a
 * 303 to the thank-you page, or an HTML page with each field's message and the typed values.
 */
import { leadRoute } from "../flows/intake/lead-route";
import { contactFormPage } from "../http/lead-form-pages";
import { type RouteTable } from "../http/router";
import { submitContact } from "../flows/intake/contact-request.service";
import { contactSchema } from "../../shared/schemas/contact";

export const contactsRoutes: RouteTable = {
  "POST /api/contact": leadRoute(contactSchema, submitContact, contactFormPage),
};
