/**
 * The account page's forms and the second sign-in step, validated the same way by the console,
 * the sign-in page and the API; on zod/mini like the other console forms (issue 14). The password
 * rule is the one `admin:create` uses, so an admin cannot set here what the script would refuse.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../password-rule";
import { accountStrings } from "../strings/account";
const m = accountStrings.messages;

/** A password someone chooses (admin:create, change password). */
export const newPasswordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, m.passwordTooShort), z.maxLength(PASSWORD_MAX_LENGTH, m.passwordTooLong));

const currentPassword = z.string().check(z.minLength(1, m.currentRequired), z.maxLength(PASSWORD_MAX_LENGTH));

export const changePasswordSchema = z
  .object({ currentPassword, newPassword: newPasswordSchema, confirmPassword: z.string() })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, { message: m.mismatch, path: ["confirmPassword"] }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`), as typed. */
export const secondFactorCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(6, m.codeRequired), z.maxLength(32, m.codeRequired)),
});
export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeSchema>;

export const disableSecondFactorSchema = z.object({ password: currentPassword });
export type DisableSecondFactorInput = z.infer<typeof disableSecondFactorSchema>;

/** The sign-in page's second step: the code and where to go afterwards. */
export const signInCodeSchema = z.object({
  code: secondFactorCodeSchema.shape.code,
  next: z.optional(z.string().check(z.maxLength(2048))),
});

/** A session as the account page lists it: never its id (the sid is half a credential). */
export interface AccountSession {
  /** A digest of the session id: stable, for list keys only. */
  key: string;
  createdAt: string;
  /** The expiry slides to "last request + idle timeout" (written at most once a minute). */
  lastSeenAt: string;
  device: string | null;
  /** The address it signed in from, IPv6 shortened to its /64. */
  network: string | null;
  current: boolean;
}

export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** What the account page shows to set up an authenticator app. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** The QR code as one SVG path: the console draws it inline (no image URL for the CSP to allow). */
  qr: { size: number; path: string };
}
