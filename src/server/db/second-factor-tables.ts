/** Table types of the optional second factor (see schema.ts and docs/decisions/029-second-factor.md). */
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Timestamp } from "./job-tables";

/** One row per user who has started or finished setting up TOTP. */
export interface UserSecondFactorsTable {
  userId: string;
  /** The confirmed TOTP secret, AES-GCM encrypted (src/server/auth/secret-box.ts). */
  secretEncrypted: string | null;
  /** A secret shown for setup, not yet confirmed with a code. */
  pendingSecretEncrypted: string | null;
  enabledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last accepted time step (bigint, read as a string): a code is never accepted twice. */
  lastUsedStep: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  updatedAt: Timestamp;
}

/** Ten per enabled second factor; SHA-256 of the normalised code; each usable once. */
export interface UserRecoveryCodesTable {
  id: Generated<number>;
  userId: string;
  codeHash: string;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}
