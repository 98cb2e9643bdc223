/**
 * Texting's test environment (issue 32): the Twilio Messages API stand-in started and used by the app's real
 * twilio client, Twilio's test credentials, the site URL webhooks are signed against, and helpers that post
 * signed webhook requests to the real webhooks function.
 */
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import * as webhooks from "../../functions/webhooks.mts";
import { setSmsConsentForTests } from "../../src/server/sms/consent";
import { TWILIO_WEBHOOK_PATHS } from "../../src/server/sms/texting-config";
import {
  signedTwilioRequest,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_MESSAGING_SERVICE_SID,
} from "../../scripts/lib/twilio-payloads";
import { TwilioStandIn } from "../../scripts/lib/twilio-stand-in";
import { adminSessions } from "./admin-session";
import { seedTestDatabase } from "./db";
import { callFunction, TEST_ORIGIN } from "./functions";

export const TEXTING_SITE_URL = TEST_ORIGIN;

/** The texting tests' whole environment: seeded database, the stand-in, consent given, the app's logs silenced. */
export function useTextingSuite(standIn: TwilioStandIn): void {
  useTexting(standIn);
  beforeAll(async () => {
    await seedTestDatabase({ withDevAdmin: false });
    setSmsConsentForTests(() => true);
    for (const level of ["warn", "error", "info"] as const)
      vi.spyOn(console, level).mockImplementation(() => undefined);
  });
}

/** A texting test file signed in as an admin: its stand-in, the suite's environment, and the admin's session cookie. */
export function useTextingAdminSuite(sessionName: string) {
  const standIn = new TwilioStandIn();
  useTextingSuite(standIn);
  const admin = { cookie: "" };
  beforeAll(async () => {
    admin.cookie = (await adminSessions(sessionName)).adminCookie;
  });
  return { standIn, admin };
}

export function useTexting(standIn: TwilioStandIn): void {
  beforeAll(async () => {
    await standIn.start();
    Object.assign(process.env, {
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_MESSAGING_SERVICE_SID: TEST_MESSAGING_SERVICE_SID,
      TWILIO_API_BASE: standIn.base(),
      SITE_URL: TEXTING_SITE_URL,
    });
  });
  beforeEach(() => standIn.reset());
  afterAll(async () => {
    setSmsConsentForTests(undefined);
    await standIn.stop();
  });
}

export type WebhookKind = keyof typeof TWILIO_WEBHOOK_PATHS;

/** Posts `fields` to a Twilio webhook, signed unless `signature` says otherwise (a string replaces it, null drops it). */
export async function postTwilio(kind: WebhookKind, fields: Record<string, string>, signature?: string | null) {
  const path = TWILIO_WEBHOOK_PATHS[kind];
  const signed = await signedTwilioRequest(`${TEXTING_SITE_URL}${path}`, fields, TEST_AUTH_TOKEN);
  const headers: Record<string, string> = { ...signed.headers };
  if (signature === null) delete headers["x-twilio-signature"];
  else if (signature !== undefined) headers["x-twilio-signature"] = signature;
  return callFunction(webhooks, path, { method: "POST", headers, rawBody: signed.rawBody, origin: null });
}
