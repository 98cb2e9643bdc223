/**
 * Settings → Payment schedule (issue 31 item 5, decision 051): the one default of a contract's payments. A
 * proposal that sets no deposit of its own is priced and sent with it (proposal-document.ts), so the schedule is
 * in what the customer signs and the invoices follow it. One typed key in the settings table.
 */
import type { Db } from "../db/schema";
import { PAYMENT_EVENTS } from "../../shared/contract/contract-terms";
import type { PaymentSchedule } from "../../shared/schemas/payment-schedule";
import { ownerSettings } from "./owner-settings";

export const getPaymentSchedule = ownerSettings.paymentSchedule.read;

/** Saves the schedule; an event written like one of the contract's own ("on signing") is stored as it is worded there. */
export function setPaymentSchedule(db: Db, schedule: PaymentSchedule): Promise<PaymentSchedule> {
  const worded = Object.values(PAYMENT_EVENTS);
  const steps = schedule.steps.map((step) => ({
    ...step,
    event: worded.find((event) => event.toLowerCase() === step.event.toLowerCase()) ?? step.event,
  }));
  return ownerSettings.paymentSchedule.write(db, { steps });
}
