/**
 * Limits on automatic e-mail to visitors, so the quote form can never be used as a mail relay
 * (issue 11, docs/decisions/028): at most one automatic message per recipient address per day,
 * at most AUTO_MAIL_HOURLY_LIMIT across the site per hour (one alert to the business when that
 * trips, once per hour), and no visitor text in the subject of mail to an address nobody has
 * verified. The lead itself and the business notification are never held back by these limits.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { BRAND_NAME } from "../../shared/site";
import type { TemplateValues } from "../email/render";
import { renderText } from "../email/render";
import { composeEmail } from "../email/compose";
import { getEnv } from "../env";
import { insertOutboxMessage } from "../jobs/outbox.repository";
import { countRecentOutboxMessages, tryLockAutomaticMail } from "./auto-mail.repository";

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;
export const AUTO_MAIL_ALERT_TAG = "automatic-mail-cap";
/** How long a lead waits for another lead's decision before giving up its own thank-you. */
const LOCK_PATIENCE_MS = 2000;
const LOCK_RETRY_MS = 20;

export type AutoMailDecision = "send" | "recipient-had-one-today" | "hourly-cap" | "busy";

/** Waits up to LOCK_PATIENCE_MS for the lock; a flood of parallel leads fails closed (no mail). */
async function lockWithPatience(trx: Kysely<Database>): Promise<boolean> {
  const giveUpAt = Date.now() + LOCK_PATIENCE_MS;
  while (!(await tryLockAutomaticMail(trx))) {
    if (Date.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
  return true;
}

/**
 * Decides, inside the lead's transaction, whether one automatic message (tagged with one of
 * `automaticTags`) may go to `address`. Holds the advisory lock until that transaction commits,
 * so the caller must queue the message in the same transaction when the answer is "send".
 * "busy": other leads held the decision too long (a flood); this one gets no automatic mail.
 */
export async function claimAutomaticMail(
  trx: Kysely<Database>,
  address: string,
  automaticTags: readonly string[],
): Promise<AutoMailDecision> {
  if (!(await lockWithPatience(trx))) return "busy";
  const toRecipient = await countRecentOutboxMessages(trx, {
    tags: automaticTags,
    withinSeconds: DAY_SECONDS,
    toAddress: address,
  });
  if (toRecipient > 0) return "recipient-had-one-today";
  const limit = getEnv().AUTO_MAIL_HOURLY_LIMIT;
  const lastHour = await countRecentOutboxMessages(trx, { tags: automaticTags, withinSeconds: HOUR_SECONDS });
  if (lastHour < limit) return "send";
  await alertBusinessOnce(trx, limit);
  return "hourly-cap";
}

async function alertBusinessOnce(trx: Kysely<Database>, limit: number): Promise<void> {
  const alerted = await countRecentOutboxMessages(trx, { tags: [AUTO_MAIL_ALERT_TAG], withinSeconds: HOUR_SECONDS });
  if (alerted > 0) return;
  const env = getEnv();
  const text = [
    `More than ${limit} automatic e-mails to visitors were due within an hour, so the website stopped sending them for now.`,
    "Every lead is still stored and you are still notified of each one; only the automatic thank-you to the visitor is held back.",
    "A sudden burst like this usually means someone is using the quote form to send mail to strangers: check the newest quotes in the console.",
    `Sending resumes by itself once fewer than ${limit} went out in the past hour.`,
  ];
  const email = await composeEmail({
    subject: `${BRAND_NAME} website: automatic e-mails to visitors paused (over ${limit} in an hour)`,
    bodyHtml: text.map((paragraph) => `<p>${paragraph}</p>`).join(""),
    bodyText: text.join("\n\n"),
  });
  await insertOutboxMessage(trx, {
    toAddress: env.BUSINESS_EMAIL,
    fromAddress: env.EMAIL_FROM,
    replyTo: null,
    subject: email.subject,
    htmlBody: email.html,
    textBody: email.text,
    tag: AUTO_MAIL_ALERT_TAG,
    contactSubmissionId: null,
    quoteId: null,
    nextAttemptAt: new Date(),
  });
}

/** Template values that never come from a visitor: option labels and the business's own facts. */
const VALUES_WITHOUT_VISITOR_TEXT = new Set(["projectType", "businessName", "businessPhone"]);

/**
 * A subject with every visitor-supplied placeholder left empty and the punctuation it leaves
 * behind tidied ("Thank you, {{firstName}}: we received…" → "Thank you: we received…").
 */
export function subjectWithoutVisitorText(template: string, values: TemplateValues): string {
  const safe = Object.fromEntries(Object.entries(values).filter(([name]) => VALUES_WITHOUT_VISITOR_TEXT.has(name)));
  return renderText(template, safe)
    .replace(/\s+([,:;.!?])/g, "$1")
    .replace(/,+([,:;.!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,:;]+|[\s,:;]+$/g, "");
}
