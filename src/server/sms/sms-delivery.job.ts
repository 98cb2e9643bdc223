/**
 * Sends queued texts through Twilio (issue 32, item 7), as the e-mail outbox does: a text is claimed
 * ('sending', attempts + 1) before it is sent, so two workers never send it; a failure Twilio may recover from
 * goes back to 'pending' with back-off, a refusal (4xx) or the last attempt is 'failed' with Twilio's code.
 * Just before sending, the number's suppressions are read again: a STOP or a "cannot receive" that arrived after
 * the text was queued stops it (every send path, typed or automatic, ends here). Twilio's 21610 records the STOP
 * Twilio holds; the codes of CANNOT_RECEIVE_CODES mark the number "cannot-receive". Twilio takes no idempotency
 * key on Messages: a crash between Twilio's answer and our marker is the one case that can send twice.
 * While texting is off nothing is sent and the texts stay pending.
 */
import type { Db } from "../db/schema";
import { retryDelaySeconds } from "../email/outbox.job";
import type { Job } from "../jobs/job";
import {
  claimTexts,
  failAbandonedTexts,
  markTextFailed,
  markTextSent,
  scheduleTextRetry,
  type SmsMessage,
} from "./sms.repository";
import { suppressNumber } from "./sms-suppressions.repository";
import { CANNOT_RECEIVE_CODES, suppressionOf, UNSUBSCRIBED_CODE } from "./suppression-rule";
import { publicUrlOf, textingConfig, TWILIO_WEBHOOK_PATHS, type TextingConfig } from "./texting-config";
import { sendTwilioMessage, TextSendFailed } from "./twilio-client";

export const TEXT_LOCK_TIMEOUT_SECONDS = 300;
const BATCH = 25;

export interface TextDeliveryReport {
  textsSent: number;
  textsRetrying: number;
  textsFailed: number;
}

async function refusedByTwilio(db: Db, text: SmsMessage, failure: TextSendFailed) {
  if (failure.code === UNSUBSCRIBED_CODE) {
    await suppressNumber(db, { phoneNumber: text.toNumber, reason: "opted-out", errorCode: failure.code });
  } else if (failure.code !== undefined && CANNOT_RECEIVE_CODES.has(failure.code)) {
    await suppressNumber(db, { phoneNumber: text.toNumber, reason: "cannot-receive", errorCode: failure.code });
  }
}

async function sendOne(db: Db, config: TextingConfig, text: SmsMessage, report: TextDeliveryReport) {
  const suppressed = await suppressionOf(db, text.toNumber, text.purpose);
  if (suppressed) {
    await markTextFailed(db, text.id, `Not sent: the number is suppressed (${suppressed}).`);
    report.textsFailed++;
    return;
  }
  try {
    const statusCallback = publicUrlOf(config, TWILIO_WEBHOOK_PATHS.status);
    const sent = await sendTwilioMessage(config, { to: text.toNumber, body: text.body, statusCallback });
    await markTextSent(db, text.id, sent);
    report.textsSent++;
  } catch (error) {
    const failure = error instanceof TextSendFailed ? error : new TextSendFailed(String(error), undefined, false);
    if (failure.permanent || text.attempts >= text.maxAttempts) {
      await markTextFailed(db, text.id, failure.message, failure.code);
      await refusedByTwilio(db, text, failure);
      report.textsFailed++;
      console.error(`[sms] text ${text.id} failed for good after ${text.attempts} attempt(s): ${failure.message}`);
    } else {
      const delay = retryDelaySeconds(text.attempts);
      await scheduleTextRetry(db, text.id, failure.message, delay);
      report.textsRetrying++;
      console.warn(`[sms] text ${text.id} attempt ${text.attempts} failed, retry in ${delay} s: ${failure.message}`);
    }
  }
}

export interface TextDeliveryRun {
  /** The run's moment: texts due by then go (the e2e runs the job at a text's due moment, any hour). */
  now?: Date;
  /** Twilio's settings; the environment's (textingConfig) by default. */
  config?: TextingConfig;
}

/** Sends the given texts (a request's, after commit) or the due ones (the job). */
export async function deliverTexts(
  db: Db,
  ids?: readonly string[],
  run: TextDeliveryRun = {},
): Promise<TextDeliveryReport> {
  const report: TextDeliveryReport = { textsSent: 0, textsRetrying: 0, textsFailed: 0 };
  const config = run.config ?? textingConfig();
  if (!config) return report;
  if (!ids) report.textsFailed += await failAbandonedTexts(db, TEXT_LOCK_TIMEOUT_SECONDS);
  const claimed = await claimTexts(db, {
    ids,
    limit: ids?.length ?? BATCH,
    lockTimeoutSeconds: TEXT_LOCK_TIMEOUT_SECONDS,
    now: run.now,
  });
  for (const text of claimed) await sendOne(db, config, text, report);
  return report;
}

export const smsDelivery: Job<TextDeliveryReport> = {
  name: "sms-delivery",
  run: (db) => deliverTexts(db),
};
