/**
 * One customer, one view: the other enquiries (contacts and quotes) of the person behind a lead,
 * matched by e-mail (lower case, trimmed) or phone (its digits, without an extension or the
 * North American leading 1), each with its own notes. Read by a query, never copied.
 */
import type { LeadKind } from "./privacy";

export interface OtherEnquiry {
  kind: LeadKind;
  id: number;
  name: string;
  /** What was asked for: a contact's service, a quote's project type and town. */
  summary: string;
  status: string;
  isSpam: boolean;
  notes: string | null;
  createdAt: string;
  /** How it was linked to this lead: the same e-mail address, or else the same phone number. */
  matchedBy: "email" | "phone";
}

export interface OtherEnquiries {
  enquiries: OtherEnquiry[];
}
