/**
 * The customer's texts that carry a private link (issue 32 item 2): the proposal and an invoice, sent from the
 * console where the lead agreed to texts. Short, our name first, nothing the customer typed; and the console's
 * words for the choice and its outcome.
 */
import { formatCents } from "../proposals/money";

export const linkTextStrings = {
  proposal: (link: string) =>
    `Alpine Slate Roofing: your slate roof proposal is ready. Read it and approve it here: ${link}`,
  invoice: (number: number, cents: number, link: string) =>
    `Alpine Slate Roofing: invoice ${number} for ${formatCents(cents)} is ready. See it and pay here: ${link}`,
  /** The console's choice beside Send. */
  alsoByText: "Also send by text",
  /** After sending: the text went (or waits for the customer's 8:00), or why it did not. */
  texted: "The link also went by text.",
  heldForMorning: "The text goes at 8:00 AM, the customer's morning.",
  notTexted: (reason: string) => `Sent by e-mail only: ${reason}`,
} as const;
