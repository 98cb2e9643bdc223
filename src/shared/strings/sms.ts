/** What texting says (issue 32, decision 047): refusals, lead markers, the keyword answers. Used verbatim by server and console. */
import { site } from "../site";
import { formatBusinessTime } from "../format";

export type TextRefusal = "off" | "no-number" | "non-us" | "no-consent" | "opted-out" | "cannot-receive";

export const smsStrings = {
  /** The console's answer while TWILIO_* are unset (503). */
  off: "Texting is off: Twilio's credentials (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID) are not set.",
  refused: {
    off: "Texting is off.",
    "no-number": "This lead has no mobile number we can text.",
    "non-us": "We can only text US mobile numbers.",
    "no-consent": "The customer has not agreed to texts.",
    "opted-out": "The customer replied STOP: no texts until they text START.",
    "cannot-receive": "Can't be texted: call instead.",
  } satisfies Record<TextRefusal, string>,
  body: {
    required: "Write the text.",
    tooLong: "A text can be at most 1,600 characters.",
  },
  /** On the lead (timeline and lead page). */
  stoppedOn: (at: Date) => `Texts stopped by the customer on ${formatBusinessTime(at)}`,
  cannotReceive: "Can't be texted: call instead",
  /** Replies to the keywords (carriers' rules: who we are, how to stop, how to get help). */
  optOutConfirmation: `${site.name}: you will get no more texts from us. Reply START to text with us again.`,
  optInConfirmation: `${site.name}: texts are back on. Reply STOP to stop, HELP for help. Msg & data rates may apply.`,
  help: `${site.name}: questions about your roofing request? Call ${site.phone.display} or reply here. Reply STOP to stop texts.`,
  webhook: {
    notConfigured: "Texting is off: TWILIO_AUTH_TOKEN is not set (Twilio will retry).",
    forbidden: "The X-Twilio-Signature does not match this request.",
    missing: (field: string) => `${field} is required.`,
  },
} as const;
