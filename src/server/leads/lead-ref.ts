/** A lead is a contact enquiry or a quote request; the conversation names it by kind and id. */
import type { LeadKind } from "../../shared/schemas/privacy";

export interface LeadRef {
  kind: LeadKind;
  id: number;
}

/** The lead columns of an outbox or message row. */
export function leadColumns(lead: LeadRef | undefined): { contactSubmissionId: number | null; quoteId: number | null } {
  return {
    contactSubmissionId: lead?.kind === "contact" ? lead.id : null,
    quoteId: lead?.kind === "quote" ? lead.id : null,
  };
}

/** The lead a row with lead columns belongs to, if any. */
export function leadOfRow(row: { contactSubmissionId: number | null; quoteId: number | null }): LeadRef | undefined {
  if (row.quoteId !== null) return { kind: "quote", id: row.quoteId };
  if (row.contactSubmissionId !== null) return { kind: "contact", id: row.contactSubmissionId };
  return undefined;
}
