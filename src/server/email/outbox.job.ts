/**
 * Outbox delivery through Postmark. A row is claimed ('sending', attempts + 1) before it is sent,
 * so two workers never send it twice; a failed send goes back to 'pending' with exponential
 * back-off, and after max_attempts (or a permanent refusal) it is 'failed' with the error kept.
 * Rows left in 'sending' by a crashed worker are reclaimed after LOCK_TIMEOUT_SECONDS (Postmark
 * has no idempotency keys, so a crash between Postmark accepting and our marker is the one case
 * that can send twice).
 *
 * Without POSTMARK_SERVER_TOKEN (local work) nothing is sent: messages are logged and stay
 * 'pending', so setting a token later delivers them.
 */
import type { ServerClient } from "postmark";
import type { Db, OutboxMessage } from "../db/schema";
import { withDb } from "../db/client";
import { getEnv, type Env } from "../env";
import type { Job } from "../jobs/job";
import { suppressedAutomaticMail } from "./outbox-suppression";
import {
  claimMessages,
  failAbandonedFinalAttempts,
  findPendingMessages,
  markFailed,
  markSent,
  scheduleRetry,
} from "./outbox.repository";

/** Longer than a send can take (Postmark timeout), so a live worker never loses its claim. */
export const LOCK_TIMEOUT_SECONDS = 300;
export const SEND_TIMEOUT_SECONDS = 20;
const RETRY_BASE_SECONDS = 60;
const RETRY_MAX_SECONDS = 6 * 60 * 60;
const SEND_CONCURRENCY = 4;

/** Delay before the next try after `attempts` failed ones: 1, 2, 4, 8… minutes, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Left pending because no Postmark token is configured. */
  held: number;
}

export interface DeliveryOptions {
  /** Seconds before a Postmark request is abandoned (and retried later). */
  timeoutSeconds?: number;
}

/** Postmark's client loads with the first message sent, not with every function that queues one (issue 34 item 12). */
type Postmark = typeof import("postmark");
type PostmarkErrors = Postmark["Errors"];

function postmarkClient({ ServerClient }: Postmark, env: Env, timeoutSeconds: number): ServerClient {
  return new ServerClient(env.POSTMARK_SERVER_TOKEN!, {
    useHttps: env.POSTMARK_USE_HTTPS === "true",
    timeout: timeoutSeconds,
    ...(env.POSTMARK_API_HOST ? { requestHost: env.POSTMARK_API_HOST } : {}),
  });
}

/** 422 is Postmark refusing the message itself (bad or inactive recipient): retrying cannot help. */
function isPermanent(error: unknown, Errors: PostmarkErrors): boolean {
  return error instanceof Errors.PostmarkError && error.statusCode === 422;
}

function describe(error: unknown, Errors: PostmarkErrors): string {
  if (error instanceof Errors.PostmarkError) {
    return `Postmark ${error.statusCode || "network"} (code ${error.code}): ${error.message}`.slice(0, 2000);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** Metadata on every message (decision 038): Postmark's events name the outbox row and the lead back to us. */
export function outboxMetadata(message: OutboxMessage): Record<string, string> {
  const metadata: Record<string, string> = { outboxId: String(message.id) };
  if (message.quoteId !== null) Object.assign(metadata, { leadKind: "quote", leadId: String(message.quoteId) });
  else if (message.contactSubmissionId !== null) {
    Object.assign(metadata, { leadKind: "contact", leadId: String(message.contactSubmissionId) });
  }
  return metadata;
}

async function sendOne(
  db: Db,
  { client, Errors }: { client: ServerClient; Errors: PostmarkErrors },
  message: OutboxMessage,
  report: DeliveryReport,
) {
  try {
    const suppressed = await suppressedAutomaticMail(db, message);
    if (suppressed) {
      await markFailed(db, message, `Not sent: automatic mail to an address on the suppression list (${suppressed}).`);
      report.failed++;
      return;
    }
    const response = await client.sendEmail({
      From: message.fromAddress ?? getEnv().EMAIL_FROM,
      To: message.toAddress,
      ReplyTo: message.replyTo ?? undefined,
      Subject: message.subject,
      HtmlBody: message.htmlBody,
      TextBody: message.textBody,
      Tag: message.tag ?? undefined,
      Headers: message.headers ?? undefined,
      Attachments: message.attachments ? message.attachments.map((a) => ({ ...a, ContentID: null })) : undefined,
      MessageStream: getEnv().POSTMARK_MESSAGE_STREAM,
      Metadata: outboxMetadata(message),
    });
    await markSent(db, message, response.MessageID ?? null);
    report.sent++;
  } catch (error) {
    const reason = describe(error, Errors);
    if (isPermanent(error, Errors) || message.attempts >= message.maxAttempts) {
      await markFailed(db, message, reason);
      report.failed++;
      console.error(`[email] outbox ${message.id} failed for good after ${message.attempts} attempt(s): ${reason}`);
    } else {
      const delay = retryDelaySeconds(message.attempts);
      await scheduleRetry(db, message.id, reason, delay);
      report.retrying++;
      console.warn(`[email] outbox ${message.id} attempt ${message.attempts} failed, retry in ${delay} s: ${reason}`);
    }
  }
}

async function sendClaimed(db: Db, messages: OutboxMessage[], options: DeliveryOptions) {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, held: 0 };
  if (messages.length === 0) return report;
  const postmark = await import("postmark");
  const client = postmarkClient(postmark, getEnv(), options.timeoutSeconds ?? SEND_TIMEOUT_SECONDS);
  const queue = [...messages];
  const workers = Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, async () => {
    for (let message = queue.shift(); message; message = queue.shift()) {
      await sendOne(db, { client, Errors: postmark.Errors }, message, report);
    }
  });
  await Promise.all(workers);
  return report;
}

async function holdWithoutToken(db: Db, ids?: readonly string[]): Promise<DeliveryReport> {
  const waiting = await findPendingMessages(db, ids);
  if (ids) {
    for (const message of waiting) {
      console.info(
        `[email] POSTMARK_SERVER_TOKEN not set; outbox ${message.id} kept pending: "${message.subject}" to ${message.toAddress}`,
      );
    }
  } else if (waiting.length > 0) {
    console.info(`[email] POSTMARK_SERVER_TOKEN not set; ${waiting.length}+ outbox message(s) kept pending`);
  }
  return { sent: 0, retrying: 0, failed: 0, held: waiting.length };
}

/** Sends the given rows now, with the caller's database (a request, right after committing them). */
export async function deliverQueuedMessages(
  db: Db,
  ids: readonly string[],
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  if (!getEnv().POSTMARK_SERVER_TOKEN) return holdWithoutToken(db, ids);
  const claimed = await claimMessages(db, { ids, limit: ids.length, lockTimeoutSeconds: LOCK_TIMEOUT_SECONDS });
  return sendClaimed(db, claimed, options);
}

/** Sends the given rows now, in a database scope of its own. */
export async function deliverOutboxMessages(
  ids: readonly string[],
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  return withDb((db) => deliverQueuedMessages(db, ids, options));
}

/** Sends up to `limit` due rows: new ones, retries whose back-off has passed, abandoned claims. */
export async function sendDueMessages(db: Db, limit = 25, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  if (!getEnv().POSTMARK_SERVER_TOKEN) return holdWithoutToken(db, undefined);
  const abandoned = await failAbandonedFinalAttempts(db, LOCK_TIMEOUT_SECONDS);
  const claimed = await claimMessages(db, { limit, lockTimeoutSeconds: LOCK_TIMEOUT_SECONDS });
  const report = await sendClaimed(db, claimed, options);
  return { ...report, failed: report.failed + abandoned };
}

/** `sendDueMessages` in a database scope of its own. */
export async function deliverDueMessages(limit = 25, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  return withDb((db) => sendDueMessages(db, limit, options));
}

/** Scheduled functions run at most 30 s: a bounded batch per run. */
const BATCH_SIZE = 25;

export const outboxDelivery: Job<DeliveryReport> = {
  name: "outbox-delivery",
  run: (db) => sendDueMessages(db, BATCH_SIZE),
};
