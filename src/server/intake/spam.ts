/**
 * Spam screening without friction for people: a honeypot field people never see, and a minimum
 * time between opening the form and sending it. Suspected spam is stored flagged, never dropped.
 */
import { MIN_FILL_TIME_MS } from "../../shared/schemas/lead-fields";

export interface SpamVerdict {
  isSpam: boolean;
  spamReason: string | null;
}

export function screenForSpam(signals: { website: string; formFillMs?: number }): SpamVerdict {
  if (signals.website) return { isSpam: true, spamReason: "Hidden honeypot field was filled in" };
  if (signals.formFillMs !== undefined && signals.formFillMs < MIN_FILL_TIME_MS) {
    const seconds = (signals.formFillMs / 1000).toFixed(1);
    return {
      isSpam: true,
      spamReason: `Sent ${seconds} s after the form opened (minimum ${MIN_FILL_TIME_MS / 1000} s)`,
    };
  }
  return { isSpam: false, spamReason: null };
}
