/** The newsletter box's rules as POST /api/newsletter reads them (full-zod.ts). */
import { forServer } from "./full-zod";
import { newsletterFormSchema, subscriberFiltersSchema } from "./newsletter";

export const newsletterSchema = forServer(newsletterFormSchema);
/** The console list's filters from a query string: a bad value is a 400 naming it. */
export const subscriberFiltersServerSchema = forServer(subscriberFiltersSchema);
