/**
 * The account page's forms and the second sign-in step, validated the same way by the console,
 * the sign-in page and the API; on zod/mini like the other console forms (issue 14). The password
 * rule is the one `admin:create` uses, so an admin cannot set here what the script would refuse.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_DISTINCT, PASSWORD_MIN_LENGTH } from "../password-rule";
import { accountStrings } from "../strings/account";
const m = { ...accountStrings.messages, resetEmail: accountStrings.reset.invalidEmail };

/** Distinct characters, case folded: `aaaaaaaaaaaa` has one. */
const distinctCharacters = (password: string) => new Set(password.normalize("NFKC").toLowerCase()).size;

/** The e-mail's local part when it is long enough to be guessable inside a password (3+ characters). */
function emailName(email: string | undefined): string | undefined {
  const local = email?.split("@")[0]?.trim().toLowerCase() ?? "";
  return local.length >= 3 ? local : undefined;
}

/**
 * A password someone chooses (admin:create, change password, reset), for the account `email`:
 * long enough, not one character repeated, not the e-mail's name. The common-password list is
 * checked on the server only (src/server/auth/password-policy.ts): it is too big for the console.
 */
export function newPasswordSchema(email?: string) {
  const name = emailName(email);
  return z.string().check(
    z.minLength(PASSWORD_MIN_LENGTH, m.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, m.passwordTooLong),
    z.refine((password) => distinctCharacters(password) >= PASSWORD_MIN_DISTINCT, m.passwordTooSimple),
    z.refine((password) => !name || !password.toLowerCase().includes(name), m.passwordHasEmail),
  );
}

const currentPassword = z.string().check(z.minLength(1, m.currentRequired), z.maxLength(PASSWORD_MAX_LENGTH));
const password = z.string().check(z.minLength(1, m.passwordRequired), z.maxLength(PASSWORD_MAX_LENGTH));
/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`), as typed. */
const code = z.string().check(z.trim(), z.minLength(6, m.codeRequired), z.maxLength(32, m.codeRequired));

/**
 * Proof that the signed-in admin is the owner (a stolen session is not): the password and, when
 * two-step sign-in is on, a current code. Required for every change to how the account signs in.
 */
export const ownerProofSchema = z.object({ password, code: z.optional(code) });
export type OwnerProofInput = z.infer<typeof ownerProofSchema>;

export function changePasswordSchema(email?: string) {
  return z
    .object({
      currentPassword,
      code: z.optional(code),
      newPassword: newPasswordSchema(email),
      confirmPassword: z.string(),
    })
    .check(
      z.refine((form) => form.newPassword === form.confirmPassword, { message: m.mismatch, path: ["confirmPassword"] }),
    );
}
export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordSchema>>;

/** Forgot password: the address to send the link to. */
export const passwordResetRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3, m.resetEmail), z.maxLength(255, m.resetEmail)),
});

/** The reset link's page: the new password twice (the account's e-mail is known only to the server). */
export const passwordResetSchema = z
  .object({ newPassword: newPasswordSchema(), confirmPassword: z.string() })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, { message: m.mismatch, path: ["confirmPassword"] }),
  );

export const secondFactorCodeSchema = z.object({ code });
export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeSchema>;

/** Turning two-step sign-in on: the code from the new key, and the password again. */
export const enableSecondFactorSchema = z.object({ code, password });
export type EnableSecondFactorInput = z.infer<typeof enableSecondFactorSchema>;

/** The sign-in page's second step: the code and where to go afterwards. */
export const signInCodeSchema = z.object({
  code,
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
