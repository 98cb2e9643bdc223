/**
 * The quote rules as the endpoint (/api/quotes) reads them: the very schema the form island
 * validates with (quote-form.ts, built on zod/mini to keep the island light), wrapped in the
 * full zod build, whose ZodType the server's request readers take and whose ZodError they map
 * to a 400. Same rules, same messages, one source.
 */
import "../zod-setup";
import { z } from "zod";
import { quoteFormSchema } from "./quote-form";

export const quoteSchema = z.pipe(z.unknown(), quoteFormSchema);

export type { QuoteFormValues, QuoteRequest } from "./quote-form";
