/** The environment of an end-to-end run, the same for the warm server and for netlify serve. */
import webPush from "web-push";
import { localCertificate } from "../../../scripts/lib/push-receiver";

/** The functions sign sessions with it; tests mint session cookies with it (support/admin.ts). */
export const E2E_SESSION_SECRET = "e2e-session-secret-that-is-at-least-32-bytes-long";

export function e2eEnv(): NodeJS.ProcessEnv {
  const keys = webPush.generateVAPIDKeys();
  return {
    SESSION_SECRET: E2E_SESSION_SECRET,
    // The public forms are exercised many times from one IP.
    LEAD_RATE_LIMIT: "1000",
    // Postmark webhooks (decision 038): the conversation test posts documented payloads with these.
    POSTMARK_WEBHOOK_SECRET: "postmark:e2e-webhook",
    INBOUND_DOMAIN: "inbound.e2e.test",
    // Alerts (push-alerts.test.ts): keys of this run, and trust in the local push service's certificate.
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: "mailto:alerts-e2e@alpine.test",
    NODE_EXTRA_CA_CERTS: localCertificate().certFile,
    // The local push service's host, which no real endpoint may name (issue 33, finding 7).
    PUSH_TEST_HOSTS: "127.0.0.1",
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { baseUrl: string; databaseUrl: string };
  }
}
