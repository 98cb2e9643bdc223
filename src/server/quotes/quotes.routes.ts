/**
 * POST /api/quotes: a quote request from the quote form. JSON (the island) answers 201 { id }, 400 with a
 * message per field, 413, 415, 422 (reused Idempotency-Key) or 429; a plain form post (no JavaScript) a 303 to
 * the thank-you page or an HTML page with each field's message. Status 'new' and phase
 * 'phase-1' are set by the server.
 */
import { leadRoute } from "../flows/intake/lead-route";
import { quoteFormPage } from "../http/lead-form-pages";
import { type RouteTable } from "../http/router";
import { submitQuote } from "../flows/intake/quote-request.service";
import { quoteSchema } from "../../shared/schemas/quote";

export const quotesRoutes: RouteTable = { "POST /api/quotes": leadRoute(quoteSchema, submitQuote, quoteFormPage) };
