/**
 * Every migration, in order. Listed statically (not read from the folder at run time) so the
 * same list works under tsx, Vitest and bundled functions. Add new files here.
 */
import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-21T0001_initial";
import * as blogSearchRankVector from "./2026-11-21T1401_blog_search_rank_vector";
import * as rebuildRequests from "./2026-11-23T1300_rebuild_requests";
import * as outboxAutomaticMailIndex from "./2026-11-24T0100_outbox_automatic_mail_index";
import * as secondFactor from "./2026-11-24T0200_second_factor";
import * as contactDesk from "./2026-11-24T0300_contact_desk";
import * as projectsPublishing from "./2026-11-24T0600_projects_publishing";
import * as media from "./2026-11-24T0700_media";
import * as accountRecovery from "./2026-11-25T0600_account_recovery";
import * as firstResponseAndNewsletter from "./2026-11-25T0500_first_response_and_newsletter";
import * as formTokensAndAutomaticMail from "./2026-11-25T0200_form_tokens_and_automatic_mail";
import * as leadPhotos from "./2026-11-25T0300_lead_photos";
import * as phaseTwoTemplateCopy from "./2026-11-25T0800_phase_two_template_copy";
import * as phoneExtensions from "./2026-11-25T0100_phone_extensions";
import * as proposals from "./2026-11-26T0100_proposals";
import * as emailSuppressions from "./2026-11-26T0150_email_suppressions";
import * as conversation from "./2026-11-26T0200_conversation";
import * as pushAlerts from "./2026-11-26T0300_push_alerts";
import * as followUpSequences from "./2026-11-26T0400_follow_up_sequences";
import * as bookings from "./2026-11-26T0500_bookings";
import * as reportIndexes from "./2026-11-26T0600_report_indexes";
import * as leadStatusChanges from "./2026-11-26T0700_lead_status_changes";
import * as firstResponseBusinessMs from "./2026-11-26T0800_first_response_business_ms";
import * as phaseTwoBookingLink from "./2026-11-26T0900_phase_two_booking_link";
import * as bookingNetworks from "./2026-11-27T0400_booking_networks";
import * as signedProposalsKept from "./2026-11-27T0410_signed_proposals_kept";
import * as ownerNoticeWindows from "./2026-11-27T0420_owner_notice_windows";
import * as inboundMailTrust from "./2026-11-27T0500_inbound_mail_trust";
import * as leadCalls from "./2026-11-27T0600_lead_calls";
import * as thankYouContactPromise from "./2026-11-27T0610_thank_you_contact_promise";
import * as exactTaxRates from "./2026-11-27T0700_exact_tax_rates";
import * as priceBook from "./2026-11-28T0100_price_book";
import * as proposalCancellations from "./2026-11-28T0600_proposal_cancellations";
import * as changeOrders from "./2026-11-28T0700_change_orders";
import * as payments from "./2026-11-28T0800_payments";
import * as texting from "./2026-11-28T0900_texting";
import * as textConsent from "./2026-11-28T1000_text_consent";
import * as adminAlertTexts from "./2026-11-28T1010_admin_alert_texts";
import * as invoices from "./2026-11-28T1100_invoices";
import * as offlinePaymentKeys from "./2026-11-28T1200_offline_payment_keys";
import * as textSteps from "./2026-11-28T1400_text_steps";
import * as mmsPhotos from "./2026-11-28T1500_mms_photos";
import * as invoiceReminders from "./2026-11-28T1800_invoice_reminders";

export const migrations: Record<string, Migration> = {
  "2026-11-21T0001_initial": initial,
  "2026-11-21T1401_blog_search_rank_vector": blogSearchRankVector,
  "2026-11-23T1300_rebuild_requests": rebuildRequests,
  "2026-11-24T0100_outbox_automatic_mail_index": outboxAutomaticMailIndex,
  "2026-11-24T0200_second_factor": secondFactor,
  "2026-11-24T0300_contact_desk": contactDesk,
  "2026-11-24T0600_projects_publishing": projectsPublishing,
  "2026-11-24T0700_media": media,
  "2026-11-25T0100_phone_extensions": phoneExtensions,
  "2026-11-25T0200_form_tokens_and_automatic_mail": formTokensAndAutomaticMail,
  "2026-11-25T0300_lead_photos": leadPhotos,
  "2026-11-25T0500_first_response_and_newsletter": firstResponseAndNewsletter,
  "2026-11-25T0600_account_recovery": accountRecovery,
  "2026-11-25T0800_phase_two_template_copy": phaseTwoTemplateCopy,
  "2026-11-26T0100_proposals": proposals,
  "2026-11-26T0150_email_suppressions": emailSuppressions,
  "2026-11-26T0200_conversation": conversation,
  "2026-11-26T0300_push_alerts": pushAlerts,
  "2026-11-26T0400_follow_up_sequences": followUpSequences,
  "2026-11-26T0500_bookings": bookings,
  "2026-11-26T0600_report_indexes": reportIndexes,
  "2026-11-26T0700_lead_status_changes": leadStatusChanges,
  "2026-11-26T0800_first_response_business_ms": firstResponseBusinessMs,
  "2026-11-26T0900_phase_two_booking_link": phaseTwoBookingLink,
  "2026-11-27T0400_booking_networks": bookingNetworks,
  "2026-11-27T0410_signed_proposals_kept": signedProposalsKept,
  "2026-11-27T0420_owner_notice_windows": ownerNoticeWindows,
  "2026-11-27T0500_inbound_mail_trust": inboundMailTrust,
  "2026-11-27T0600_lead_calls": leadCalls,
  "2026-11-27T0610_thank_you_contact_promise": thankYouContactPromise,
  "2026-11-27T0700_exact_tax_rates": exactTaxRates,
  "2026-11-28T0100_price_book": priceBook,
  "2026-11-28T0600_proposal_cancellations": proposalCancellations,
  "2026-11-28T0700_change_orders": changeOrders,
  "2026-11-28T0800_payments": payments,
  "2026-11-28T0900_texting": texting,
  "2026-11-28T1000_text_consent": textConsent,
  "2026-11-28T1010_admin_alert_texts": adminAlertTexts,
  "2026-11-28T1100_invoices": invoices,
  "2026-11-28T1200_offline_payment_keys": offlinePaymentKeys,
  "2026-11-28T1400_text_steps": textSteps,
  "2026-11-28T1500_mms_photos": mmsPhotos,
  "2026-11-28T1800_invoice_reminders": invoiceReminders,
};
