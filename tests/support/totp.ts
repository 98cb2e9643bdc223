/** A TOTP code for a base32 secret at a moment, computed with otpauth as an authenticator app would. */
import { Secret, TOTP } from "otpauth";

export function totpCode(base32Secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(base32Secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at,
  });
}
