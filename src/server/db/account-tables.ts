/** Table types of accounts: users, their sessions and password-reset links (see schema.ts). */
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Timestamp } from "./job-tables";
import type { AlertTextsMode } from "../../shared/alert-texts";

export interface UsersTable {
  id: Generated<string>;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: Generated<boolean>;
  /** scrypt hash in the form `scrypt$N$r$p$salt$hash`; null for users who cannot sign in. */
  passwordHash: string | null;
  /** Goes up with every password change: device and pending-step tokens carry the value they were issued under. */
  credentialsVersion: Generated<number>;
  /** A US mobile number (E.164) for alerts by text (issue 32, item 6); null for none. */
  alertPhoneE164: string | null;
  /** When alerts go to that number: 'when-no-push' (default), 'with-push' or 'off'. */
  alertTexts: Generated<AlertTextsMode>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  sid: string;
  sess: ColumnType<Record<string, unknown>, string | Record<string, unknown>, string | Record<string, unknown>>;
  /** Sliding inactivity expiry. */
  expire: Timestamp;
  userId: string;
  /** The absolute lifetime is measured from here. */
  createdAt: CreatedAt;
}

/** An e-mailed reset link: SHA-256 of its random token; good once, until `expiresAt`. */
export interface PasswordResetsTable {
  tokenHash: string;
  userId: string;
  expiresAt: Timestamp;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}
