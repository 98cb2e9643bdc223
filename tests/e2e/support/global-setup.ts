/**
 * Once per end-to-end run of the flow tests: the warm stack (scripts/lib/warm-stack.ts: the
 * production build and the functions on one node:http server, each function imported once) with
 * the dev admin seeded, on ports of its own, the Stripe and Twilio stand-ins (texting is on, as under
 * `npm run dev`), and one Chromium that every file connects to
 * (support/browser.ts) instead of launching its own; everything is removed afterwards. The
 * platform checks run against netlify serve instead (platform-setup.ts).
 */
import type { TestProject } from "vitest/node";
import { startWarmStack } from "../../../scripts/lib/warm-stack";
import { startBrowserServer } from "./browser-server";
import { e2eEnv } from "./e2e-env";
import { startE2eStripe } from "./stripe-e2e";
import { startE2eTwilio } from "./twilio-e2e";

export default async function setup(project: TestProject) {
  const [stripe, twilio] = await Promise.all([startE2eStripe(), startE2eTwilio()]);
  const env = { ...e2eEnv(), ...stripe.env, ...twilio.env };
  const [stack, browser] = await Promise.all([
    startWarmStack({ label: "e2e", withDevAdmin: true, forTests: true, env, logFile: process.env.E2E_SITE_LOG }),
    startBrowserServer(),
  ]);
  stripe.deliverTo(stack.baseUrl);
  project.provide("e2e", { baseUrl: stack.baseUrl, databaseUrl: stack.databaseUrl });
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("twilioApiBase", twilio.base);
  return async () => {
    await browser.close();
    await stack.stop();
    await stripe.stop();
    await twilio.stop();
  };
}
