/** The contact rules as POST /api/contact reads them: the schema of contact-form.ts, for the server (full-zod.ts). */
import { forServer } from "./full-zod";
import { contactFormSchema } from "./contact-form";

export const contactSchema = forServer(contactFormSchema);

export type { ContactFormValues, ContactRequest } from "./contact-form";
