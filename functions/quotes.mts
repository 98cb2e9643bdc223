/**
 * POST /api/quotes: a quote request from the quote form. JSON (the island) answers 201 { id }, 400 with a
 * message per field, 413, 415, 422 (reused Idempotency-Key) or 429; a plain form post (no JavaScript) a 303 to
 * the thank-you page or an HTML page with each field's message. Status 'new' and phase
 * 'phase-1' are set by the server.
 */
import type { Config } from "@netlify/functions";
import { leadRoute } from "../src/server/http/lead-route";
import { quoteFormPage } from "../src/server/http/lead-form-pages";
import { router, type RouteTable } from "../src/server/http/router";
import { submitQuote } from "../src/server/quotes/quote-request.service";
import { quoteSchema } from "../src/shared/schemas/quote";

const routes: RouteTable = { "POST /api/quotes": leadRoute(quoteSchema, submitQuote, quoteFormPage) };

export const config: Config = { path: "/api/quotes" };
export default router(routes, config);
