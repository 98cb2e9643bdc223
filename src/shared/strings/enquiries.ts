/** The console's "other enquiries" section of a contact or a quote (one customer, one view). */
import type { LeadKind } from "../schemas/privacy";

const kindLabel: Record<LeadKind, string> = { contact: "Contact", quote: "Quote" };

export const enquiryStrings = {
  heading: "Other enquiries from this person",
  intro: "Linked by the same e-mail address or phone number. Notes are kept on each enquiry and shown here.",
  link: (kind: LeadKind, id: number, summary: string) => `${kindLabel[kind]} #${id} · ${summary}`,
  matchedBy: { email: "same e-mail", phone: "same phone" } as const,
  spam: "Flagged as spam",
  notesFrom: (kind: LeadKind, id: number) => `Notes on ${kindLabel[kind].toLowerCase()} #${id}`,
  noNotes: "No notes.",
  loadFailed: "The other enquiries could not be loaded.",
} as const;
