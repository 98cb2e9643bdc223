/** "Delete this person": what the confirmation lists before anything is removed, and what was removed. */

/** The two kinds of lead: a contact submission or a quote request. */
export const leadKinds = ["contact", "quote"] as const;
export type LeadKind = (typeof leadKinds)[number];

export interface PersonLead {
  kind: LeadKind;
  id: number;
  name: string;
  createdAt: string;
}

export interface PersonData {
  email: string;
  leads: PersonLead[];
  /** Outbox e-mails about these leads or to this address. */
  emails: number;
}

export interface PersonDeleted {
  email: string;
  contacts: number;
  quotes: number;
  emails: number;
}
