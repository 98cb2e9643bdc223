/**
 * Hands e-mails queued by a committed change to delivery straight away, after the response when
 * the platform allows it (Netlify's `context.waitUntil`). Best-effort: the change is saved already,
 * and a failed send stays queued for the scheduled retry, so this never fails the caller.
 */
import { deliverOutboxMessages } from "./delivery";

export interface AfterCommitContext {
  waitUntil?: (promise: Promise<unknown>) => void;
}

export async function deliverAfterCommit(ids: readonly string[], context?: AfterCommitContext): Promise<void> {
  if (ids.length === 0) return;
  const delivery = deliverOutboxMessages(ids).catch((error: unknown) => {
    console.error(`[email] immediate delivery of outbox ${ids.join(", ")} failed; the retry job will send:`, error);
  });
  if (typeof context?.waitUntil === "function") context.waitUntil(delivery);
  else await delivery;
}
