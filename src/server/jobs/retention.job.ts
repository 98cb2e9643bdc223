/**
 * Lead retention: enquiries and quote requests that led to no work are deleted, with their
 * e-mails, once they have seen no activity for LEAD_RETENTION_MONTHS (the period the privacy
 * page states). A bounded batch per run; the daily schedule catches up on any backlog. Newsletter
 * addresses that never confirmed are forgotten after UNCONFIRMED_SUBSCRIPTION_DAYS.
 */
import { getEnv } from "../env";
import { deleteUnconfirmedSubscribers } from "../newsletter/newsletter.repository";
import { deleteExpiredLeads } from "../privacy/privacy.service";
import type { Job } from "./job";

export const RETENTION_BATCH = 500;
/** A confirmation link lives a week; an address unconfirmed this long after its last request is dropped. */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 30;

interface RetentionReport {
  expiredContacts: number;
  expiredQuotes: number;
  expiredEmails: number;
  unconfirmedSubscribers: number;
}

export const leadRetention: Job<RetentionReport> = {
  name: "lead-retention",
  run: async (db) => {
    const deleted = await deleteExpiredLeads(db, getEnv().LEAD_RETENTION_MONTHS, RETENTION_BATCH);
    return {
      expiredContacts: deleted.contacts,
      expiredQuotes: deleted.quotes,
      expiredEmails: deleted.emails,
      unconfirmedSubscribers: await deleteUnconfirmedSubscribers(db, UNCONFIRMED_SUBSCRIPTION_DAYS),
    };
  },
};
