/** Table types of accounts: users, their sessions and password-reset links (see schema.ts). */
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Timestamp } from "./job-tables";

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
