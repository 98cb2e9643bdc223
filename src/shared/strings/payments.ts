/**
 * What the customer, the owner and the console read about payments (issue 31, decision 046). The
 * pages, the e-mails and the tests import these same constants.
 */
import { formatCents } from "../proposals/money";

export const paymentPageStrings = {
  /** The accept form's buttons when the proposal asks a deposit and online payment is on. */
  approveAndPay: "Approve & pay deposit",
  signNowPayLater: "Sign now, pay later",
  depositHeading: "Deposit",
  depositDue: (cents: number) => `A deposit of ${formatCents(cents)} is due on signing.`,
  payOnline: "Pay the deposit online by card or US bank account (ACH), or by cheque or bank transfer.",
  payOffline: "Pay the deposit by cheque or transfer: we will send the details with your signed copy.",
  payButton: (cents: number) => `Pay deposit (${formatCents(cents)})`,
  processing:
    "Your bank payment is on its way: bank (ACH) payments take a few business days to clear. We will e-mail you a receipt once it has.",
  returned: "Thank you: we are confirming your payment with the bank. This page shows it once it is confirmed.",
  paid: (cents: number, day: string) => `Deposit of ${formatCents(cents)} received on ${day}. Thank you.`,
  refundedInFull: (cents: number) =>
    `Your deposit of ${formatCents(cents)} was refunded in full to the way you paid. A card refund takes 5-10 business days to appear.`,
  failed: "Your last payment did not go through. You can try again, or pay by cheque or transfer.",
  backToProposal: "Back to the proposal",
  refused: {
    heading: "This deposit cannot be paid online",
    cancelled: "This contract was cancelled, so there is nothing to pay. Any money you paid is refunded in full.",
    paid: "This deposit is paid already. Thank you: nothing more is due now.",
    processing: "Your bank payment for this deposit is already on its way; there is nothing more to pay now.",
    notSigned: "The deposit is paid once the proposal is signed.",
    noDeposit: "This contract asks no deposit.",
    offline: "Online payment is not available: please pay by cheque or transfer.",
    unavailable: "We could not reach the payment service just now. Please try again in a few minutes, or call us.",
  },
} as const;

export const paymentMailStrings = {
  receiptSubject: (cents: number) => `Payment received: ${formatCents(cents)}`,
  receiptIntro: (firstName: string) => `Dear ${firstName},`,
  receiptBody: "Thank you: we have received your payment. This e-mail is your receipt.",
  ownerSubject: (name: string, cents: number) => `Payment received from ${name}: ${formatCents(cents)}`,
  refundSubject: (cents: number) => `Refund issued: ${formatCents(cents)}`,
  refundBody: "We have refunded this amount to the way you paid. A card refund takes 5-10 business days to appear.",
  rows: {
    amount: "Amount",
    purpose: "For",
    method: "Paid by",
    reference: "Reference",
    date: "Date",
    balance: "Balance still due",
  },
  purpose: { deposit: "Deposit", payment: "Payment" },
} as const;

export const paymentAlertStrings = {
  paidTitle: (who: string) => `Payment received · ${who}`,
  paidBody: (cents: number, purpose: string, method: string) => `${formatCents(cents)} ${purpose}, ${method}.`,
  flaggedTitle: (who: string) => `Payment refused · ${who}`,
  disputedTitle: (who: string) => `Payment disputed · ${who}`,
  failedTitle: (who: string) => `Bank payment failed · ${who}`,
} as const;

/** Why a Stripe event was refused, on the payment for the console. */
export const paymentFlags = {
  mismatch: (gotCents: number | null, gotCurrency: string | null, wantCents: number) =>
    `Refused: Stripe reported ${gotCents === null ? "no amount" : formatCents(gotCents)} ${(gotCurrency ?? "?").toUpperCase()}, the invoice is ${formatCents(wantCents)} USD.`,
  afterCancel: "Paid after the contract was cancelled: refund it in full.",
} as const;

export const paymentConsoleStrings = {
  heading: "Payments",
  none: "No payments yet.",
  listCaption: "Payments on this quote",
  columns: { amount: "Amount", method: "Method", state: "State", date: "Date", reference: "Reference" },
  purpose: { deposit: "Deposit", payment: "Payment" },
  total: "Contract total",
  paid: "Paid",
  balance: "Balance due",
  noTotal: "Not signed yet",
  cancelledTotal: "Cancelled",
  /** The quote list's won line (issue 31 item 8). */
  paidAndBalance: (paidCents: number, balanceCents: number) =>
    `paid ${formatCents(paidCents)} · balance due ${formatCents(balanceCents)}`,
  refundLine: (cents: number, day: string, pending: boolean) =>
    `Refund ${formatCents(cents)} on ${day}${pending ? " (waiting for Stripe)" : ""}`,
  record: "Record a payment",
  recordHeading: "Record a payment received",
  recordIntro: "A cheque, cash or a bank transfer. The customer gets a receipt by e-mail.",
  method: "Method",
  amount: "Amount ($)",
  reference: "Reference",
  referenceHint: "Cheque number or transfer reference (optional)",
  receivedOn: "Received on",
  save: "Record payment",
  saving: "Recording…",
  recorded: "Payment recorded",
  recordFailed: "Couldn't record the payment",
  refund: "Refund",
  refundAria: (what: string) => `Refund ${what}`,
  refundHeading: (what: string) => `Refund ${what}`,
  refundIntroStripe: "The money goes back through Stripe to the card or bank account that paid.",
  refundIntroOffline: "Record money you returned yourself (a cheque, cash or a transfer).",
  refundAmount: (cents: number) => `Amount ($), at most ${formatCents(cents)}`,
  reason: "Reason (optional)",
  refundSave: "Refund",
  refunding: "Refunding…",
  refunded: "Refund recorded",
  refundFailed: "Couldn't refund",
  cancel: "Cancel",
  processingNote: "Bank (ACH) payments take a few business days to clear.",
  refundTooLarge: (cents: number) => `At most ${formatCents(cents)} can be refunded.`,
  notRefundable: "Only a paid payment can be refunded.",
  notOnline: "Online refunds need STRIPE_SECRET_KEY.",
} as const;

export const stripeWebhookStrings = {
  notConfigured:
    "Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret (whsec_…) from Stripe's Dashboard.",
  badSignature: "The Stripe-Signature header is missing, wrong or too old: the event was not stored.",
  notAnEvent: "The signed body is not a Stripe event (no id or type).",
  tooLarge: "The webhook body is larger than 1 MB.",
} as const;
