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

export interface IntakeTables {
  spentFormTokens: SpentFormTokensTable;
  automaticMail: AutomaticMailTable;
}
