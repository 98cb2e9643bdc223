/**
 * The Stripe stand-in of an e2e run (scripts/lib/stripe-stand-in.ts, decision 046), as `npm run dev`
 * starts it: the served functions' Stripe client talks to it (STRIPE_API_BASE), and its checkout page
 * posts events signed with STRIPE_WEBHOOK_SECRET to the site's webhook once the site's port is known.
 */
import { DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from "../../../scripts/lib/stripe-payloads";
import { StripeStandIn } from "../../../scripts/lib/stripe-stand-in";

export async function startE2eStripe() {
  const standIn = await new StripeStandIn({ webhookSecret: DEV_STRIPE_WEBHOOK_SECRET }).start();
  return {
    env: {
      STRIPE_SECRET_KEY: DEV_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.base,
    },
    /** Events go to the site served at `baseUrl`. */
    deliverTo: (baseUrl: string) => void (standIn.webhookUrl = `${baseUrl}/api/webhooks/stripe`),
    stop: () => standIn.stop(),
  };
}
