/**
 * Spam screening without friction for people: a honeypot field people never see, and the form
 * token (form-token.ts): forged, expired, issued to another browser, already spent by an earlier
 * lead, or missing from a JSON post. Suspected spam is stored flagged, never dropped
 * (docs/decisions/017, 028, 036b).
 *
 * A fast fill alone flags nothing (issue 25, item 3): browser autofill sends a form within two or
 * three seconds. It only costs the lead its automatic e-mail (humanPace), as a missing
 * measurement does.
 */
import { MIN_FILL_TIME_MS } from "../../shared/schemas/lead-fields";
import type { FormTokenCheck } from "./form-token";

export interface SpamVerdict {
  isSpam: boolean;
  spamReason: string | null;
}

export interface SpamSignals {
  website: string;
  /** The fill time an older page reports itself: it can only lower trust, never raise it. */
  formFillMs?: number;
  formToken: FormTokenCheck;
  /** A classic form post: without JavaScript there is no token, so its absence is expected. */
  plainForm: boolean;
}

const spam = (spamReason: string): SpamVerdict => ({ isSpam: true, spamReason });

const TOKEN_REASONS: Partial<Record<FormTokenCheck["status"], string>> = {
  invalid: "The form token was forged, altered or expired",
  "other-client": "The form token was issued to another browser",
  spent: "The form token was already used by an earlier lead",
};

export function screenForSpam(signals: SpamSignals): SpamVerdict {
  const { formToken } = signals;
  if (signals.website) return spam("Hidden honeypot field was filled in");
  const tokenReason = TOKEN_REASONS[formToken.status];
  if (tokenReason) return spam(tokenReason);
  if (formToken.status === "missing" && !signals.plainForm)
    return spam("Sent without a form token (not from our form)");
  return { isSpam: false, spamReason: null };
}

/** Whether the server measured a human pace: a token at least MIN_FILL_TIME_MS old, and no faster claim. */
export function humanPace(signals: SpamSignals): boolean {
  if (signals.formToken.status !== "measured") return false;
  return signals.formFillMs === undefined || signals.formFillMs >= MIN_FILL_TIME_MS;
}
