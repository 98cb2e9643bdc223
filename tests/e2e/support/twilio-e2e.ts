/**
 * The Messages API stand-in of an e2e run (scripts/lib/twilio-stand-in.ts, issue 32 item 8), as `npm run dev`
 * starts it: texting is on for the served functions (the test account's credentials, TWILIO_API_BASE), so a lead
 * with consent gets its first text there; tests read what it received through its own API (GET /__texts) and post
 * Twilio's webhooks signed with TEST_AUTH_TOKEN (texting.test.ts).
 */
import { TwilioStandIn } from "../../../scripts/lib/twilio-stand-in";
import { TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_MESSAGING_SERVICE_SID } from "../../../scripts/lib/twilio-payloads";

export async function startE2eTwilio() {
  const standIn = new TwilioStandIn();
  await standIn.start();
  return {
    env: {
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_MESSAGING_SERVICE_SID: TEST_MESSAGING_SERVICE_SID,
      TWILIO_API_BASE: standIn.base(),
    },
    base: standIn.base(),
    stop: () => standIn.stop(),
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The Messages API stand-in's base URL (GET /__texts lists what it received). */
    twilioApiBase: string;
  }
}
