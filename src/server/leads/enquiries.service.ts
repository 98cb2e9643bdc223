/** One customer, one view: a lead's other enquiries by the same person, with their notes. */
import { displayLabel, projectTypeOptions } from "../../shared/options";
import type { OtherEnquiries } from "../../shared/schemas/enquiries";
import type { LeadKind } from "../../shared/schemas/privacy";
import type { Db } from "../db/schema";
import { ContactNotFound, QuoteNotFound } from "../errors";
import { findOtherEnquiries, type EnquiryRow } from "./enquiries.repository";

function summaryOf(row: EnquiryRow): string {
  if (row.kind === "contact") return row.serviceType ?? "Consultation";
  const place = [row.city, row.state].filter(Boolean).join(", ");
  return [displayLabel(projectTypeOptions, row.projectType), place].filter(Boolean).join(" · ");
}

export async function otherEnquiries(db: Db, kind: LeadKind, id: number): Promise<OtherEnquiries> {
  const rows = await findOtherEnquiries(db, kind, id);
  if (!rows) throw kind === "contact" ? new ContactNotFound(id) : new QuoteNotFound(id);
  return {
    enquiries: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      summary: summaryOf(row),
      status: row.status,
      isSpam: row.isSpam,
      notes: row.notes,
      createdAt: new Date(row.createdAt).toISOString(),
      matchedBy: row.sameEmail ? "email" : "phone",
    })),
  };
}
