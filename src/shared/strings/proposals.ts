/**
 * What the customer reads on a proposal page and in its e-mails, and the API's refusals: plain,
 * warm, brief (BRAND.md). The page, the e-mails and the tests import these same constants.
 */
import { formatCents } from "../proposals/money";

/** The consent the customer ticks to sign; its version is stored with every signature. */
export const SIGNATURE_CONSENT = {
  version: "2026-11-26",
  text: "I agree to sign electronically and that my typed name is my signature.",
} as const;

export const declineReasonOptions = [
  { value: "price", label: "The price" },
  { value: "timing", label: "The timing" },
  { value: "another-contractor", label: "I chose another contractor" },
  { value: "not-doing-work", label: "I'm not doing the work" },
  { value: "other", label: "Something else" },
] as const;
export const declineReasons = declineReasonOptions.map((option) => option.value) as [
  (typeof declineReasonOptions)[number]["value"],
  ...(typeof declineReasonOptions)[number]["value"][],
];
export type DeclineReason = (typeof declineReasons)[number];

export const PROPOSAL_COMMENT_MAX = 2000;
export const PROPOSAL_NAME_MAX = 200;

export const proposalPageStrings = {
  titleFor: (name: string) => `Proposal for ${name}`,
  preparedFor: "Prepared for",
  version: (version: number) => `Version ${version}`,
  validUntil: (date: string) => `Valid until ${date}`,
  scope: "About the work",
  photos: "Photos from our inspection",
  options: (count: number) => (count > 1 ? "Your options" : "The work and the price"),
  optionLabel: (index: number) => `Option ${index + 1}`,
  chosen: "Your choice",
  columns: { description: "Work", quantity: "Qty", unit: "Unit", price: "Unit price", amount: "Amount" },
  subtotal: "Subtotal",
  discount: "Discount",
  tax: (rate: string) => `Sales tax (${rate})`,
  total: "Total",
  deposit: "Deposit on signing",
  balance: "Balance on completion",
  terms: "Terms",
  warranty: "Warranty",
  accept: {
    heading: "Accept this proposal",
    chooseOption: "Which option would you like?",
    fullName: "Your full name",
    fullNameHint: "Type it as you would sign it.",
    submit: "Accept and sign",
  },
  decline: {
    heading: "Not going ahead?",
    intro: "Tell us why, and we won't chase you.",
    reason: "The main reason",
    comment: "Anything you'd like to add (optional)",
    submit: "Decline this proposal",
  },
  question: {
    heading: "Have a question?",
    label: "Your question",
    submit: "Send my question",
    sent: "Thank you. Your question is with us and we'll answer within one business day.",
  },
  signed: {
    heading: "Signed. Thank you.",
    intro: "We have your signature and will call you to schedule the work. A copy is on its way by e-mail.",
    option: "Option chosen",
    total: "Total",
    name: "Signed by",
    at: "Signed on",
    document: "Document fingerprint (SHA-256)",
  },
  declined: {
    heading: "You declined this proposal",
    intro: "Thank you for letting us know. If anything changes, we're a phone call away.",
  },
  replaced: {
    heading: "This proposal was replaced",
    intro: "We sent you an updated version. Please read and sign that one instead.",
    button: "Open the current proposal",
  },
  tampered: {
    heading: "This proposal cannot be shown",
    intro:
      "This proposal no longer matches the one we sent you, so we will not show it or take a signature for it. Please call us and we will send you a correct copy.",
  },
  withdrawn: {
    heading: "This proposal was withdrawn",
    intro: "It is no longer open for signing. Please call us and we'll sort out what's next.",
  },
  expired: {
    heading: "This proposal has expired",
    intro: "Prices for slate and copper move, so our proposals hold for a limited time. Ask us for an updated one.",
    button: "Ask for an updated proposal",
    requested: "Thank you. We'll send you an updated proposal shortly.",
  },
  notFound: {
    title: "Proposal not found",
    intro: "This link doesn't lead to a proposal. Please check it against the e-mail we sent, or call us.",
  },
  rateLimited: {
    title: "Please wait a few minutes",
    intro: "We had too many requests from your network. Please try again in a few minutes.",
  },
  closed: "This proposal can no longer be signed or declined.",
  preview: "Preview: this is the page your customer will see. The buttons do nothing here.",
  callUs: "Questions? Call",
  errorsHeading: "Please check the form",
} as const;

export const proposalMessages = {
  chooseOption: "Please choose one of the options.",
  nameRequired: "Please type your full name.",
  nameTooLong: `Please keep your name under ${PROPOSAL_NAME_MAX} characters.`,
  consentRequired: "Please tick the box to agree to sign electronically.",
  reasonRequired: "Please choose a reason.",
  commentTooLong: (length: number) =>
    `Please keep this under ${PROPOSAL_COMMENT_MAX.toLocaleString("en-US")} characters (it has ${length.toLocaleString("en-US")}).`,
  questionRequired: "Please type your question.",
  notDraft: "A sent proposal never changes. Make a new version to change it.",
  draftExists: "This quote has a draft proposal already; edit that one.",
  quoteSigned:
    "This quote's proposal is signed. A signed proposal is final; agree any change with the customer directly.",
  notSent: "Only a sent proposal can be withdrawn.",
  cannotDeleteAccepted: "An accepted proposal is a signed record and cannot be deleted.",
  cannotDeleteSent: "Withdraw this proposal before deleting it: the customer's link is live.",
  noNewVersionOfDraft: "This version is still a draft; edit it instead.",
  incomplete: "Finish the proposal before sending it.",
  validUntilPast: "The valid-until date has passed; choose a later one.",
  unknownPhoto: "This photo is not in the media library.",
  totalTooLarge: "This option's total is over $10,000,000.",
} as const;

export const proposalEmailStrings = {
  sentSubject: (business: string) => `Your proposal from ${business}`,
  sentIntro: (firstName: string) => `Dear ${firstName},`,
  sentBody: (validUntil: string) =>
    `Thank you for having us out. Your written proposal is ready. You can read it, choose an option and sign it online; it is valid until ${validUntil}.`,
  sentButton: "Read your proposal",
  acceptedSubject: "Your signed proposal",
  acceptedBody:
    "Thank you for choosing us. Here is the record of what you signed; we'll call you to schedule the work.",
  ownerAcceptedSubject: (name: string, total: number) => `Proposal signed: ${name}, ${formatCents(total)}`,
  ownerDeclinedSubject: (name: string) => `Proposal declined: ${name}`,
  ownerQuestionSubject: (name: string) => `Question about a proposal: ${name}`,
  ownerUpdateSubject: (name: string) => `Updated proposal asked for: ${name}`,
  /** Under a question's notice: how many came since the last notice, and that more in 15 minutes are not sent (issue 33). */
  ownerHeld: (count: number) =>
    count > 0
      ? `${count} more ${count === 1 ? "question or request" : "questions or requests"} about this proposal came since the last notice: they are on the quote.`
      : "",
  ownerWindow: "Further questions within 15 minutes are not sent one by one: read them on the quote.",
} as const;
