/** Change orders (issue 31 item 3): the console, the customer's page and the e-mails read these. */
import { formatCents } from "../proposals/money";

export const changeOrderStrings = {
  /** The customer's page. */
  page: {
    heading: (number: number) => `Change order ${number}`,
    intro: "We propose this change to your signed contract. It takes effect once you sign it here.",
    added: "Added",
    removed: "Removed",
    lines: "The work as changed",
    previousTotal: "Contract total before",
    newTotal: "New contract total",
    schedule: "Payment schedule as changed",
    dates: "Dates",
    submit: "Sign the change order",
    signed: (number: number, name: string, at: string) => `Change order ${number} signed by ${name} on ${at}.`,
    history: "Your contract's signed versions",
    original: "Original contract",
  },
  /** The console's part of the quote's proposal section. */
  console: {
    heading: "Contract and change orders",
    history: "Signed versions",
    version: (kind: "original" | "change-order", number: number) =>
      kind === "original" ? "Original contract" : `Change order ${number}`,
    signedBy: (name: string, at: string) => `signed by ${name}, ${at}`,
    issue: "Issue a change order",
    formHeading: "New change order",
    formIntro:
      "Edit the contract's lines: add the new work, remove what is dropped. The customer signs the change at the same link.",
    note: "What changes and why",
    startDate: "Approximate start (if it moves)",
    completionDate: "Approximate substantial completion (if it moves)",
    newTotal: (cents: number) => `New total: ${formatCents(cents)}`,
    send: "Send the change order",
    sending: "Sending…",
    cancel: "Cancel",
    sent: "Change order sent",
    sentText: "The customer can sign it at their link.",
    sendFailed: "Couldn't send the change order",
    withdraw: "Withdraw it",
    withdrawn: "Change order withdrawn",
    withdrawFailed: "Couldn't withdraw the change order",
    status: { sent: "Waiting for signature", signed: "Signed", withdrawn: "Withdrawn" },
  },
  email: {
    issuedSubject: (number: number) => `Change order ${number} to your contract`,
    issuedBody: (number: number, total: string) =>
      `We have written change order ${number} to your contract. The new contract total would be ${total}. Please read it and sign it online:`,
    issuedButton: "Read and sign the change order",
    signedSubject: (number: number) => `Change order ${number} signed`,
    ownerSignedSubject: (name: string, number: number, total: string) =>
      `Change order ${number} signed: ${name}, new total ${total}`,
  },
  /** The signed change order's PDF (its download links, the file). */
  pdf: {
    fileName: (quoteId: number, version: number, number: number) =>
      `proposal-${quoteId}-v${version}-change-order-${number}-signed.pdf`,
    title: (quoteId: number, number: number) => `Signed change order ${number}: quote #${quoteId}`,
    heading: (number: number) => `Signed change order ${number}`,
    reference: (quoteId: number, version: number, issued: string) =>
      `Quote #${quoteId} · Changes the contract signed as version ${version} · Issued ${issued}`,
    contract: (optionTitle: string) => `Contract: ${optionTitle}`,
    changeOrderId: "Change order id",
    sha256: "Document fingerprint (SHA-256 of the frozen change order)",
    footer: (business: string, quoteId: number, number: number, page: number, pages: number) =>
      `${business} · Signed change order ${number}, quote #${quoteId} · Page ${page} of ${pages}`,
    /** Beside its change order; not "Change order N" again, which names the row. */
    download: (number: number) => `Download the signed PDF (no. ${number})`,
  },
  /** The owner's devices (the "Proposal accepted" alert choice). */
  alert: {
    title: (number: number, who: string) => `Change order ${number} signed · ${who}`,
    body: (total: string) => `New contract total: ${total}.`,
  },
} as const;
