/**
 * TOTP (RFC 6238) with otpauth: 6 digits, 30-second steps, SHA-1 (what every authenticator app
 * reads), a code from the step before or after accepted for clock drift. Which step matched is
 * returned so the caller can refuse the same code twice.
 */
import QRCode from "qrcode";
import { Secret, TOTP } from "otpauth";
import type { TotpEnrolment } from "../../shared/schemas/account";
import { BRAND_NAME } from "../../shared/site";

const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

function totpOf(base32Secret: string, accountName = "") {
  return new TOTP({
    issuer: BRAND_NAME,
    label: accountName,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a code matched (±1 around now), or undefined. */
export function matchingStep(base32Secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(base32Secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

export function enrolmentFor(base32Secret: string, accountName: string): TotpEnrolment {
  const uri = totpOf(base32Secret, accountName).toString();
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
  const quiet = 4;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { secret: base32Secret, uri, qr: { size: modules.size + 2 * quiet, path } };
}
