/**
 * "Waiting for a reply", the one definition (issue 34, item 2). The dashboard's count and list,
 * the quote and contact lists' "waiting" filter and the reports' "Waiting for a reply now" all
 * follow it; the server's SQL (src/server/leads/waiting.repository.ts) is this rule written for
 * Postgres, and tests/integration/waiting-agrees.test.ts checks the two agree on every kind of lead.
 *
 * A lead waits when
 *   - its customer wrote and nobody has answered yet (a reply by e-mail or a proposal question;
 *     whatever the lead's status, a signed customer's new message included), or
 *   - it is still New and nobody answered it, spam aside, except a flagged lead that carries a
 *     phone number and a message: a person may well be behind it, so it waits too, marked.
 * Answering (a reply from the composer, a logged call, a phase e-mail, a status change) ends both.
 */

/** The status of a lead nobody has answered yet. */
export const UNANSWERED_STATUS = "new";

/** What the rule reads of a lead. */
export interface WaitingFacts {
  status: string;
  isSpam: boolean;
  /** Stored only when dialable. */
  phone: string | null;
  /** A contact's message, a quote's description. */
  message: string | null;
  /** Customer messages neither answered nor discarded. */
  unansweredReplies: number;
}

export type WaitingReason = "replied" | "new";

/** Why the lead waits for the owner, or undefined when it does not. A reply comes first. */
export function waitingReason(lead: WaitingFacts): WaitingReason | undefined {
  if (lead.unansweredReplies > 0) return "replied";
  if (lead.status !== UNANSWERED_STATUS) return undefined;
  if (!lead.isSpam || isFlaggedButReachable(lead)) return "new";
  return undefined;
}

export const isWaiting = (lead: WaitingFacts) => waitingReason(lead) !== undefined;

/** A spam-flagged lead that still waits (and is listed "Possible spam"): a phone and a message. */
export function isFlaggedButReachable(lead: Pick<WaitingFacts, "phone" | "message">): boolean {
  return lead.phone !== null && (lead.message ?? "").trim() !== "";
}

/** The lists' URL parameter that shows exactly the waiting leads (a report-style slice). */
export const WAITING_FILTER = { name: "rwaiting", value: "1" } as const;
