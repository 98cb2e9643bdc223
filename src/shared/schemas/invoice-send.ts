/** The console's invoice Send (issue 32 item 2): "Also send by text". The server validates with this schema. */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { forServer } from "./full-zod";

export const sendInvoiceSchema = z.object({
  /** The invoice's link by text too, where the lead can be texted. */
  byText: z.optional(z.boolean()),
});
export type SendInvoiceInput = z.infer<typeof sendInvoiceSchema>;

export const server = { send: forServer(sendInvoiceSchema) };
