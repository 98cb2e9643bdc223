/**
 * Spam screening without friction for people: a honeypot field people never see, and a minimum
 * time between opening the form and sending it, measured by the server's form token
 * (form-token.ts). Suspected spam is stored flagged, never dropped (docs/decisions/017, 028).
 */
import { MIN_FILL_TIME_MS } from "../../shared/schemas/lead-fields";
import type { FormTokenCheck } from "./form-token";

export interface SpamVerdict {
  isSpam: boolean;
  spamReason: string | null;
}

export interface SpamSignals {
  website: string;
  /** The fill time an older page reports itself: it can only make a lead more suspect, never clear it. */
  formFillMs?: number;
  formToken: FormTokenCheck;
  /** A classic form post: without JavaScript there is no token, so its absence is expected. */
  plainForm: boolean;
}

const spam = (spamReason: string): SpamVerdict => ({ isSpam: true, spamReason });

const tooFast = (fillMs: number) =>
  spam(`Sent ${(fillMs / 1000).toFixed(1)} s after the form opened (minimum ${MIN_FILL_TIME_MS / 1000} s)`);

export function screenForSpam(signals: SpamSignals): SpamVerdict {
  const { formToken } = signals;
  if (signals.website) return spam("Hidden honeypot field was filled in");
  if (formToken.status === "too-young") return tooFast(formToken.fillMs);
  if (formToken.status === "invalid") return spam("The form token was forged, altered or expired");
  if (formToken.status === "missing" && !signals.plainForm)
    return spam("Sent without a form token (not from our form)");
  if (signals.formFillMs !== undefined && signals.formFillMs < MIN_FILL_TIME_MS) return tooFast(signals.formFillMs);
  return { isSpam: false, spamReason: null };
}
