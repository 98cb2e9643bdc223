/**
 * Lead retention: enquiries and quote requests that led to no work are deleted, with their
 * e-mails, once they have seen no activity for LEAD_RETENTION_MONTHS (the period the privacy
 * page states). A bounded batch per run; the daily schedule catches up on any backlog.
 */
import { getEnv } from "../env";
import { deleteExpiredLeads } from "../privacy/privacy.service";
import type { Job } from "./job";

export const RETENTION_BATCH = 500;

export const leadRetention: Job<{ expiredContacts: number; expiredQuotes: number; expiredEmails: number }> = {
  name: "lead-retention",
  run: async (db) => {
    const deleted = await deleteExpiredLeads(db, getEnv().LEAD_RETENTION_MONTHS, RETENTION_BATCH);
    return { expiredContacts: deleted.contacts, expiredQuotes: deleted.quotes, expiredEmails: deleted.emails };
  },
};
