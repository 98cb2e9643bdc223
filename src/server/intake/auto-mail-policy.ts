/**
 * Limits on automatic e-mail to visitors, so the lead forms can never be used as a mail relay
 * (issue 11, issue 26 item 2; docs/decisions/028, 036b): at most one automatic message per
 * recipient per day, counted on the normalised address (recipient-key.ts), at most
 * AUTO_MAIL_DOMAIN_HOURLY_LIMIT per recipient domain per hour, and at most AUTO_MAIL_HOURLY_LIMIT
 * across the site per hour (one alert to the business when that trips, once per hour). What such
 * a message may say is unverified-mail.ts's. The lead itself and the business notification are
 * never held back by these limits.
 */
import type { Db } from "../db/schema";
import { BRAND_NAME } from "../../shared/site";
import { composeEmail } from "../email/compose";
import { getEnv } from "../env";
import { queueEmail } from "../email/queue-email";
import { isSuppressed } from "../email/suppressions.repository";
import {
  countAutomaticMail,
  countRecentOutboxMessages,
  recordAutomaticMail,
  tryLockAutomaticMail,
} from "./auto-mail.repository";
import { normaliseRecipient, recipientKey } from "../recipients/recipient-key";

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;
export const AUTO_MAIL_ALERT_TAG = "automatic-mail-cap";
/** How long a lead waits for another lead's decision before giving up its own automatic mail. */
const LOCK_PATIENCE_MS = 2000;
const LOCK_RETRY_MS = 20;

export type AutoMailDecision = "send" | "recipient-had-one-today" | "domain-cap" | "hourly-cap" | "busy" | "suppressed";

/** Waits up to LOCK_PATIENCE_MS for the lock; a flood of parallel leads fails closed (no mail). */
async function lockWithPatience(trx: Db): Promise<boolean> {
  const giveUpAt = Date.now() + LOCK_PATIENCE_MS;
  while (!(await tryLockAutomaticMail(trx))) {
    if (Date.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
  return true;
}

async function decide(trx: Db, key: string, domain: string, perRecipientPerDay: number): Promise<AutoMailDecision> {
  if (!(await lockWithPatience(trx))) return "busy";
  if ((await countAutomaticMail(trx, { withinSeconds: DAY_SECONDS, recipientKey: key })) >= perRecipientPerDay) {
    return "recipient-had-one-today";
  }
  const env = getEnv();
  const toDomain = await countAutomaticMail(trx, { withinSeconds: HOUR_SECONDS, recipientDomain: domain });
  if (toDomain >= env.AUTO_MAIL_DOMAIN_HOURLY_LIMIT) return "domain-cap";
  if ((await countAutomaticMail(trx, { withinSeconds: HOUR_SECONDS })) < env.AUTO_MAIL_HOURLY_LIMIT) return "send";
  await alertBusinessOnce(trx, env.AUTO_MAIL_HOURLY_LIMIT);
  return "hourly-cap";
}

export interface AutomaticMailOutcome {
  decision: AutoMailDecision;
  /** The queued message, when the limits allowed one and `queue` queued it. */
  outboxId?: string;
}

/**
 * Queues one automatic message to `address` through `queue` (which returns the outbox id, or
 * undefined when it queued nothing) if the limits allow it, and counts it. Runs inside the lead's
 * transaction and holds the advisory lock until it commits, so parallel leads decide one by one.
 * "busy": other leads held the decision too long (a flood); this one gets no automatic mail.
 * `perRecipientPerDay` (1 for the thank-you) lets a booking's own e-mails through after it
 * (BOOKING_CAPS), still counted with every other automatic e-mail to the address and the site.
 */
export async function queueAutomaticMail(
  trx: Db,
  address: string,
  queue: () => Promise<string | undefined>,
  perRecipientPerDay = 1,
): Promise<AutomaticMailOutcome> {
  const key = recipientKey(address);
  const { domain } = normaliseRecipient(address);
  // A hard bounce, spam complaint or unsubscribe: no automatic mail at all (decision 038).
  if (await isSuppressed(trx, address)) return { decision: "suppressed" };
  const decision = await decide(trx, key, domain, perRecipientPerDay);
  if (decision !== "send") return { decision };
  const outboxId = await queue();
  if (outboxId) await recordAutomaticMail(trx, { outboxId, recipientKey: key, recipientDomain: domain });
  return { decision, outboxId };
}

async function alertBusinessOnce(trx: Db, limit: number): Promise<void> {
  if ((await countRecentOutboxMessages(trx, AUTO_MAIL_ALERT_TAG, HOUR_SECONDS)) > 0) return;
  const env = getEnv();
  const text = [
    `More than ${limit} automatic e-mails to visitors were due within an hour, so the website stopped sending them for now.`,
    "Every lead is still stored and you are still notified of each one; only the automatic e-mail to the visitor is held back.",
    "A sudden burst like this usually means someone is using the lead forms to send mail to strangers: check the newest leads in the console.",
    `Sending resumes by itself once fewer than ${limit} went out in the past hour.`,
  ];
  const email = await composeEmail({
    subject: `${BRAND_NAME} website: automatic e-mails to visitors paused (over ${limit} in an hour)`,
    bodyHtml: text.map((paragraph) => `<p>${paragraph}</p>`).join(""),
    bodyText: text.join("\n\n"),
  });
  await queueEmail(trx, email, {
    toAddress: env.BUSINESS_EMAIL,
    replyTo: null,
    tag: AUTO_MAIL_ALERT_TAG,
  });
}
