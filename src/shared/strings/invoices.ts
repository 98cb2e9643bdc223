/**
 * What the customer, the owner and the console read about invoices (issue 31 item 5, decision 049).
 * The page, the e-mails and the tests import these same constants.
 */
import { formatCents } from "../proposals/money";

export const invoicePageStrings = {
  title: (number: number) => `Invoice ${number}`,
  heading: (number: number, of: number) => `Invoice ${number} of ${of}`,
  reference: (quoteId: number, number: number) => `No. ${quoteId}-${number}`,
  rows: {
    billTo: "Bill to",
    issued: "Issued",
    payBy: "Pay by",
    contract: "Contract",
    due: "Due",
    amount: "Amount of this invoice",
    received: "Paid on this invoice",
    left: "Left to pay on this invoice",
    number: "Invoice",
  },
  contractLine: (title: string, version: number) => `${title} (proposal v${version})`,
  balanceHeading: "Your contract's balance",
  balance: { total: "Contract total", paid: "Paid so far", due: "Balance still due" },
  payHeading: "Pay this invoice",
  payOnline: "Pay online by card or US bank account (ACH), or by cheque or bank transfer.",
  payOffline: "Pay by cheque or bank transfer to the business named above, quoting the invoice number.",
  payButton: (cents: number) => `Pay ${formatCents(cents)}`,
  depositOnProposal: "This is your deposit: pay it from your proposal's page.",
  depositLink: "Go to the deposit",
  printHint: "To keep a copy, print this page or save it as a PDF from your browser's Print menu.",
  paid: (cents: number, day: string) => `Paid: ${formatCents(cents)} received on ${day}. Thank you.`,
  processing:
    "Your bank payment is on its way: bank (ACH) payments take a few business days to clear. We will e-mail you a receipt once it has.",
  returned: "Thank you: we are confirming your payment with the bank. This page shows it once it is confirmed.",
  failed: "Your last payment did not go through. You can try again, or pay by cheque or transfer.",
  cancelled: "This invoice was cancelled, so there is nothing to pay. Any money you paid on it is refunded.",
  refusedHeading: "This invoice cannot be paid online",
  /** Why, where the deposit's words (paymentPageStrings.refused) do not fit an invoice. */
  refused: {
    paid: "This invoice is paid already. Thank you: nothing more is due on it.",
    processing: "Your bank payment for this invoice is already on its way; there is nothing more to pay now.",
    cancelled: "This invoice was cancelled, so there is nothing to pay. Any money you paid on it is refunded.",
  } as Partial<Record<string, string>>,
  backToInvoice: "Back to the invoice",
  notFound: {
    title: "Invoice not found",
    intro: "This link does not open an invoice. Please check the link in your e-mail, or call us.",
  },
  rateLimited: {
    title: "Too many requests",
    intro: "Too many requests came from your network. Please wait a few minutes and try again.",
  },
  callUs: "Questions? Call us at",
} as const;

export const invoiceMailStrings = {
  subject: (number: number, cents: number) => `Invoice ${number}: ${formatCents(cents)} due`,
  reminderSubject: (number: number, cents: number) => `Reminder: invoice ${number} (${formatCents(cents)}) is unpaid`,
  intro: (firstName: string) => `Dear ${firstName},`,
  body: (event: string) => `The next payment of your roofing contract is due: ${event.toLowerCase()}.`,
  reminderBody:
    "A friendly reminder that this invoice is still unpaid. If you have paid it already, thank you: please ignore this e-mail.",
  button: "View and pay the invoice",
} as const;

export const invoiceConsoleStrings = {
  heading: "Invoices",
  intro: "One per payment of the signed contract's schedule. Send each when its event happens.",
  empty: "Invoices appear here once the proposal is signed.",
  send: "Send",
  resend: "Send again",
  sent: (day: string) => `Sent ${day}`,
  paid: (day: string) => `Paid ${day}`,
  copyLink: "Open the customer's page",
  balance: (paid: string, due: string) => `Paid ${paid} · balance ${due}`,
  partlyPaid: (received: string, amount: string) => `${received} of ${amount} received`,
  notSendable: "Only an unpaid invoice can be sent.",
  invoiceLabel: (number: number) => `invoice ${number}`,
  sentToast: "Invoice sent",
  sendFailed: "Couldn't send the invoice.",
  timelineSent: (number: number, cents: number, event: string) =>
    `Invoice ${number} sent: ${formatCents(cents)} (${event.toLowerCase()})`,
  timelinePaid: (number: number, cents: number) => `Invoice ${number} paid: ${formatCents(cents)}`,
} as const;
