/**
 * Once per end-to-end run: the production stack (scripts/lib/production-stack.ts) with the dev
 * admin seeded, on ports of its own; everything is removed afterwards.
 */
import type { TestProject } from "vitest/node";
import webPush from "web-push";
import { startProductionStack } from "../../../scripts/lib/production-stack";
import { localCertificate } from "../../../scripts/lib/push-receiver";

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { baseUrl: string; databaseUrl: string };
  }
}

function vapidEnv() {
  const keys = webPush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: "mailto:alerts-e2e@alpine.test",
  };
}

export default async function setup(project: TestProject) {
  const stack = await startProductionStack({
    label: "e2e",
    withDevAdmin: true,
    env: {
      SESSION_SECRET: "e2e-session-secret-that-is-at-least-32-bytes-long",
      // The public forms are exercised many times from one IP.
      LEAD_RATE_LIMIT: "1000",
      // Postmark webhooks (decision 038): the conversation test posts documented payloads with these.
      POSTMARK_WEBHOOK_SECRET: "postmark:e2e-webhook",
      INBOUND_DOMAIN: "inbound.e2e.test",
      // Alerts (push-alerts.test.ts): keys of this run, and trust in the local push service's certificate.
      ...vapidEnv(),
      NODE_EXTRA_CA_CERTS: localCertificate().certFile,
    },
  });
  project.provide("e2e", { baseUrl: stack.baseUrl, databaseUrl: stack.databaseUrl });
  return () => stack.stop();
}
