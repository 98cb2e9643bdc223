/**
 * Whether texting is on (issue 32, item 8): Twilio's account SID, auth token and Messaging Service SID all
 * set. Without them texting is off: nothing is sent, the console says so, webhooks answer 503; nothing else changes.
 */
import { getEnv, type Env } from "../env";

export interface TextingConfig {
  accountSid: string;
  authToken: string;
  messagingServiceSid: string;
  /** The Messages API stand-in (local runs and tests), else Twilio. */
  apiBase: string | undefined;
  /** Our public base URL: webhook signatures are computed over it (Twilio signs the URL it called). */
  siteUrl: string;
}

export function textingConfig(env: Env = getEnv()): TextingConfig | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID } = env;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_MESSAGING_SERVICE_SID) return undefined;
  return {
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    messagingServiceSid: TWILIO_MESSAGING_SERVICE_SID,
    apiBase: env.TWILIO_API_BASE,
    siteUrl: env.SITE_URL.replace(/\/+$/, ""),
  };
}

export const TWILIO_WEBHOOK_PATHS = {
  inbound: "/api/webhooks/twilio/inbound",
  status: "/api/webhooks/twilio/status",
} as const;

/** The URL Twilio calls (and signs) for `path`. */
export const publicUrlOf = (config: Pick<TextingConfig, "siteUrl">, path: string) => `${config.siteUrl}${path}`;
