/**
 * Invoices (issue 31 item 5, decision 049), shared by the console and the server: one per payment
 * of the signed contract's schedule, each with its state and private link. Money in integer cents.
 */
import { values, type Option } from "./options";

/** draft (made from the schedule, not sent) → sent → paid; cancelled when the contract or a change order drops it. */
export const invoiceStatusOptions = [
  { value: "draft", label: "Not sent", tone: "slate" },
  { value: "sent", label: "Sent, unpaid", tone: "amber" },
  { value: "paid", label: "Paid", tone: "green" },
  { value: "cancelled", label: "Cancelled", tone: "red" },
] as const satisfies readonly Option[];
export const INVOICE_STATUSES = values(invoiceStatusOptions);
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice as the console lists it on the quote. */
export interface InvoiceView {
  id: number;
  number: number;
  event: string;
  isDeposit: boolean;
  amountCents: number;
  /** Received on it so far (decision 052): its own payment, then cheques and transfers, oldest invoice first. */
  receivedCents: number;
  status: InvoiceStatus;
  sentAt: string | null;
  paidAt: string | null;
  /** The customer's link, when the server can make it again (decision 037). */
  url: string | null;
}

/** The quote's invoices, from its signed contract's schedule (empty until signed). */
export interface QuoteInvoices {
  invoices: InvoiceView[];
  /** The contract's total as it stands (change orders included), paid so far, and the balance; null until signed. */
  totalCents: number | null;
  paidCents: number;
  balanceCents: number | null;
}
