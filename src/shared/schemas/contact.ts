/**
 * The contact rules as the endpoint (/api/contact) reads them: the very schema the form island
 * validates with (contact-form.ts, built on zod/mini to keep the island light), wrapped in the
 * full zod build, whose ZodType the server's request readers take and whose ZodError they map
 * to a 400. Same rules, same messages, one source.
 */
import "../zod-setup";
import { z } from "zod";
import { contactFormSchema } from "./contact-form";

export const contactSchema = z.pipe(z.unknown(), contactFormSchema);

export type { ContactFormValues, ContactRequest } from "./contact-form";
