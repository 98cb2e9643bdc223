/** Table types of lead intake's own bookkeeping (see schema.ts): spent form tokens, automatic mail. */
import type { CreatedAt, Timestamp } from "./job-tables";

/** A form token used by a lead: a token is good for one lead (docs/decisions/036b). */
export interface SpentFormTokensTable {
  tokenId: string;
  expiresAt: Timestamp;
}

/** One automatic e-mail to a visitor, counted by the limits (src/server/intake/auto-mail-policy.ts). */
export interface AutomaticMailTable {
  outboxId: string;
  /** SHA-256 (hex) of the normalised recipient address. */
  recipientKey: string;
  recipientDomain: string;
  createdAt: CreatedAt;
}

/** An address no automatic e-mail may go to, and why (src/server/email/suppressions.repository.ts). */
export interface EmailSuppressionsTable {
  /** SHA-256 (hex) of the normalised recipient address (recipient-key.ts). */
  recipientKey: string;
  reason: SuppressionReason;
  /** What the owner is shown, e.g. Postmark's bounce description. */
  detail: string | null;
  createdAt: CreatedAt;
}

export type SuppressionReason = "hard-bounce" | "spam-complaint" | "unsubscribed";

export interface IntakeTables {
  emailSuppressions: EmailSuppressionsTable;
  spentFormTokens: SpentFormTokensTable;
  automaticMail: AutomaticMailTable;
}
