/** The quote rules as POST /api/quotes reads them: the schema of quote-form.ts, for the server (full-zod.ts). */
import { forServer } from "./full-zod";
import { quoteFormSchema } from "./quote-form";

export const quoteSchema = forServer(quoteFormSchema);

export type { QuoteFormValues, QuoteRequest } from "./quote-form";
